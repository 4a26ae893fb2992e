/** The built-in test carrier: its rate formula, the same every time, and its bookings' labels. */
import { describe, expect, it } from 'vitest';
import { sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { pdfText } from '../../../../../tests/helpers/pdf-text.ts';
import { testCarrier, testRate } from './test-carrier.ts';

const signal = () => AbortSignal.timeout(5000);
const sydney = { postcode: '2000', state: 'NSW', suburb: 'Sydney' };
const baulkham = { postcode: '2153', state: 'NSW', suburb: 'Baulkham Hills' };
const melbourne = { postcode: '3000', state: 'VIC', suburb: 'Melbourne' };

describe('the test carrier', () => {
  it('prices by chargeable kilograms and distance, rounded to 5 cents (the documented formula)', () => {
    // 2.35 kg (cubic 1.83 kg) is 3 started kg. Parramatta to Broome is into WA: factor 2.
    expect(testRate(sampleShipment())).toEqual({ priceExCents: (895 + 3 * 150) * 2, transitDays: [5, 8] });
    // The same district (21xx): factor 1.
    expect(testRate(sampleShipment({ destination: baulkham }))).toEqual({
      priceExCents: 1345,
      transitDays: [1, 2],
    });
    // Within NSW: (1195 + 3 × 300) × 1.25 = 2618.75, to the 5 cents.
    expect(testRate(sampleShipment({ serviceId: 'express', destination: sydney })).priceExCents).toBe(2620);
    // Interstate by road with dangerous goods: (1295 + 3 × 110) × 1.5 = 2437.50 -> 2440, plus $15 DG.
    expect(
      testRate(sampleShipment({ serviceId: 'startrack', destination: melbourne, dangerousGoods: true })),
    ).toEqual({ priceExCents: 3940, transitDays: [3, 5] });
    // A light, bulky parcel goes by its cubic weight: 600 × 400 × 400 mm is 24 kg at 250 kg/m³.
    const bulky = { weightGrams: 3000, lengthMm: 600, widthMm: 400, heightMm: 400 };
    expect(testRate(sampleShipment({ destination: baulkham, parcels: [bulky] })).priceExCents).toBe(
      895 + 24 * 150,
    );
    // Parcels are priced one by one and summed.
    const two = sampleShipment({ destination: baulkham });
    two.parcels.push(bulky);
    expect(testRate(two).priceExCents).toBe(1345 + 4495);
  });

  it('answers the same rate every time', async () => {
    const carrier = testCarrier();
    const first = await carrier.rate(sampleShipment({ serviceId: 'startrack' }), signal());
    for (let i = 0; i < 3; i++)
      expect(await testCarrier().rate(sampleShipment({ serviceId: 'startrack' }), signal())).toEqual(first);
  });

  it('refuses dangerous goods by Express Post and services it does not know', async () => {
    await expect(
      testCarrier().rate(sampleShipment({ serviceId: 'express', dangerousGoods: true }), signal()),
    ).rejects.toMatchObject({
      retryable: false,
      message: 'Dangerous goods cannot travel by Australia Post Express Post',
    });
    await expect(testCarrier().rate(sampleShipment({ serviceId: 'truck' }), signal())).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('books with a fresh tracking number and a one-page label that shows the shipment', async () => {
    const carrier = testCarrier();
    const booked = await carrier.book(sampleShipment(), signal());
    expect(booked.trackingNumber).toMatch(/^TST\d{10}$/);
    expect((await carrier.book(sampleShipment(), signal())).trackingNumber).not.toBe(booked.trackingNumber);
    expect(new TextDecoder().decode(booked.label.subarray(0, 5))).toBe('%PDF-');
    expect(
      Buffer.from(booked.label)
        .toString('latin1')
        .match(/\/Type \/Page\b/g),
    ).toHaveLength(1);
    const text = await pdfText(booked.label);
    for (const shown of [
      'Australia Post Parcel Post',
      'TEST CARRIER - NOT VALID FOR POSTING',
      'Southern Cross Auto Parts',
      '12 Example Street',
      'Parramatta NSW 2150',
      'Jane Citizen',
      '7 Frederick Street',
      'BROOME WA 6725',
      'Reference: INV-10042',
      'Weight: 2.35 kg, 1 parcel',
      booked.trackingNumber,
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('DANGEROUS GOODS');
  });

  it('marks dangerous goods on the label', async () => {
    const dg = sampleShipment({ serviceId: 'startrack', dangerousGoods: true });
    dg.parcels.push({ weightGrams: 15_000, lengthMm: 280, widthMm: 175, heightMm: 190 });
    const text = await pdfText((await testCarrier().book(dg, signal())).label);
    expect(text).toContain('StarTrack Road Express');
    expect(text).toContain('DANGEROUS GOODS');
    expect(text).toContain('Road transport only');
    expect(text).toContain('Weight: 17.35 kg, 2 parcels');
  });

  it('books in well under 100 ms', async () => {
    const carrier = testCarrier();
    await carrier.book(sampleShipment(), signal());
    const started = performance.now();
    for (let i = 0; i < 5; i++) await carrier.book(sampleShipment({ dangerousGoods: i % 2 === 0 }), signal());
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });
});
