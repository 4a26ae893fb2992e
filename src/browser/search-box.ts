/**
 * The header search box's behaviour (docs/product.md#search-box, #validation, #messages) on the markup of islands/SearchBox.astro,
 * without a framework: empty input clears; under 3 characters says so; otherwise it searches 300 ms
 * after typing stops, showing 'Searching...', up to 15 results with image, title and price (GST
 * included, ex GST beside), or 'Data not found'. A search that could not run says so with the results
 * page's message. Arrow keys move through results (wrapping; the first Arrow Up picks the last), Enter
 * opens the selected product or the results page, Escape and choosing reset the box. With a vehicle
 * in the garage the dropdown offers "Fits my <model>", carried to the results page (&fits=1), and
 * the results are ranked by it: parts that fit first, then universal parts, then the rest, marked
 * "Does not fit your <model>". A corrected query says 'Showing results for "…"' with a link that
 * searches the words as typed on the results page.
 */
import { trailingDebounce } from '../lib/forms/debounce.ts';
import { priceHtml } from '../lib/pricing/price-display.ts';
import { correctionText, originalText } from '../lib/search/correct.ts';
import {
  type BoxStatus,
  DEBOUNCE_MS,
  MAX_RESULTS,
  messageFor,
  moveActive,
  resultsUrl,
  statusFor,
} from '../lib/search/search-box-state.ts';
import type { SearchHit } from '../lib/search/search-hits.ts';
import { $activeVehicle } from '../stores/garage.ts';
import { findProducts, SEARCH_FAILED, warmSearch } from './search-run.ts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/** Gives a search form its behaviour; the text typed before this ran is searched, not lost. */
export function mountSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const dropdown = form.querySelector<HTMLElement>('.search-dropdown');
  const list = form.querySelector<HTMLElement>('[role="listbox"]');
  if (!input || !dropdown || !list || form.dataset.searchMounted) return;
  form.dataset.searchMounted = '';

  let status: BoxStatus = 'idle';
  let hits: SearchHit[] = [];
  let active = -1;
  let latest = '';
  let onlyFits = false;
  let corrected: string | null = null;
  /** The text the shown results were searched for. */
  let searched = '';
  let message: HTMLParagraphElement | null = null;
  const correction = element('p', { className: 'search-correction', hidden: true });
  dropdown.prepend(correction);
  let fitsLabel: HTMLLabelElement | null = null;
  const fitsText = document.createTextNode('');

  const fitsFor = () => {
    const vehicle = $activeVehicle.get();
    return onlyFits && vehicle ? vehicle.vehicleId : undefined;
  };

  const showActive = () => {
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active));
      option.classList.toggle('active', i === active);
    });
    if (active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };

  const showHits = () => {
    list.replaceChildren(
      ...hits.map((hit, i) => {
        const option = element('div', { id: `${list.id}-${i}`, className: 'option', tabIndex: -1 });
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const image = element('img', { src: hit.image, alt: '', width: 48, height: 48, loading: 'lazy' });
        const price = element('span', { className: 'search-price', innerHTML: priceHtml(hit.price) });
        const title = element('span', { textContent: hit.title });
        const model = $activeVehicle.get()?.model;
        // Under the title, in its column: the part is still offered, marked as not fitting.
        if (hit.fit === 'other' && model)
          title.append(
            element('span', { className: 'fit-badge no', textContent: `Does not fit your ${model}` }),
          );
        option.append(image, title, price);
        option.addEventListener('click', () => go(hit.url));
        return option;
      }),
    );
  };

  /** 'Showing results for "…"' and the link to the words as typed, when the search corrected them. */
  const showCorrection = () => {
    const shown = status === 'done' && corrected !== null && hits.length > 0;
    correction.hidden = !shown;
    if (!shown || corrected === null) return correction.replaceChildren();
    const link = element('a', {
      href: resultsUrl(searched, fitsFor() !== undefined, true),
      textContent: originalText(searched),
    });
    correction.replaceChildren(element('span', { textContent: correctionText(corrected) }), ' ', link);
  };

  const render = () => {
    const open = status !== 'idle';
    showCorrection();
    dropdown.hidden = !open;
    const line = messageFor(status, hits.length, SEARCH_FAILED);
    if (!line) {
      message?.remove();
      message = null;
    } else if (message?.textContent !== line.text || message.getAttribute('role') !== line.role) {
      message?.remove();
      message = element('p', { textContent: line.text });
      message.setAttribute('role', line.role);
      list.before(message);
    }
    list.hidden = hits.length === 0 || status !== 'done';
    input.setAttribute('aria-expanded', String(open && hits.length > 0));
    showActive();
  };

  const run = trailingDebounce(async (text: string, vehicleId?: number) => {
    const activeVehicleId = $activeVehicle.get()?.vehicleId;
    const key = `${text}|${vehicleId ?? ''}|${activeVehicleId ?? ''}`;
    latest = key;
    try {
      const found = await findProducts(text, 0, MAX_RESULTS, { vehicleId, activeVehicleId });
      if (latest !== key) return;
      hits = found.hits;
      corrected = found.corrected ?? null;
      searched = text;
      status = 'done';
    } catch (error) {
      console.error('Search failed', error);
      if (latest !== key) return;
      hits = [];
      corrected = null;
      status = 'failed';
    }
    active = -1;
    showHits();
    render();
  }, DEBOUNCE_MS);

  const update = (value: string, vehicleId = fitsFor()) => {
    active = -1;
    latest = value.trim();
    status = statusFor(value);
    if (status === 'loading') {
      run(value.trim(), vehicleId);
    } else {
      run.cancel();
      hits = [];
      showHits();
    }
    render();
  };

  const reset = () => {
    run.cancel();
    latest = '';
    input.value = '';
    hits = [];
    status = 'idle';
    active = -1;
    showHits();
    render();
  };

  const go = (url: string) => {
    reset();
    window.location.assign(url);
  };

  const showFitsOption = () => {
    const vehicle = $activeVehicle.get();
    if (!vehicle) {
      fitsLabel?.remove();
      fitsLabel = null;
      if (onlyFits) {
        onlyFits = false;
        if (status !== 'idle') update(input.value);
      }
      return;
    }
    if (!fitsLabel) {
      const box = element('input', { type: 'checkbox', name: 'fits', value: '1', checked: onlyFits });
      box.addEventListener('change', () => {
        onlyFits = box.checked;
        update(input.value);
      });
      fitsLabel = element('label', { className: 'search-fits' });
      fitsLabel.append(box, fitsText);
      dropdown.prepend(fitsLabel);
    }
    fitsText.textContent = `Fits my ${vehicle.model}`;
  };

  input.addEventListener('input', () => update(input.value));
  input.addEventListener('focus', warmSearch);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (hits.length === 0) return;
      e.preventDefault();
      active = moveActive(active, e.key === 'ArrowDown', hits.length);
      showActive();
      list.querySelector(`#${CSS.escape(`${list.id}-${active}`)}`)?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = hits[active];
      if (chosen) go(chosen.url);
      else if (input.value.trim()) go(resultsUrl(input.value, fitsFor() !== undefined));
    } else if (e.key === 'Escape') {
      reset();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input.value.trim()) go(resultsUrl(input.value, fitsFor() !== undefined));
  });

  $activeVehicle.subscribe(showFitsOption);
  if (document.activeElement === input) warmSearch();
  if (input.value) update(input.value);
}
