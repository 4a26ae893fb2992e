/**
 * PayPal's own buttons (AUD), loaded from PayPal only when the page shows them: PayPal, and Pay Later
 * (Pay in 4 in Australia) where PayPal offers it to the buyer; its card button stays off (cards go
 * through the card form).
 */

export interface PayPalButtonOptions {
  clientId: string;
  /** The order total as dollar text, e.g. "126.50". */
  amount: string;
  /** Our idempotency key, which the server checks on the captured payment. */
  customId: string;
  onCaptured: (paypalOrderId: string) => Promise<void>;
  onCaptureFailed: () => void;
  onError: (error: unknown) => void;
}

/** Renders the button into `container`, replacing any rendered before. */
export async function renderPayPalButtons(container: HTMLElement, o: PayPalButtonOptions): Promise<void> {
  const { loadScript } = await import('@paypal/paypal-js');
  const paypal = await loadScript({
    clientId: o.clientId,
    currency: 'AUD',
    disableFunding: 'card',
    enableFunding: 'paylater',
  });
  // Rendered again when the amount changes (prices updated): one set of buttons, for the new amount.
  container.replaceChildren();
  await paypal
    ?.Buttons?.({
      createOrder: (_d, actions) =>
        actions.order.create({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'AUD', value: o.amount }, custom_id: o.customId }],
        }),
      onApprove: async (approval, actions) => {
        try {
          await actions.order?.capture();
        } catch {
          return o.onCaptureFailed();
        }
        await o.onCaptured(approval.orderID);
      },
      onError: o.onError,
    })
    .render(container);
}
