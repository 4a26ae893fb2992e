/**
 * The shop's search report hears of searches the static backend ran in the browser (the API backend
 * counts its own): POST /api/search-log with the query, how many products it found and the query it
 * searched instead after a correction. Fire and forget: a shopper's search never waits for it or fails by it.
 */
import { api } from './api.ts';

export function reportSearch(query: string, results: number, correctedTo: string | null): void {
  api.post('/search-log', { query: query.slice(0, 100), results, corrected_to: correctedTo }).catch(() => {});
}
