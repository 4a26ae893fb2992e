import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../format/escape.ts';
import { type Buy, buyData, clampQuantity, readBuy } from './buy-box.ts';

/** The attribute as the product page writes it: the data, escaped. */
const buyAttr = (buy: Buy) => ` data-buy="${escapeHtml(buyData(buy))}"`;

const product = {
  id: 7,
  title: 'Pads "Pro" & <rotors>',
  permalink: 'pads',
  image: 'uploads/p.webp',
  unitCents: 9000,
};

/** The element the island's field sits in, inside the page's element carrying `attr`. */
function fieldIn(attr: string): Element {
  const raw = /data-buy="([^"]*)"/.exec(attr)?.[1];
  const value = raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return { closest: () => (value === undefined ? null : { dataset: { buy: value } }) } as unknown as Element;
}

describe('product page buy box', () => {
  it('reads back the product and whether it is universal, as the page wrote them', () => {
    expect(readBuy(fieldIn(buyAttr({ product, universal: false })))).toEqual({ product, universal: false });
    expect(readBuy(fieldIn(buyAttr({ product, universal: true })))).toEqual({ product, universal: true });
  });

  it('writes an attribute that cannot end early', () => {
    expect(buyAttr({ product, universal: false })).not.toMatch(/[<>]|"[^"]*"[^"]*"/);
  });

  it('adds nothing when the page has no buy data or it is malformed', () => {
    expect(readBuy(fieldIn(''))).toBeNull();
    expect(readBuy(fieldIn(' data-buy="{not json"'))).toBeNull();
    expect(
      readBuy(fieldIn(buyAttr({ product: { ...product, unitCents: -1 }, universal: false }))),
    ).toBeNull();
  });

  it('keeps a typed quantity within 1 to 100', () => {
    expect([0, 1, 3.7, 100, 250, Number.NaN, -4].map(clampQuantity)).toEqual([1, 1, 3, 100, 100, 1, 1]);
  });
});
