/**
 * An order's packing slip: what to pick (quantity, item, SKU, the vehicle it is for) and where it
 * goes, without prices, as an A4 PDF drawn with pdfkit's built-in Helvetica like the tax invoice.
 */
import { asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { addressLines } from '../../lib/account/address.ts';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, type orders } from '../db/schema.ts';
import { invoiceDate, printable } from './invoice-pdf.ts';
import { shipToAddress } from './order-addresses.ts';
import { withParsedFonts } from './pdf-fonts.ts';

type OrderRow = typeof orders.$inferSelect;

export interface PackingSlip {
  storeName: string;
  invoiceNumber: string;
  placedAt: Date;
  shipTo: string[];
  comment: string;
  lines: { quantity: number; title: string; sku: string; vehicle: string }[];
}

/** What the slip shows of an order. */
export async function loadPackingSlip(db: DbOrTx, storeName: string, order: OrderRow): Promise<PackingSlip> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return {
    storeName,
    invoiceNumber: order.invoiceNumber,
    placedAt: order.createdAt,
    shipTo: addressLines(shipToAddress(order)),
    comment: order.comment ?? '',
    lines: items.map((i) => ({
      quantity: i.quantity,
      title: i.productTitle,
      sku: i.sku,
      vehicle: i.vehicle?.label ?? '',
    })),
  };
}

export const packingSlipFileName = (invoiceNumber: string) => `packing-slip-${invoiceNumber}.pdf`;

const MARGIN = 50;
const RIGHT = 595.28 - MARGIN;

/** The slip as PDF bytes. */
export function renderPackingSlip(slip: PackingSlip): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: '',
    info: { Title: `Packing slip ${slip.invoiceNumber}` },
  });
  withParsedFonts(doc, ['Helvetica', 'Helvetica-Bold']);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text('Packing slip', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${printable(slip.storeName)} · Order ${slip.invoiceNumber} · ${invoiceDate(slip.placedAt)}`);
  doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Ship to');
  doc.font('Helvetica').fontSize(11);
  for (const line of slip.shipTo) doc.text(printable(line));
  doc.moveDown().font('Helvetica-Bold').fontSize(10);
  const y = doc.y;
  doc
    .text('Qty', MARGIN, y, { width: 40 })
    .text('Item', 95, y, { width: 300 })
    .text('SKU', 400, y, { width: RIGHT - 400 });
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(RIGHT, doc.y + 4)
    .lineWidth(0.5)
    .stroke();
  doc.font('Helvetica').moveDown(0.6);
  for (const l of slip.lines) {
    const top = doc.y;
    doc.text(String(l.quantity), MARGIN, top, { width: 40 });
    doc.text(printable(l.vehicle ? `${l.title} (for ${l.vehicle})` : l.title), 95, top, { width: 300 });
    const bottom = doc.y;
    doc.text(printable(l.sku), 400, top, { width: RIGHT - 400 });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  if (slip.comment) {
    doc.moveDown().font('Helvetica-Bold').text('Customer comment', MARGIN);
    doc.font('Helvetica').text(printable(slip.comment), { width: RIGHT - MARGIN });
  }
  doc.end();
  return done;
}
