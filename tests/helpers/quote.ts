/** A delivery quote as POST /freight/quote answers it for a small cart to a metro address: SPEC's $15 parcel. */
import type { ApiQuote } from '../../src/lib/api/schemas/freight.ts';

export const PARCEL_QUOTE: ApiQuote = {
  destination: {
    post_code: '2000',
    state: 'NSW',
    zone: 'NSW_METRO',
    zone_name: 'Sydney metro',
    po_box: false,
  },
  options: [
    {
      id: 'parcel',
      name: 'Australia Post Parcel Post',
      price_ex_cents: 1500,
      price_inc_cents: 1650,
      eta_days: [2, 5],
      note: null,
      free_from_cents: 40000,
      shipments: [
        {
          service_id: 'parcel',
          service_name: 'Australia Post Parcel Post',
          carrier: 'australia_post',
          product_ids: [9],
          grams: 400,
          price_ex_cents: 1500,
          free: false,
          eta_days: [2, 5],
        },
      ],
    },
  ],
  default_option: 'parcel',
  restrictions: [],
};
