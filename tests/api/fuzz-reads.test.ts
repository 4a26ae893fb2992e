/** Fuzzes the API routes of the shop's reads (tests/api/fuzz/harness.ts): no input gets a 5xx. */

import { fuzzEndpoints } from './fuzz/harness.ts';
import { reads } from './fuzz/reads.ts';

fuzzEndpoints(reads);
