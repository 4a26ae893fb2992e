/** Fuzzes the API routes of catalogue editing (tests/api/fuzz/harness.ts): no input gets a 5xx. */
import { catalogueEditing } from './fuzz/catalogue-editing.ts';
import { fuzzEndpoints } from './fuzz/harness.ts';

fuzzEndpoints(catalogueEditing);
