/**
 * The built-in test carrier: the default with no carrier credentials (offline, in CI, in a demo). Its
 * rates are worked out from the parcels and the postcodes, the same every time; its bookings answer a
 * fresh tracking number and a one-page A6 label PDF drawn with pdfkit's built-in Helvetica, marked as
 * a test label.
 *
 * Rate formula, per parcel, summed: the chargeable weight is the greater of the dead weight and the
 * cubic weight (250 kg a cubic metre), in started kilograms; the price ex GST is the service's base
 * plus its per-kilogram charge times those kilograms, times the distance factor of the two postcodes
 * (1 within the same postcode district, the first two digits; 1.25 within a state, the first digit;
 * 1.5 between states; 2 into or out of WA, NT or Tasmania, first digits 6, 0 and 7), rounded to 5
 * cents, plus the service's dangerous-goods handling charge when they are declared.
 */
import { randomInt } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { printable } from '../../invoice-pdf.ts';
import { withParsedFonts } from '../../pdf-fonts.ts';
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierRate,
  type Parcel,
  type RateRequest,
  type ShipmentRequest,
} from './types.ts';

interface TestService {
  name: string;
  baseCents: number;
  perKgCents: number;
  dgCents: number;
  /** Business days by distance factor: local, state, interstate, far. */
  days: [number, number][];
  air: boolean;
}

const SERVICES: Record<string, TestService> = {
  parcel: {
    name: 'Australia Post Parcel Post',
    baseCents: 895,
    perKgCents: 150,
    dgCents: 500,
    days: [
      [1, 2],
      [2, 4],
      [3, 6],
      [5, 8],
    ],
    air: false,
  },
  express: {
    name: 'Australia Post Express Post',
    baseCents: 1195,
    perKgCents: 300,
    dgCents: 0,
    days: [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 4],
    ],
    air: true,
  },
  startrack: {
    name: 'StarTrack Road Express',
    baseCents: 1295,
    perKgCents: 110,
    dgCents: 1500,
    days: [
      [1, 2],
      [2, 3],
      [3, 5],
      [4, 8],
    ],
    air: false,
  },
};

const FAR = new Set(['0', '6', '7']);

/** Distance between two postcodes: 0 same district, 1 same state, 2 interstate, 3 to or from afar. */
function distance(from: string, to: string): 0 | 1 | 2 | 3 {
  if (from.slice(0, 2) === to.slice(0, 2)) return 0;
  if (from[0] === to[0]) return 1;
  return FAR.has(from[0]!) || FAR.has(to[0]!) ? 3 : 2;
}
const FACTORS = [1, 1.25, 1.5, 2] as const;

/** The greater of dead and cubic weight (250 kg/m³: mm³ / 4,000 in grams), in started kilograms. */
function chargeableKg(parcel: Parcel): number {
  const cubicGrams = (parcel.lengthMm * parcel.widthMm * parcel.heightMm) / 4000;
  return Math.max(1, Math.ceil(Math.max(parcel.weightGrams, cubicGrams) / 1000));
}

function service(request: RateRequest): TestService {
  const found = SERVICES[request.serviceId];
  if (!found)
    throw new CarrierError(`The test carrier does not carry the service '${request.serviceId}'`, false);
  // As the real carriers do: nothing dangerous by air.
  if (found.air && request.dangerousGoods)
    throw new CarrierError(`Dangerous goods cannot travel by ${found.name}`, false);
  return found;
}

/** The test carrier's price and transit time for a request (the formula above). */
export function testRate(request: RateRequest): CarrierRate {
  const s = service(request);
  const d = distance(request.origin.postcode, request.destination.postcode);
  const cents = request.parcels.reduce((sum, parcel) => {
    const raw = (s.baseCents + s.perKgCents * chargeableKg(parcel)) * FACTORS[d];
    return sum + Math.round(raw / 5) * 5 + (request.dangerousGoods ? s.dgCents : 0);
  }, 0);
  return { priceExCents: cents, transitDays: s.days[d]! };
}

/** Process-wide: a random start, then one more per booking, so no two bookings share a number. */
let serial = randomInt(100_000_000, 800_000_000);

