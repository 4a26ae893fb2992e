import type { BrowserContext } from '@playwright/test';

/** One response a page downloaded: its path and its compressed body bytes. */
export interface Download {
  url: string;
  bytes: number;
  resourceType: string;
}

/**
 * Calls `seen` with each response the context downloads (the Pagefind worker's too). A request that
 * finishes as the context closes has no sizes left to read; it is after the figures, and is skipped.
 */
export function onDownload(context: BrowserContext, seen: (download: Download) => void): void {
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    seen({
      url: new URL(request.url()).pathname,
      bytes: Math.max(0, sizes.responseBodySize),
      resourceType: request.resourceType(),
    });
  });
}
