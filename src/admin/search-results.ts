/**
 * The header search box's answer (GET /api/admin/search) as the links it lists: one group per kind
 * of record the role may read, each row linking to the record's screen. Pure, tested without a browser.
 */

import type { AdminSearchAnswer } from '../lib/api/schemas/admin-search.ts';
import { statusLabel } from '../lib/orders/orders.ts';
import { formatMoney } from '../lib/pricing/money.ts';
import { href } from './router.ts';

export type SearchAnswer = AdminSearchAnswer;

export interface ResultLink {
  href: string;
  label: string;
  detail: string;
}

export interface ResultGroup {
  title: string;
  links: ResultLink[];
  /** The full list screen, searched for the same text. */
  more: string;
}

/** The groups present in the answer, in the order orders, customers, products. */
export function resultGroups(answer: SearchAnswer): ResultGroup[] {
  const groups: ResultGroup[] = [];
  if (answer.orders)
    groups.push({
      title: 'Orders',
      more: href('orders', null, { q: answer.q }),
      links: answer.orders.map((o) => ({
        href: href('orders', o.invoice_number),
        label: o.invoice_number,
        detail: [o.name, o.email, statusLabel(o.status), formatMoney(o.total_cents)]
          .filter(Boolean)
          .join(' · '),
      })),
    });
  if (answer.customers)
    groups.push({
      title: 'Customers',
      more: href('customers', null, { q: answer.q }),
      links: answer.customers.map((c) => ({
        href: href('customers', c.id),
        label: c.name || c.email,
        detail: c.email,
      })),
    });
  if (answer.products)
    groups.push({
      title: 'Products',
      more: href('products', null, { q: answer.q }),
      links: answer.products.map((p) => ({
        href: href('products', p.id),
        label: p.title,
        detail: `SKU ${p.sku}${p.active ? '' : ' · inactive'}`,
      })),
    });
  return groups;
}

/** Searches start at this many characters (the API refuses fewer). */
export const MIN_SEARCH_LENGTH = 2;
