/** The API client the build uses: CATALOGUE_API_URL, or the local site server's /api. */
import { createApiClient } from '../lib/api/client.ts';

export function buildApi() {
  return createApiClient({ baseUrl: process.env.CATALOGUE_API_URL ?? 'http://127.0.0.1:4321/api' });
}
