/**
 * Stock lines without React, from the availability files (stores/stock-files.ts): the product page's
 * stock line (`[data-availability]`, the build's words until the file arrives) says availabilityLine
 * for the shopper's store or none; once a store is chosen every card's line (`[data-stock-line]`) does
 * too, the header's store button says "My store: Penrith", and a listing offers "In stock at
 * Penrith". Cards added later (filtered listings, search results) are filled as they appear. Loaded
 * by store-boot.ts.
 */
import { availabilityLine, heldAt } from '../lib/stock/availability.ts';
import { storeButtonText } from '../lib/stock/store.ts';
import { $pickupStore } from '../stores/pickup-store.ts';
import { $stock, loadStock } from '../stores/stock-files.ts';

const PAGE_LINE = '[data-availability]';
const CARD_LINE = '[data-stock-line]';

function linesIn(root: ParentNode, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  if (root instanceof HTMLElement && root.matches(selector)) found.push(root);
  return found;
}

const idOf = (line: HTMLElement) => Number(line.dataset.availability ?? line.dataset.stockLine);

/** The lines under `root` that say something now: the page's always, the cards' with a store. */
function shownLines(root: ParentNode): HTMLElement[] {
  return [...linesIn(root, PAGE_LINE), ...($pickupStore.get() ? linesIn(root, CARD_LINE) : [])];
}

function paint(root: ParentNode = document) {
  const store = $pickupStore.get();
  const stock = $stock.get();
  for (const line of linesIn(root, PAGE_LINE)) {
    const p = stock.get(idOf(line));
    const text = availabilityLine(p, store);
    if (!p || !text) continue;
    line.textContent = text;
    line.className = `stock stock-${p.s}${heldAt(p, store) > 0 ? ' stock-here' : ''}`;
  }
  for (const line of linesIn(root, CARD_LINE)) {
    const p = stock.get(idOf(line));
    // A card built sold out says so already, in place of its Add to cart.
    const said = p?.s === 'out_of_stock' && line.closest('.card')?.querySelector('.card-stock');
    const text = store && !said ? availabilityLine(p, store) : null;
    line.textContent = text ?? '';
    line.hidden = !text;
    line.className = p && heldAt(p, store) > 0 ? 'stock-line stock-here' : 'stock-line';
  }
}

function fill(root: ParentNode = document) {
  paint(root);
  const ids = shownLines(root).map(idOf);
  if (ids.length > 0) loadStock(ids).catch((error: unknown) => console.error('Reading stock failed', error));
}

$pickupStore.subscribe((store) => {
  for (const label of document.querySelectorAll('[data-store-label]'))
    label.textContent = storeButtonText(store);
  // A listing's "In stock at <store>", there to tick before its filters load.
  for (const choice of document.querySelectorAll<HTMLElement>('[data-lf-stock]')) {
    choice.hidden = !store;
    for (const name of choice.querySelectorAll('[data-lf-store]')) name.textContent = store?.name ?? '';
  }
  fill();
});
$stock.listen(() => paint());

// Cards rendered after load carry empty lines: fill those only.
new MutationObserver((records) => {
  if (!$pickupStore.get()) return;
  for (const record of records)
    for (const node of record.addedNodes) if (node instanceof HTMLElement) fill(node);
}).observe(document.body, { childList: true, subtree: true });