/** 'TST' and nine digits with a Luhn check digit: TST1234567897. */
function trackingNumber(): string {
  const digits = String(serial++);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `TST${digits}${(10 - (sum % 10)) % 10}`;
}

const A6 = { width: 297.64, height: 419.53 };
const M = 16;
const W = A6.width - 2 * M;

/** The label: service, sender, receiver, reference, weight, DG diamond, tracking number and its bars. */
function renderTestLabel(request: ShipmentRequest, tracking: string, serviceName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A6.width, A6.height],
    margin: M,
    font: '',
    info: { Title: `Label ${tracking}` },
  });
  withParsedFonts(doc, ['Helvetica', 'Helvetica-Bold']);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { sender: from, receiver: to } = request;
  const grams = request.parcels.reduce((sum, p) => sum + p.weightGrams, 0);
  const parcels = request.parcels.length;

  doc.font('Helvetica-Bold').fontSize(13).text(printable(serviceName), M, M, { width: W });
  doc.font('Helvetica').fontSize(7).text('TEST CARRIER - NOT VALID FOR POSTING', { width: W });
  doc
    .moveTo(M, doc.y + 4)
    .lineTo(A6.width - M, doc.y + 4)
    .lineWidth(1)
    .stroke();

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(7).text('FROM', M);
  doc.font('Helvetica').fontSize(8);
  for (const line of [from.name, from.street, `${from.suburb} ${from.state} ${from.postcode}`, from.phone])
    doc.text(printable(line), { width: W });

  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(7).text('TO', M);
  doc.font('Helvetica-Bold').fontSize(12).text(printable(to.name), { width: W });
  doc.font('Helvetica').fontSize(11).text(printable(to.street), { width: W });
  doc
    .font('Helvetica-Bold')
    .text(printable(`${to.suburb.toUpperCase()} ${to.state} ${to.postcode}`), { width: W });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(printable(`Ph ${to.phone}`), { width: W });

  doc.moveDown(0.6).fontSize(8);
  doc.text(printable(`Reference: ${request.reference}`), M);
  doc.text(`Weight: ${(grams / 1000).toFixed(2)} kg, ${parcels} parcel${parcels === 1 ? '' : 's'}`);

  if (request.dangerousGoods) {
    const top = doc.y + 6;
    const cx = M + 20;
    const cy = top + 20;
    doc
      .polygon([cx, cy - 20], [cx + 20, cy], [cx, cy + 20], [cx - 20, cy])
      .lineWidth(1.5)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('DG', cx - 10, cy - 4, { width: 20, align: 'center' });
    doc
      .fontSize(8)
      .text('DANGEROUS GOODS', M + 48, top + 8, { width: W - 48 })
      .font('Helvetica')
      .text('Declared to the carrier. Road transport only.', { width: W - 48 });
    doc.y = top + 44;
  }

  // The tracking number in large type over a row of bars drawn from its digits (not a real barcode).
  const barsTop = A6.height - M - 92;
  const bars = [...tracking].flatMap((ch) =>
    [0, 1, 2, 3].map((bit) => ((ch.charCodeAt(0) >> bit) & 1 ? 2.2 : 1)),
  );
  let x = (A6.width - bars.reduce((sum, width) => sum + width + 1.4, -1.4)) / 2;
  for (const width of bars) {
    doc.rect(x, barsTop, width, 40).fill('black');
    x += width + 1.4;
  }
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(tracking, M, barsTop + 48, { width: W, align: 'center' });
  doc.end();
  return done;
}

export function testCarrier(): CarrierAdapter {
  return {
    id: 'test',
    async rate(request, signal) {
      if (signal.aborted) throw new CarrierError('The test carrier was asked to stop', true);
      return testRate(request);
    },
    async book(request, signal) {
      if (signal.aborted) throw new CarrierError('The test carrier was asked to stop', true);
      const { name } = service(request);
      const tracking = trackingNumber();
      const label = await renderTestLabel(request, tracking, name);
      return { trackingNumber: tracking, label: new Uint8Array(label) };
    },
  };
}
