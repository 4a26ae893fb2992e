import { describe, expect, it } from 'vitest';
import { storeProduct } from '../../../tests/helpers/store-product.ts';
import { BuyBox, SoldOut } from './BuyBox.tsx';

describe('the buy box of a product that cannot be bought', () => {
  it('shows a disabled "Out of stock" button and no quantity', () => {
    expect(SoldOut().html).toBe(
      '<div class="buy"><button type="button" class="btn" disabled>Out of stock</button></div>',
    );
  });
});

describe("the buy box's Pay in 4 line", () => {
  const product = (finalPriceCents: number) =>
    storeProduct({
      title: 'Bosch Deep Cycle Battery',
      sku: 'BAT-1',
      priceCents: finalPriceCents,
      finalPriceCents,
    });
  const box = (finalPriceCents: number, payLater: boolean) =>
    BuyBox({ product: product(finalPriceCents), shortText: '', gstBp: 1000, payLater }).html;

  it('says the four payments of the GST-inclusive price when the shop takes PayPal', () => {
    // $382.84 ex GST is $421.12 with GST: four payments of $105.28.
    expect(box(38284, true)).toContain(
      '<p class="pay-later">or 4 interest-free payments of $105.28 with PayPal Pay in 4</p>',
    );
  });

  it('says nothing without PayPal, or for a price PayPal does not split', () => {
    expect(box(38284, false)).not.toContain('pay-later');
    // $20.00 with GST, under Pay in 4's $30.
    expect(box(1818, true)).not.toContain('pay-later');
  });
});

describe("the buy box's rating", () => {
  const box = (rating: number | null, reviewCount: number) =>
    BuyBox({ product: storeProduct({ rating, reviewCount }), shortText: '', gstBp: 1000 }).html;

  it('shows no stars and no rating, only "No reviews yet", for a product no customer has reviewed', () => {
    const html = box(null, 0);
    expect(html).toContain('<p class="rating-line"><a href="#reviews">No reviews yet</a></p>');
    expect(html).not.toMatch(/class="stars"|Rated /);
  });

  it("shows its customers' average with how many reviews, linking to them", () => {
    const html = box(4.6, 13);
    expect(html).toContain('<a href="#reviews">Rated 4.6 out of 5 from 13 reviews</a>');
    expect(html).toContain('<span class="stars" aria-hidden="true">');
    expect(html).toContain('style="--fill:60%"');
    expect(box(5, 1)).toContain('Rated 5.0 out of 5 from 1 review<');
  });
});
