/**
 * Draws a tax invoice (services/tax-invoice.ts) as an A4 PDF with pdfkit: pure JavaScript, no browser,
 * and only the PDF's built-in Helvetica, so nothing is embedded and the text extracts as typed.
 */
import PDFDocument from 'pdfkit';
import { formatMoney, formatPercent } from '../../lib/pricing/money.ts';
import { withParsedFonts } from './pdf-fonts.ts';
import type { TaxInvoice } from './tax-invoice.ts';

export const TOTAL_INCLUDES_GST = 'Total price includes GST';

const sydney = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' });

/** The invoice date as Australians write it, on the seller's calendar: '5 March 2026'. */
export function invoiceDate(date: Date): string {
  return sydney.format(date);
}

/** The file name a download or attachment is saved under. */
export const invoiceFileName = (invoiceNumber: string) => `tax-invoice-${invoiceNumber}.pdf`;

// The built-in fonts speak WinAnsi only: Latin-1 and these. Anything else would print as other glyphs.
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const SWAPS: Record<string, string> = { '−': '-', '→': '->', '≤': '<=', '≥': '>=' };

const PLAIN = /^[\x20-\x7e]*$/;

/** Text the built-in fonts can print: accents dropped where the letter is missing, else '?'. */
export function printable(text: string): string {
  // Most text is plain ASCII: nothing to change, and no copy of it character by character.
  if (PLAIN.test(text)) return text;
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch))
        return ch;
      if (SWAPS[ch]) return SWAPS[ch];
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(base) ? base : '?';
    })
    .join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = A4.width - MARGIN;
const BOTTOM = A4.height - MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';

/** Item table columns: left edge, width and alignment. */
const COLUMNS = [
  { title: 'Description', x: MARGIN, width: 200, align: 'left' },
  { title: 'Qty', x: 250, width: 35, align: 'right' },
  { title: 'Unit price inc GST', x: 290, width: 80, align: 'right' },
  { title: 'Amount inc GST', x: 375, width: 80, align: 'right' },
  { title: 'Amount ex GST', x: 460, width: RIGHT - 460, align: 'right' },
] as const;

type Doc = PDFKit.PDFDocument;

function cell(doc: Doc, text: string, column: (typeof COLUMNS)[number], y: number, font = FONT) {
  doc.font(font).text(printable(text), column.x, y, { width: column.width, align: column.align });
}

function tableHeader(doc: Doc, y: number): number {
  doc.fontSize(9).fillColor(GREY);
  for (const column of COLUMNS) cell(doc, column.title, column, y, BOLD);
  doc.fillColor('black');
  const bottom = y + 24;
  doc.moveTo(MARGIN, bottom).lineTo(RIGHT, bottom).lineWidth(0.5).stroke();
  return bottom + 6;
}

/** The words "Tax invoice", its number and date, the seller, and the buyer when required. */
function header(doc: Doc, invoice: TaxInvoice): number {
  doc.font(BOLD).fontSize(22).text('Tax invoice', MARGIN, MARGIN);
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', invoiceDate(invoice.issuedAt)],
  ];
  let factsY = MARGIN + 4;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(9).fillColor(GREY).text(label, 330, factsY, { width: 100 });
    doc
      .font(BOLD)
      .fillColor('black')
      .text(printable(value), 430, factsY, { width: RIGHT - 430, align: 'right' });
    factsY += 14;
  }
  let y = MARGIN + 46;
  const seller = invoice.seller;
  doc.font(BOLD).fontSize(11).text(printable(seller.legalName), MARGIN, y, { width: 260 });
  y = doc.y + 2;
  doc.font(FONT).fontSize(10);
  if (seller.abn) doc.text(`ABN ${seller.abn}`, MARGIN, y, { width: 260 });
  doc.text(printable(seller.address), { width: 260 });
  let bottom = doc.y;
  if (invoice.buyer) {
    // The ATO asks for the buyer's identity or ABN on invoices from $1,000 (GST included).
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(GREY)
      .text('Bill to', 330, MARGIN + 46, { width: RIGHT - 330 });
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor('black')
      .text(printable(invoice.buyer.name), { width: RIGHT - 330 });
    if (invoice.buyer.abn) doc.font(FONT).text(`ABN ${invoice.buyer.abn}`, { width: RIGHT - 330 });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 24;
}

