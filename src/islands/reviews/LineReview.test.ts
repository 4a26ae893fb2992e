import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toOrder } from '../../lib/api/orders.ts';
import type { OrderLine } from '../../lib/orders/orders.ts';
import { LineReview } from './LineReview.tsx';

const price = { incCents: 5500, exCents: 5000 };
const line = (more: Partial<OrderLine>): OrderLine => ({
  id: 7,
  title: 'Brake Pads',
  quantity: 1,
  unit: price,
  total: price,
  ...more,
});
const shown = (l: OrderLine) =>
  renderToStaticMarkup(createElement(LineReview, { invoice: 'SCABCDEFGHJK', line: l }));

describe("a member's order line", () => {
  it('links to the review page for that line while it may be reviewed', () => {
    const html = shown(line({ canReview: true, review: null }));
    expect(html).toContain('href="/review/?order=SCABCDEFGHJK&amp;item=7"');
    expect(html).toContain('Write a review<span class="visually-hidden"> of Brake Pads</span>');
  });

  it('says what became of the review once one was sent', () => {
    expect(shown(line({ canReview: false, review: { status: 'pending' } }))).toContain(
      'Review submitted: it will appear once it has been checked',
    );
    expect(shown(line({ canReview: false, review: { status: 'approved' } }))).toContain('Review published');
    expect(shown(line({ canReview: false, review: { status: 'rejected' } }))).toContain(
      'Review not published',
    );
  });

  it('offers nothing before delivery, or where the answer says nothing of reviews (guest tracking)', () => {
    expect(shown(line({ canReview: false, review: null }))).toBe('');
    expect(shown(line({}))).toBe('');
  });

  it("takes the order answer's review and can_review", () => {
    const answer = {
      invoice_number: 'SCABCDEFGHJK',
      order_meta: [
        {
          id: 1,
          product_title: 'A',
          quantity: 1,
          price: '1.00',
          qp_subtotal: '1.00',
          price_inc_gst: '1.10',
          qp_subtotal_inc_gst: '1.10',
          review: null,
          can_review: true,
        },
        {
          id: 2,
          product_title: 'B',
          quantity: 1,
          price: '1.00',
          qp_subtotal: '1.00',
          price_inc_gst: '1.10',
          qp_subtotal_inc_gst: '1.10',
          review: { status: 'approved' },
          can_review: false,
        },
        {
          id: 3,
          product_title: 'C',
          quantity: 1,
          price: '1.00',
          qp_subtotal: '1.00',
          price_inc_gst: '1.10',
          qp_subtotal_inc_gst: '1.10',
        },
      ],
    } as unknown as Parameters<typeof toOrder>[0];
    const [a, b, c] = toOrder(answer).lines;
    expect([a?.canReview, a?.review]).toEqual([true, null]);
    expect([b?.canReview, b?.review]).toEqual([false, { status: 'approved' }]);
    expect(c).not.toHaveProperty('canReview');
  });
});
