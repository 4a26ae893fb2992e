/**
 * The customer's email at each decision on their return request: approved (what to do
 * next and where to send the item), rejected (with the shop's reason), received, refunded (the amount)
 * and replaced. Branded HTML and plain text.
 */

import { REFUND_ARRIVAL } from '../../lib/checkout/delivery-promises.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { heading, para, strong } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export type ReturnDecision = 'approved' | 'rejected' | 'received' | 'refunded' | 'replaced';

export interface ReturnStatusInput {
  brand: EmailBrand;
  /** The return request's id; the customer knows it as R{id}. */
  id: number;
  name: string;
  email: string;
  orderRef: string;
  status: ReturnDecision;
  /** The shop's note with this decision ('' for none). */
  note: string;
  /** Where to send the item back (the seller's address from the settings; '' when not set). */
  returnAddress: string;
  /** For 'refunded': what was given back. */
  amountCents?: number;
}

const SUBJECTS: Record<ReturnDecision, string> = {
  approved: 'is approved',
  rejected: 'was not approved',
  received: 'has arrived',
  refunded: 'is refunded',
  replaced: 'is being replaced',
};

/** The paragraphs of the message, plain text. */
function paragraphs(o: ReturnStatusInput): string[] {
  const ref = `R${o.id}`;
  switch (o.status) {
    case 'approved':
      return [
        `Your return request ${ref} for order ${o.orderRef} is approved.`,
        'What to do next: pack the item securely with its accessories and, if you can, its original packaging,',
        `and put a note with your return reference ${ref} and order number ${o.orderRef} inside the parcel.`,
        o.returnAddress
          ? `Send it to: ${o.returnAddress}`
          : 'Reply to this email and we will tell you where to send it.',
        'Keep the postage receipt and tracking number until your return is finished. We will email you when the item arrives.',
      ];
    case 'rejected':
      return [
        `We are sorry: your return request ${ref} for order ${o.orderRef} was not approved.`,
        'If you have any questions, reply to this email.',
      ];
    case 'received':
      return [
        `We have received the item you returned (request ${ref}, order ${o.orderRef}).`,
        'We will check it and email you again when your refund or replacement is on its way.',
      ];
    case 'refunded':
      return [
        `Your return ${ref} for order ${o.orderRef} is refunded: ${formatMoney(o.amountCents ?? 0)} goes back to the card or account you paid with.`,
        REFUND_ARRIVAL,
      ];
    case 'replaced':
      return [
        `Your return ${ref} for order ${o.orderRef} is finished: we are sending you a replacement.`,
        'We will email you again when it ships.',
      ];
  }
}

const HEADINGS: Record<ReturnDecision, string> = {
  approved: 'Your return is approved',
  rejected: 'Your return was not approved',
  received: 'We have your return',
  refunded: 'Your return is refunded',
  replaced: 'A replacement is on its way',
};

export function returnStatusMessage(o: ReturnStatusInput): MailMessage {
  const body = paragraphs(o);
  const note = o.note.trim();
  const noteLabel = o.status === 'rejected' ? 'Reason' : 'Note from the shop';
  const text = [`Hi ${o.name},`, '', ...body, ...(note ? ['', `${noteLabel}: ${note}`] : [])].join('\n');
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Your return R${o.id} ${SUBJECTS[o.status]}`,
    preview: body[0]!,
    reason: `You are receiving this email because you asked ${o.brand.storeName} for a return on order ${o.orderRef}.`,
    text,
    body: [
      heading(o.brand, HEADINGS[o.status]),
      para(`Hi ${o.name},`),
      ...body.map((p) => para(p)),
      ...(note ? [para(strong(`${noteLabel}:`), ` ${note}`)] : []),
    ],
  });
}
