/** A placed order as members and guests see it (history, details, tracking), money in cents. */

export interface OrderLine {
  id: number;
  title: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
}

export interface Order {
  invoiceNumber: string;
  status: string;
  createdAt: string;
  paymentMethod: string;
  paymentStatus: string;
  subtotalCents: number;
  deliveryCents: number;
  gstCents: number;
  totalCents: number;
  /** Sent only to the signed-in owner of the order. */
  customer: { name: string; email: string; phone: string; address: string } | null;
  lines: OrderLine[];
}

/** SPEC section 3: the card provider's name is shown as 'Card'. */
export function paymentLabel(method: string): string {
  return method === 'Stripe' ? 'Card' : method;
}
