/**
 * The store picker, without React: a native modal <dialog> listing the collect stores (GET /stores)
 * with each one's address, phone, opening hours and how soon orders are ready; "Choose Penrith" makes
 * it the shopper's store ($pickupStore), closes the dialog and says so. Escape, Close or a click
 * outside close it; focus goes back to the button that opened it. Loaded by store-boot.ts when a
 * `[data-store-picker]` button is pressed (the header's, the cart's, the checkout's).
 */
import { escapeHtml as e } from '../lib/format/escape.ts';
import { COLLECT_TEXTS, chooseStoreLabel, storeChosen, storeLead } from '../lib/stock/pickup.ts';
import type { CollectStore } from '../lib/stock/store.ts';
import { $stores, loadStores, type StoreList } from '../stores/collect-stores.ts';
import { $pickupStore, chooseStore } from '../stores/pickup-store.ts';
import './stock-lines.ts';
import { showToast } from './toast.ts';

let dialog: HTMLDialogElement | null = null;
let opener: HTMLElement | null = null;

function storeHtml(store: CollectStore, current: boolean): string {
  const hours = store.hours.map((h) => `<li>${e(h)}</li>`).join('');
  const action = current
    ? `<p class="store-current">${e(COLLECT_TEXTS.current)}</p>`
    : `<button type="button" class="btn btn-secondary" data-choose="${store.id}">${e(chooseStoreLabel(store))}</button>`;
  return `<li${current ? ' class="is-current"' : ''}><h3>${e(store.name)}</h3><p>${e(store.address)}</p>${
    store.phone ? `<p>Phone ${e(store.phone)}</p>` : ''
  }<p class="muted">${e(storeLead(store))}</p>${
    hours
      ? `<ul class="store-hours" aria-label="${e(`${COLLECT_TEXTS.hours}, ${store.name}`)}">${hours}</ul>`
      : ''
  }${action}</li>`;
}

function render(list: StoreList) {
  if (!dialog) return;
  const status = dialog.querySelector<HTMLElement>('[data-store-status]')!;
  const items = dialog.querySelector<HTMLElement>('.store-list')!;
  const chosen = $pickupStore.get();
  status.textContent =
    list.kind === 'failed'
      ? COLLECT_TEXTS.failed
      : list.kind === 'loaded'
        ? list.stores.length === 0
          ? COLLECT_TEXTS.none
          : ''
        : COLLECT_TEXTS.loading;
  status.hidden = status.textContent === '';
  items.innerHTML =
    list.kind === 'loaded' ? list.stores.map((s) => storeHtml(s, s.id === chosen?.id)).join('') : '';
}

function theDialog(): HTMLDialogElement {
  if (dialog?.isConnected) return dialog;
  const box = document.createElement('dialog');
  box.className = 'store-dialog';
  box.setAttribute('aria-labelledby', 'store-dialog-title');
  box.innerHTML = `<div class="store-dialog-head"><h2 id="store-dialog-title">${e(COLLECT_TEXTS.pickerTitle)}</h2><button type="button" class="btn btn-secondary" data-close>${e(COLLECT_TEXTS.close)}</button></div><p>${e(COLLECT_TEXTS.pickerIntro)}</p><p role="status" data-store-status></p><ul class="store-list"></ul>`;
  box.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A click on the backdrop lands on the dialog itself.
    if (target === box || target.closest('[data-close]')) return box.close();
    const id = Number(target.closest<HTMLElement>('[data-choose]')?.dataset.choose);
    const list = $stores.get();
    const store = list.kind === 'loaded' ? list.stores.find((s) => s.id === id) : undefined;
    if (!store) return;
    chooseStore(store);
    box.close();
    showToast(storeChosen(store));
  });
  box.addEventListener('close', () => {
    if (opener?.isConnected) opener.focus();
  });
  document.body.append(box);
  dialog = box;
  $stores.subscribe(render);
  $pickupStore.listen(() => render($stores.get()));
  return box;
}

/** Opens the picker from `button` (focus returns to it on close). */
export function openStorePicker(button: HTMLElement): void {
  opener = button;
  const box = theDialog();
  loadStores();
  render($stores.get());
  if (!box.open) box.showModal();
  box.querySelector<HTMLElement>('[data-choose], [data-close]')?.focus();
}
