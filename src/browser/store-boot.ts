/**
 * Starts click & collect on every page while loading almost nothing: the stock lines (stock-lines.ts)
 * load at once when a store is chosen, after idle on a product page (its stock line), or when one may
 * arrive (another tab chooses, or the shopper touches an island: the cart and checkout choose stores
 * too); the store picker (store-picker.ts) loads when a `[data-store-picker]` button is pressed. So a
 * catalogue page without a store fetches no availability file and only this before idle
 * (docs/design.md#budgets).
 */
import { PICKUP_STORE_KEY } from '../stores/pickup-store-key.ts';

let started = false;

function start() {
  if (started) return;
  started = true;
  import('./stock-lines.ts').catch((error: unknown) => {
    started = false;
    console.error('Loading the stock lines failed', error);
  });
}

function storeStored(): boolean {
  try {
    return (localStorage.getItem(PICKUP_STORE_KEY) ?? '').includes('"id"');
  } catch {
    return false;
  }
}

if (storeStored()) start();
else {
  if (document.querySelector('[data-availability]')) {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1);
  }
  addEventListener('storage', (event) => {
    if (event.key === PICKUP_STORE_KEY) start();
  });
  const onIsland = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('astro-island')) start();
  };
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(type, onIsland, { capture: true, passive: true });
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-store-picker]');
  if (!button) return;
  import('./store-picker.ts').then(
    (picker) => picker.openStorePicker(button),
    (error: unknown) => console.error('Loading the store picker failed', error),
  );
});
