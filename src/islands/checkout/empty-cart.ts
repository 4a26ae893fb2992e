/** The one redirect of a page that needs a cart: an empty cart goes to the home page. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cart } from '../../stores/cart.ts';

/**
 * Sends a shopper with an empty cart home. Checkout and the payment pages check once, as they open
 * (a cart emptied later, by paying or in another tab, must not leave the page); the cart page says the
 * cart is empty and leaves `afterMs` after it becomes so. True while the page has a cart to show.
 */
export function useEmptyCartRedirect(afterMs?: number): boolean {
  const [openedWithItems] = useState(() => $cart.get().length > 0);
  const hasItems = useStore($cart).length > 0;
  const watch = afterMs !== undefined;
  useEffect(() => {
    if (!watch) {
      if (!openedWithItems) window.location.replace('/');
      return;
    }
    if (hasItems) return;
    const timer = setTimeout(() => window.location.assign('/'), afterMs);
    return () => clearTimeout(timer);
  }, [watch, afterMs, openedWithItems, hasItems]);
  return watch ? hasItems : openedWithItems;
}
