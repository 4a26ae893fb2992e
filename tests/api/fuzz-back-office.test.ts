/** Fuzzes the API routes of the back office (tests/api/fuzz/harness.ts): no input gets a 5xx. */
import { backOffice } from './fuzz/back-office.ts';
import { fuzzEndpoints } from './fuzz/harness.ts';

fuzzEndpoints(backOffice);
