/**
 * Starts reading the fitment export (GET /catalogue/fitment) as `astro build` starts, so it arrives
 * while Astro syncs content and bundles, instead of when the first page that needs it asks: that was
 * after the catalogue had loaded, and the search records, which need both, waited for it. At 10,000
 * products with 500 vehicles the read took 0.3 s of the build's critical path (the records reach
 * Pagefind that much later, and its index is the last thing a full build waits for).
 *
 * A render process started ahead of its build (integrations/render-gate.ts) reads it once its gate
 * opens: what it reads before the gate must not change with the catalogue.
 */
import type { AstroIntegration } from 'astro';
import { buildApi } from '../data/build-api.ts';
import { fetchFitment, setEarlyFitment } from '../data/fitment.ts';
import { gateOpened } from './render-gate.ts';

export function fitmentPrefetch(): AstroIntegration {
  return {
    name: 'storefront-fitment-prefetch',
    hooks: {
      'astro:build:start': () => {
        setEarlyFitment(gateOpened().then(() => fetchFitment(buildApi())));
      },
    },
  };
}
