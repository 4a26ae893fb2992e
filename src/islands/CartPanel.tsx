/**
 * Cart side panel: 'Shopping Cart ({count})', the items (with the vehicle each is for) with GST-inclusive prices (ex GST beside), the
 * subtotal, delivery estimate, GST included and total, and links to /cart and /checkout. A modal
 * dialog: focus stays inside while open; Escape, the close button or a click outside closes it.
 * Loaded only when something opens it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { assetUrl } from '../lib/catalogue/assets.ts';
import { type PricingSettings, shownLine, shownPrice } from '../lib/pricing/pricing.ts';
import { productPath } from '../lib/site/urls.ts';
import { $cart, $cartCount, removeFromCart } from '../stores/cart.ts';
import { $cartPanelOpen, closeCartPanel } from '../stores/cart-panel.ts';
import { CartTotals } from './checkout/CartTotals.tsx';
import { GstPrice } from './shared/GstPrice.tsx';

interface Props {
  assetBase: string;
  settings: PricingSettings;
  /** The shop takes PayPal: Pay in 4's payments of the total are said under it. */
  payLater?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function CartPanel({ assetBase, settings, payLater = false }: Props) {
  // The server renders the panel closed; it opens only after hydration so the two renders agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = useStore($cartPanelOpen) && mounted;
  const items = useStore($cart);
  const count = useStore($cartCount);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  // Before paint: the panel opens from a store change, not a React event, so an effect would run
  // after the dialog is on screen, and an Escape pressed that soon would find no listener.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    panel.current?.querySelector<HTMLElement>('[data-close]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeCartPanel();
      if (e.key !== 'Tab' || !panel.current) return;
      const nodes = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = nodes[0];
      const last = nodes.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element;
      if (panel.current?.contains(target) || target.closest('[data-cart-link]')) return;
      closeCartPanel();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="cart-panel-backdrop">
      <div
        className="cart-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-panel-title"
        ref={panel}
      >
        <div className="cart-panel-head">
          <h2 id="cart-panel-title">Shopping Cart ({count})</h2>
          <button type="button" data-close aria-label="Close cart" onClick={closeCartPanel}>
            ×
          </button>
        </div>
        {items.length === 0 ? (
          <p>There are no products in the cart.</p>
        ) : (
          <>
            <ul className="cart-panel-items">
              {items.map((item) => (
                <li key={item.id}>
                  <img src={assetUrl(assetBase, item.image)} alt="" width="64" height="64" />
                  <div>
                    <a href={productPath(item.permalink)}>{item.title}</a>
                    {item.vehicle && <p className="line-vehicle">For: {item.vehicle.label}</p>}
                    <p>
                      {item.quantity} × <GstPrice price={shownPrice(item.unitCents, settings.gstBp)} />
                    </p>
                    {item.quantity > 1 && (
                      <p>
                        Line total <GstPrice price={shownLine(item, settings.gstBp)} />
                      </p>
                    )}
                    {/* Under the prices, so the two figures of each get the panel's full width. */}
                    <button
                      type="button"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => removeFromCart(item.id)}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <CartTotals
              settings={settings}
              className="cart-panel-totals"
              testIdPrefix="panel"
              payLater={payLater}
            />
          </>
        )}
        <div className="cart-panel-actions">
          <a className="btn btn-secondary" href="/cart/">
            View cart
          </a>
          <a className="btn" href="/checkout/">
            Checkout
          </a>
        </div>
      </div>
    </div>
  );
}