/** A new page for the rest of the items or the totals, naming the invoice it continues. */
function nextPage(doc: Doc, invoice: TaxInvoice): number {
  doc.addPage();
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(GREY)
    .text(`Tax invoice ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN);
  doc.fillColor('black');
  return MARGIN + 24;
}

/** One row per item: description and SKU, quantity, unit and line price with GST, line price ex GST. */
function items(doc: Doc, invoice: TaxInvoice, top: number): number {
  let y = tableHeader(doc, top);
  for (const line of invoice.lines) {
    doc.font(FONT).fontSize(10);
    const description = printable(line.description);
    const height = doc.heightOfString(description, { width: COLUMNS[0].width }) + 14;
    if (y + height > BOTTOM) y = tableHeader(doc, nextPage(doc, invoice));
    doc.font(FONT).fontSize(10);
    cell(doc, description, COLUMNS[0], y);
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(`SKU ${printable(line.sku)}`, COLUMNS[0].x, doc.y + 1, {
        width: COLUMNS[0].width,
      });
    doc.fontSize(10).fillColor('black');
    cell(doc, String(line.quantity), COLUMNS[1], y);
    cell(doc, formatMoney(line.unitIncCents), COLUMNS[2], y);
    cell(doc, formatMoney(line.lineIncCents), COLUMNS[3], y);
    doc.fillColor(GREY);
    cell(doc, formatMoney(line.lineExCents), COLUMNS[4], y);
    doc.fillColor('black');
    y += height + 4;
  }
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  return y + 10;
}

/** Subtotal, each discount, delivery, total and the GST it includes, then the ATO's words. */
function totals(doc: Doc, invoice: TaxInvoice, top: number) {
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: 'Subtotal (inc GST)', value: formatMoney(invoice.subtotalIncCents) },
    ...invoice.discounts.map((d) => ({ label: d.label, value: `-${formatMoney(d.cents)}` })),
    { label: 'Delivery (inc GST)', value: formatMoney(invoice.deliveryIncCents) },
    { label: 'Total (inc GST)', value: formatMoney(invoice.totalCents), bold: true },
    {
      label: `GST (${formatPercent(invoice.gstBp)}%) included in total`,
      value: formatMoney(invoice.gstCents),
    },
  ];
  let y = top;
  if (y + rows.length * 18 + 70 > BOTTOM) y = nextPage(doc, invoice);
  for (const row of rows) {
    doc.font(row.bold ? BOLD : FONT).fontSize(row.bold ? 11 : 10);
    doc.text(printable(row.label), 290, y, { width: 165 });
    doc.text(row.value, 455, y, { width: RIGHT - 455, align: 'right' });
    y += row.bold ? 18 : 16;
  }
  doc
    .font(BOLD)
    .fontSize(11)
    .text(TOTAL_INCLUDES_GST, 290, y + 6, { width: RIGHT - 290, align: 'right' });
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(GREY)
    .text(`Paid by ${printable(invoice.paymentMethod)}. Prices in Australian dollars.`, MARGIN, doc.y + 24, {
      width: RIGHT - MARGIN,
    });
}

/** The invoice as PDF bytes. */
export function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber}`,
      Author: printable(invoice.seller.legalName),
      CreationDate: invoice.issuedAt,
    },
    // No default font parsed for each document: withParsedFonts gives it the fonts parsed once.
    font: '',
  });
  withParsedFonts(doc, [FONT, BOLD]);
  doc.font(FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  totals(doc, invoice, items(doc, invoice, header(doc, invoice)));
  doc.end();
  return done;
}
