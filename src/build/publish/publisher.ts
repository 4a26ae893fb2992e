/**
 * One publish: read the catalogue snapshot, plan against the served build, then build everything,
 * only the affected pages, or nothing.
 */
import type { Db } from '../../api/db/client.ts';
import { residentSlot } from '../generator/resident.ts';
import { type BuildPlan, planBuild, productsMoved } from './plan.ts';
import { buildEnv, buildSite, currentBuild } from './site-build.ts';
import type { SiteHeaderOptions } from './site-headers.ts';
import { placingSnapshot, productChangeVersions, productDataVersion } from './snapshot.ts';
import { sourceHash } from './source-hash.ts';

export interface PublishOptions {
  root: string;
  db: Db;
  distDir: string;
  apiUrl: string;
  /** The shop's public address (readConfig().siteUrl): canonical links, sitemaps, JSON-LD. */
  siteUrl: string;
  headers: Omit<SiteHeaderOptions, 'inlineScripts'>;
}

export interface PublishResult {
  kind: BuildPlan['kind'];
  reason: string;
  pagesRendered: number;
  timings?: { sync: number; astro: number; generate: number; carry: number; search: number };
  /** Whether Astro ran: an edit to catalogue pages only is made from the stored shells without it. */
  astro?: boolean;
  /** Work after the build for the next one (a copy of the new site); resolves when it is done, never rejects. */
  settled?: Promise<void>;
}

export interface Publisher {
  (log?: (line: string) => void): Promise<PublishResult>;
  /** Stops the resident generator it keeps for edits (src/build/generator/resident.ts). */
  close(): void;
}

/** The site's header options from the environment: other origins pages talk to, maps on or off. */
export function headerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PublishOptions['headers'] {
  const origin = (url: string | undefined) => {
    try {
      return url && /^https?:\/\//.test(url) ? new URL(url).origin : null;
    } catch {
      return null;
    }
  };
  return {
    apiOrigin: origin(env.PUBLIC_API_BASE),
    assetOrigin: origin(env.PUBLIC_ASSET_BASE),
    maps: Boolean(env.PUBLIC_MAPS_KEY),
  };
}

export function createPublisher(o: PublishOptions): Publisher {
  const residents = residentSlot(o.root);
  const publish = async (log: (line: string) => void = () => {}): Promise<PublishResult> => {
    const at = performance.now();
    const [source, placing, previous, versions] = await Promise.all([
      sourceHash(o.root, o.siteUrl),
      placingSnapshot(o.db),
      currentBuild(o.distDir),
      productChangeVersions(o.db),
    ]);
    // The product data's version (every product row hashed: about 2 s at 100,000 products on PGlite)
    // decides a plan only when no product's updated_at moved. Otherwise it is read once the build is
    // live, for the build record; if product data was written meanwhile, the record says so and the
    // next plan that finds no updated_at moved builds everything rather than trust it.
    const decides =
      previous !== null && !productsMoved(previous.manifest.catalogue.products, placing.products);
    const catalogue = { ...placing, productData: decides ? await productDataVersion(o.db) : '' };
    const plan = planBuild(previous, source, catalogue);
    log(`Build plan: ${plan.kind} (${plan.reason}), made in ${Math.round(performance.now() - at)} ms`);
    const productData = async () =>
      decides
        ? catalogue.productData
        : (await productChangeVersions(o.db)) === versions
          ? productDataVersion(o.db)
          : `written after the plan at ${new Date().toISOString()}`;
    if (plan.kind === 'none') {
      // A shop started on a build it had made before: the resident generator for its next edit.
      const env = buildEnv({ distDir: o.distDir, apiUrl: o.apiUrl, siteUrl: o.siteUrl, source });
      const settled = residents.take(env) ? undefined : residents.start(env, log).then(() => {});
      return { kind: 'none', reason: plan.reason, pagesRendered: 0, settled };
    }
    const result = await buildSite({
      root: o.root,
      distDir: o.distDir,
      apiUrl: o.apiUrl,
      siteUrl: o.siteUrl,
      manifest: { source, catalogue },
      productData,
      plan,
      previous,
      headers: o.headers,
      log,
      residents,
    });
    return {
      kind: plan.kind,
      reason: plan.reason,
      pagesRendered: result.pagesRendered,
      timings: result.timings,
      astro: result.astro,
      settled: result.settled,
    };
  };
  return Object.assign(publish, { close: () => residents.close() });
}
