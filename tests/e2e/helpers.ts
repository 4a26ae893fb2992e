/** Shared helpers for the browser suites. */
import type { APIRequestContext, Page } from '@playwright/test';

/** Every JSON-LD block on the page, parsed (a block that does not parse makes the test fail). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** GET an API path and parse its JSON. */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/** Status and Location of a request that is not followed. */
export async function redirectOf(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; location: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location ?? '';
  return { status: response.status(), location: location.replace(/^https?:\/\/[^/]+/, '') };
}

/** Closes the cart panel once it has opened (it opens by itself when the cart count goes up). */
export async function closePanel(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Shopping Cart/ });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
