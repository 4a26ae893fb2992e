/**
 * Plain links to products as list items (a series page's "More ... for the Ranger PX3" list): a
 * popular series lists hundreds of parts, each crawlable, without the weight of a card.
 */
import type { Product } from '../catalogue/product.ts';
import { productPath } from '../site/urls.ts';
import { escapeHtml as e } from './html.ts';

export function productLinksHtml(products: readonly Pick<Product, 'permalink' | 'title'>[]): string {
  let html = '';
  for (const p of products) html += `<li><a href="${e(productPath(p.permalink))}">${e(p.title)}</a></li>`;
  return html;
}
