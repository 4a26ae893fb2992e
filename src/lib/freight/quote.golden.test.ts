/**
 * Golden pairs (issue 49): a cart and a destination, and the options a shopper is offered, cheapest
 * first, GST included, to the cent, with the business days and the note free delivery leaves; or the
 * line refused. The default settings: SPEC's $15 ex GST standard charge, free from $400, 10% GST,
 * ordered before the cutoff. Prices reviewed by hand against services.ts's tables: for example the
 * exhaust to Broome weighs 45 kg by cubic (2.4 × 0.3 × 0.25 m at 250 kg/m³), which is TNT's 40 kg band
 * to remote WA ($164.90) plus 5 kg at $3.30, $181.40 ex GST, $199.54 with GST.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FREIGHT } from './config.ts';
import { GOODS, to } from './freight-fixtures.ts';
import { quote } from './quote.ts';

interface Case {
  name: string;
  cart: [keyof typeof GOODS, number][];
  to: [postcode: string, state: string, line: string];
  subtotalInc: number;
  expected: string[];
}

const SETTINGS = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };

function offered(c: Case): string[] {
  const lines = c.cart.map(([goods, quantity], i) => ({ productId: i + 1, quantity, goods: GOODS[goods] }));
  const q = quote(lines, to(...c.to), {
    config: DEFAULT_FREIGHT,
    settings: SETTINGS,
    subtotalIncCents: c.subtotalInc,
    afterCutoff: false,
  });
  return [
    ...q.refused.map((r) => `refused: ${r.message}`),
    ...q.options.map(
      (o) =>
        `${o.id} $${(o.priceIncCents / 100).toFixed(2)}, ${o.etaDays[0]}–${o.etaDays[1]} days${o.note ? ` (${o.note})` : ''}`,
    ),
  ];
}

const CASES: Case[] = [
  {
    name: 'battery to a PO box',
    cart: [['battery', 1]],
    to: ['2150', 'NSW', 'PO Box 12'],
    subtotalInc: 30000,
    expected: [
      "refused: We can't send Century car battery to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers. Please give a street address.",
    ],
  },
  {
    name: 'battery to a PO box postcode',
    cart: [['battery', 1]],
    to: ['1230', 'NSW', '1 Test St'],
    subtotalInc: 30000,
    expected: [
      "refused: We can't send Century car battery to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers. Please give a street address.",
    ],
  },
  {
    name: 'battery to a parcel locker',
    cart: [['battery', 1]],
    to: ['3000', 'VIC', 'Parcel Locker 10245 55 Swanston St'],
    subtotalInc: 30000,
    expected: [
      "refused: We can't send Century car battery to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers. Please give a street address.",
    ],
  },
  {
    name: 'aerosol to a PO box',
    cart: [['aerosol', 1]],
    to: ['2150', 'NSW', 'PO Box 12'],
    subtotalInc: 2000,
    expected: [
      "refused: We can't send WD-40 aerosol to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers. Please give a street address.",
    ],
  },
  {
    name: 'aerosol to Darwin',
    cart: [['aerosol', 2]],
    to: ['0800', 'NT', '1 Test St'],
    subtotalInc: 2000,
    expected: ['startrack $32.89, 4–9 days', 'road_freight $65.89, 5–11 days'],
  },
  {
    name: 'aerosol to Parramatta',
    cart: [['aerosol', 2]],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 2000,
    expected: [
      'startrack $16.45, 2–4 days',
      'parcel $16.50, 2–5 days',
      'road_freight $32.95, 2–5 days',
      'truck $49.50, 1–3 days',
    ],
  },
  {
    name: 'aerosol to Alice Springs',
    cart: [['aerosol', 1]],
    to: ['0870', 'NT', '1 Test St'],
    subtotalInc: 1500,
    expected: ['startrack $32.89, 4–9 days', 'road_freight $65.89, 5–11 days'],
  },
  {
    name: 'fuel cleaner to Melbourne',
    cart: [['fuel', 1]],
    to: ['3000', 'VIC', '1 Test St'],
    subtotalInc: 3000,
    expected: ['startrack $18.92, 2–4 days', 'road_freight $37.90, 2–5 days'],
  },
  {
    name: 'fuel cleaner to Hobart',
    cart: [['fuel', 1]],
    to: ['7000', 'TAS', '1 Test St'],
    subtotalInc: 3000,
    expected: ['startrack $23.05, 3–6 days', 'road_freight $46.15, 3–7 days'],
  },
  {
    name: 'jump starter to Perth',
    cart: [['jumpStarter', 1]],
    to: ['6000', 'WA', '1 Test St'],
    subtotalInc: 19900,
    expected: ['parcel $16.50, 2–5 days', 'startrack $24.70, 2–4 days', 'road_freight $49.45, 2–5 days'],
  },
  {
    name: 'jump starter to Broome',
    cart: [['jumpStarter', 1]],
    to: ['6725', 'WA', '1 Test St'],
    subtotalInc: 19900,
    expected: ['startrack $36.19, 4–9 days', 'road_freight $72.49, 5–11 days'],
  },
  {
    name: 'exhaust to Broome',
    cart: [['exhaust', 1]],
    to: ['6725', 'WA', '1 Test St'],
    subtotalInc: 90000,
    expected: ['road_freight $199.54, 5–11 days (Free delivery does not cover Remote WA.)'],
  },
  {
    name: 'exhaust to Penrith',
    cart: [['exhaust', 1]],
    to: ['2750', 'NSW', '1 Test St'],
    subtotalInc: 90000,
    expected: [
      'truck $55.00, 1–3 days (Free delivery does not cover Stainless exhaust system: $55.00 Our own truck (Sydney metro).)',
      'road_freight $90.70, 2–5 days (Free delivery does not cover Stainless exhaust system: $90.70 TNT road freight.)',
    ],
  },
  {
    name: 'exhaust to a PO box',
    cart: [['exhaust', 1]],
    to: ['2750', 'NSW', 'PO Box 5'],
    subtotalInc: 90000,
    expected: [
      "refused: We can't send Stainless exhaust system to a PO box or parcel locker. Oversize goods go by road freight only. Please give a street address.",
    ],
  },
  {
    name: 'bull bar to Brisbane',
    cart: [['bullBar', 1]],
    to: ['4000', 'QLD', '1 Test St'],
    subtotalInc: 120000,
    expected: [
      'road_freight $277.70, 2–5 days (Free delivery does not cover Steel bull bar: $277.70 TNT road freight.)',
    ],
  },
  {
    name: 'bull bar to Parramatta',
    cart: [['bullBar', 1]],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 120000,
    expected: [
      'truck $154.00, 1–3 days (Free delivery does not cover Steel bull bar: $154.00 Our own truck (Sydney metro).)',
      'road_freight $239.20, 2–5 days (Free delivery does not cover Steel bull bar: $239.20 TNT road freight.)',
    ],
  },
  {
    name: 'wheel to Newcastle',
    cart: [['wheel', 4]],
    to: ['2300', 'NSW', '1 Test St'],
    subtotalInc: 100000,
    expected: [
      'courier $172.04, 3–6 days (Free delivery does not cover Alloy wheel 17 inch: $172.04 Couriers Please road courier.)',
      'startrack $187.50, 3–6 days (Free delivery does not cover Alloy wheel 17 inch: $187.50 StarTrack Road Express.)',
      'road_freight $254.60, 3–7 days (Free delivery does not cover Alloy wheel 17 inch: $254.60 TNT road freight.)',
    ],
  },
  {
    name: 'wheel to Mount Isa',
    cart: [['wheel', 1]],
    to: ['4825', 'QLD', '1 Test St'],
    subtotalInc: 25000,
    expected: ['startrack $79.09, 4–9 days', 'road_freight $148.39, 5–11 days'],
  },
  {
    name: 'filters to Parramatta over $400',
    cart: [
      ['oilFilter', 10],
      ['airFilter', 10],
    ],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 45000,
    expected: [
      'parcel $0.00, 2–5 days',
      'courier $27.45, 1–4 days (Free delivery is by Australia Post Parcel Post only.)',
      'startrack $31.85, 2–4 days (Free delivery is by Australia Post Parcel Post only.)',
      'truck $49.50, 1–3 days (Free delivery is by Australia Post Parcel Post only.)',
      'express $57.15, 1–3 days (Free delivery is by Australia Post Parcel Post only.)',
      'road_freight $60.45, 2–5 days (Free delivery is by Australia Post Parcel Post only.)',
    ],
  },
  {
    name: 'filters to Parramatta under $400',
    cart: [
      ['oilFilter', 2],
      ['airFilter', 1],
    ],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 9000,
    expected: [
      'courier $14.25, 1–4 days',
      'startrack $16.45, 2–4 days',
      'parcel $16.50, 2–5 days',
      'express $25.25, 1–3 days',
      'road_freight $32.95, 2–5 days',
      'truck $49.50, 1–3 days',
    ],
  },
  {
    name: 'filters to Parramatta at exactly $400',
    cart: [['oilFilter', 10]],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 40000,
    expected: [
      'parcel $0.00, 2–5 days',
      'courier $14.25, 1–4 days (Free delivery is by Australia Post Parcel Post only.)',
      'startrack $16.45, 2–4 days (Free delivery is by Australia Post Parcel Post only.)',
      'express $30.75, 1–3 days (Free delivery is by Australia Post Parcel Post only.)',
      'road_freight $32.95, 2–5 days (Free delivery is by Australia Post Parcel Post only.)',
      'truck $49.50, 1–3 days (Free delivery is by Australia Post Parcel Post only.)',
    ],
  },
  {
    name: 'filters to Broken Hill over $400',
    cart: [
      ['oilFilter', 10],
      ['airFilter', 10],
    ],
    to: ['2880', 'NSW', '1 Test St'],
    subtotalInc: 45000,
    expected: [
      'startrack $50.93, 4–9 days (Free delivery does not cover Remote NSW.)',
      'express $91.41, 2–5 days (Free delivery does not cover Remote NSW.)',
      'parcel $93.17, 5–9 days (Free delivery does not cover Remote NSW.)',
      'road_freight $96.69, 5–11 days (Free delivery does not cover Remote NSW.)',
    ],
  },
  {
    name: 'filters to Darwin over $400',
    cart: [
      ['oilFilter', 10],
      ['airFilter', 10],
    ],
    to: ['0800', 'NT', '1 Test St'],
    subtotalInc: 45000,
    expected: [
      'startrack $63.69, 4–9 days (Free delivery does not cover Northern Territory.)',
      'express $114.29, 2–5 days (Free delivery does not cover Northern Territory.)',
      'parcel $116.49, 5–9 days (Free delivery does not cover Northern Territory.)',
      'road_freight $120.89, 5–11 days (Free delivery does not cover Northern Territory.)',
    ],
  },
  {
    name: 'spark plugs to a PO box',
    cart: [['sparkPlug', 4]],
    to: ['2150', 'NSW', 'PO Box 12'],
    subtotalInc: 6000,
    expected: ['express $15.35, 1–3 days', 'parcel $16.50, 2–5 days'],
  },
  {
    name: 'spark plugs to Cairns',
    cart: [['sparkPlug', 4]],
    to: ['4870', 'QLD', '1 Test St'],
    subtotalInc: 6000,
    expected: [
      'parcel $16.50, 3–7 days',
      'courier $18.54, 3–6 days',
      'express $19.97, 1–4 days',
      'startrack $21.40, 3–6 days',
      'road_freight $42.85, 3–7 days',
    ],
  },
  {
    name: 'spark plugs to Canberra',
    cart: [['sparkPlug', 4]],
    to: ['2600', 'ACT', '1 Test St'],
    subtotalInc: 6000,
    expected: [
      'courier $15.68, 1–4 days',
      'parcel $16.50, 2–5 days',
      'express $16.89, 1–3 days',
      'startrack $18.10, 2–4 days',
      'road_freight $36.25, 2–5 days',
    ],
  },
  {
    name: 'brake pads to Adelaide',
    cart: [['brakePads', 2]],
    to: ['5000', 'SA', '1 Test St'],
    subtotalInc: 18000,
    expected: [
      'parcel $16.50, 2–5 days',
      'courier $18.54, 1–4 days',
      'startrack $21.40, 2–4 days',
      'express $39.99, 1–3 days',
      'road_freight $42.85, 2–5 days',
    ],
  },
  {
    name: 'brake pads to Coober Pedy',
    cart: [['brakePads', 1]],
    to: ['5723', 'SA', '1 Test St'],
    subtotalInc: 9000,
    expected: [
      'startrack $29.59, 4–9 days',
      'express $45.43, 2–5 days',
      'parcel $45.43, 5–9 days',
      'road_freight $59.29, 5–11 days',
    ],
  },
  {
    name: 'engine oil to Geelong',
    cart: [['engineOil', 2]],
    to: ['3220', 'VIC', '1 Test St'],
    subtotalInc: 11000,
    expected: [
      'parcel $16.50, 3–7 days',
      'courier $24.26, 3–6 days',
      'startrack $28.55, 3–6 days',
      'express $54.29, 1–4 days',
      'road_freight $57.15, 3–7 days',
    ],
  },
  {
    name: 'engine oil x5 to Sydney (heavy parcel)',
    cart: [['engineOil', 5]],
    to: ['2000', 'NSW', '1 Test St'],
    subtotalInc: 27500,
    expected: [
      'parcel $16.50, 2–5 days',
      'courier $27.45, 1–4 days',
      'startrack $31.85, 2–4 days',
      'truck $49.50, 1–3 days',
      'road_freight $60.45, 2–5 days',
      'express $63.75, 1–3 days',
    ],
  },
  {
    name: 'mixed cart with one DG line',
    cart: [
      ['engineOil', 5],
      ['battery', 1],
    ],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 52000,
    expected: [
      'split:parcel+startrack $31.85, 2–5 days (Free delivery does not cover Century car battery: $31.85 StarTrack Road Express.)',
      'startrack $45.38, 2–4 days (Free delivery does not cover Century car battery: $45.38 StarTrack Road Express.)',
      'truck $50.60, 1–3 days (Free delivery does not cover Century car battery: $50.60 Our own truck (Sydney metro).)',
      'road_freight $84.10, 2–5 days (Free delivery does not cover Century car battery: $84.10 TNT road freight.)',
    ],
  },
  {
    name: 'mixed cart with one DG line under $400',
    cart: [
      ['oilFilter', 1],
      ['battery', 1],
    ],
    to: ['2150', 'NSW', '1 Test St'],
    subtotalInc: 30000,
    expected: ['startrack $31.85, 2–4 days', 'truck $49.50, 1–3 days', 'road_freight $60.45, 2–5 days'],
  },
  {
    name: 'mixed cart with aerosol to Darwin',
    cart: [
      ['oilFilter', 2],
      ['aerosol', 1],
    ],
    to: ['0800', 'NT', '1 Test St'],
    subtotalInc: 5000,
    expected: [
      'startrack $32.89, 4–9 days',
      'road_freight $65.89, 5–11 days',
      'split:express+startrack $70.18, 4–9 days',
    ],
  },
  {
    name: 'mixed cart with exhaust to Penrith',
    cart: [
      ['oilFilter', 2],
      ['exhaust', 1],
    ],
    to: ['2750', 'NSW', '1 Test St'],
    subtotalInc: 95000,
    expected: [
      'split:parcel+truck $55.00, 2–5 days (Free delivery does not cover Stainless exhaust system: $55.00 Our own truck (Sydney metro).)',
      'truck $56.10, 1–3 days (Free delivery does not cover Stainless exhaust system: $56.10 Our own truck (Sydney metro).)',
      'road_freight $92.35, 2–5 days (Free delivery does not cover Stainless exhaust system: $92.35 TNT road freight.)',
    ],
  },
  {
    name: 'mixed cart with exhaust to Broome',
    cart: [
      ['sparkPlug', 4],
      ['exhaust', 1],
    ],
    to: ['6725', 'WA', '1 Test St'],
    subtotalInc: 95000,
    expected: [
      'road_freight $203.17, 5–11 days (Free delivery does not cover Remote WA.)',
      'split:express+road_freight $233.31, 5–11 days (Free delivery does not cover Remote WA.)',
    ],
  },
  {
    name: 'battery and filters to a PO box',
    cart: [
      ['oilFilter', 2],
      ['battery', 1],
    ],
    to: ['2150', 'NSW', 'PO Box 12'],
    subtotalInc: 30000,
    expected: [
      "refused: We can't send Century car battery to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers. Please give a street address.",
    ],
  },
  {
    name: 'filters and battery to Melbourne over $400',
    cart: [
      ['engineOil', 5],
      ['battery', 1],
    ],
    to: ['3000', 'VIC', '1 Test St'],
    subtotalInc: 52000,
    expected: [
      'split:parcel+startrack $36.63, 2–5 days (Free delivery does not cover Century car battery: $36.63 StarTrack Road Express.)',
      'startrack $52.20, 2–4 days (Free delivery does not cover Century car battery: $52.20 StarTrack Road Express.)',
      'road_freight $96.75, 2–5 days (Free delivery does not cover Century car battery: $96.75 TNT road freight.)',
    ],
  },
  {
    name: 'battery to Darwin',
    cart: [['battery', 1]],
    to: ['0800', 'NT', '1 Test St'],
    subtotalInc: 30000,
    expected: ['startrack $63.69, 4–9 days', 'road_freight $120.89, 5–11 days'],
  },
  {
    name: 'battery to Broome',
    cart: [['battery', 2]],
    to: ['6725', 'WA', '1 Test St'],
    subtotalInc: 60000,
    expected: [
      'startrack $96.69, 4–9 days (Free delivery does not cover Remote WA.)',
      'road_freight $181.39, 5–11 days (Free delivery does not cover Remote WA.)',
    ],
  },
  {
    name: 'bulky wheels over $400 to Penrith',
    cart: [['wheel', 4]],
    to: ['2750', 'NSW', '1 Test St'],
    subtotalInc: 100000,
    expected: [
      'truck $140.80, 1–3 days (Free delivery does not cover Alloy wheel 17 inch: $140.80 Our own truck (Sydney metro).)',
      'courier $148.01, 1–4 days (Free delivery does not cover Alloy wheel 17 inch: $148.01 Couriers Please road courier.)',
      'startrack $162.64, 2–4 days (Free delivery does not cover Alloy wheel 17 inch: $162.64 StarTrack Road Express.)',
      'road_freight $219.40, 2–5 days (Free delivery does not cover Alloy wheel 17 inch: $219.40 TNT road freight.)',
    ],
  },
  {
    name: 'filters to Hobart over $400',
    cart: [['oilFilter', 20]],
    to: ['7000', 'TAS', '1 Test St'],
    subtotalInc: 50000,
    expected: [
      'parcel $0.00, 3–7 days',
      'courier $26.13, 3–6 days (Free delivery is by Australia Post Parcel Post only.)',
      'startrack $30.75, 3–6 days (Free delivery is by Australia Post Parcel Post only.)',
      'express $58.47, 1–4 days (Free delivery is by Australia Post Parcel Post only.)',
      'road_freight $61.55, 3–7 days (Free delivery is by Australia Post Parcel Post only.)',
    ],
  },
  {
    name: 'filters to Locked Bag',
    cart: [['oilFilter', 1]],
    to: ['2150', 'NSW', 'Locked Bag 2000'],
    subtotalInc: 2500,
    expected: ['express $15.35, 1–3 days', 'parcel $16.50, 2–5 days'],
  },
  {
    name: 'jump starter and aerosol to Perth',
    cart: [
      ['jumpStarter', 1],
      ['aerosol', 2],
    ],
    to: ['6000', 'WA', '1 Test St'],
    subtotalInc: 25000,
    expected: ['parcel $16.50, 2–5 days', 'startrack $24.70, 2–4 days', 'road_freight $49.45, 2–5 days'],
  },
];

describe('delivery options for a cart and a destination', () => {
  it('has at least 40 golden pairs', () => expect(CASES.length).toBeGreaterThanOrEqual(40));
  it.each(CASES)('$name', (c) => expect(offered(c)).toEqual(c.expected));
});
