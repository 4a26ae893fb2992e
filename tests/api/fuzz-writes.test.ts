/** Fuzzes the API routes of shoppers' writes (tests/api/fuzz/harness.ts): no input gets a 5xx. */

import { fuzzEndpoints } from './fuzz/harness.ts';
import { writes } from './fuzz/writes.ts';

fuzzEndpoints(writes);
