/**
 * A listing's filters, sort and vehicle ranking in the browser (docs/design.md#listing-filters),
 * loaded by listing-boot.ts. Reads the listing's facet data once, then every change of the form
 * redraws the count, grid and pager at once (cards from listing-cards.ts), puts the view in the
 * address (`?brands=bendix&sort=price-asc`, noindex) and updates each brand's count. With a vehicle
 * in the garage, parts that fit come first and parts that do not fit last, on the built pages too;
 * without a vehicle or filters the built page is shown as it was.
 */

import type { ListingData } from '../lib/catalogue/listing-data.ts';
import { type GridPage, gridHtml, gridSlice } from '../lib/catalogue/listing-grid.ts';
import {
  filteredRobots,
  isFiltered,
  type ListingQuery,
  listingView,
  queryString,
  readQuery,
} from '../lib/catalogue/listing-query.ts';
import { $activeVehicle } from '../stores/garage.ts';
import type { ListingRank } from './listing-rank.ts';

let started = false;

/**
 * Starts the filters of the page's listing (once; nothing without one), with the ranking's functions
 * (listing-rank.ts: the facet file, the fit ranks, the built grid, the cards), which the boot hands over
 * rather than this file importing them, so that they stay in the listing page's own file (imported
 * here, the bundler moves them into this one). A function, not the module's own code: the bundler may
 * put modules others import in this file.
 */
export function startListingFilters(rank: ListingRank): void {
  const { builtGrid, cardsOf, fitRanks, listingFacets, showFit, stopListingRank } = rank;
  const found = document.querySelector<HTMLElement>('[data-listing-data]');
  const foundForm = found?.querySelector<HTMLFormElement>('[data-listing-filters]');
  const foundGrid = found?.querySelector<HTMLElement>('[data-listing-static]');
  if (started || !found || !foundForm || !foundGrid) return;
  started = true;
  // Typed once found, for the functions below (declarations do not keep the narrowing).
  const root: HTMLElement = found;
  const form: HTMLFormElement = foundForm;
  const grid: HTMLElement = foundGrid;
  const first = root.dataset.listingFirst ?? location.pathname;
  const builtPage = Number(root.dataset.listingPage) || 1;
  // The ranking (listing-rank.ts) hands over: from now on the filters rank as they filter.
  stopListingRank();
  const builtHtml = builtGrid(grid);
  const data: Promise<ListingData> = listingFacets(root.dataset.listingData!);
  // The store filter's code, loaded with the filters' first use (or an address with it).
  let stock: Promise<Pick<typeof import('./listing-stock.ts'), 'heldHere'>> | undefined;
  const stockCode = () => {
    stock ??= import('./listing-stock.ts').then(({ $pickupStore, heldHere }) => {
      // The choice itself is shown by the stock lines (stock-lines.ts), which load with a store.
      $pickupStore.listen(() => void render(formQuery(), 'none').catch(failed));
      return { heldHere };
    });
    return stock;
  };

  const field = (name: string) => form.elements.namedItem(name);
  const box = (selector: string) => form.querySelector<HTMLElement>(selector);

  /** The form's choices as a view, on its first page. */
  function formQuery(): ListingQuery {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string' && value) params.append(key, value);
    return readQuery(params);
  }

  /** The price boxes showing the range as read (the two ends swapped when they were the wrong way round). */
  function showPrices(q: ListingQuery) {
    (field('min') as HTMLInputElement).value = q.min === null ? '' : String(q.min);
    (field('max') as HTMLInputElement).value = q.max === null ? '' : String(q.max);
  }

  /** Sets the form to a view (an address opened, or Back). */
  function showQuery(q: ListingQuery) {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      input.checked =
        input.name === 'brands'
          ? q.brands.includes(input.value)
          : input.name === 'pos'
            ? (q.positions as string[]).includes(input.value)
            : input.name === 'fit'
              ? q.fit
              : q.stock;
    showPrices(q);
    (field('sort') as HTMLSelectElement).value = q.sort;
    if (q.brands.length || q.min !== null || q.max !== null || q.positions.length || q.fit || q.stock)
      box('[data-lf-panel]')?.setAttribute('open', '');
  }

  function robots(filtered: boolean) {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.dataset.built ??= meta.content;
    meta.content = filtered ? filteredRobots(meta.dataset.built) : meta.dataset.built;
  }

  /** Whether the chosen store holds each product, once the listing's stock files have arrived. */
  async function heldHere(d: ListingData, q: ListingQuery): Promise<((id: number) => boolean) | undefined> {
    if (!q.stock) return undefined;
    return (await stockCode()).heldHere(d.rows.map((row) => row[0]));
  }

  let ticket = 0;

  async function render(q: ListingQuery, how: 'push' | 'replace' | 'none') {
    const mine = ++ticket;
    const filtered = isFiltered(q);
    const address = first + queryString(q);
    // Not twice for one view (Enter in a price box is a change, then a submit): Back would seem to do nothing.
    if (how !== 'none' && address !== location.pathname + location.search)
      history[how === 'push' ? 'pushState' : 'replaceState'](null, '', address);
    robots(filtered);
    const clear = box('[data-lf-clear]');
    if (clear) clear.hidden = !filtered;
    const d = await data;
    const [fitRank, held] = await Promise.all([fitRanks(), heldHere(d, q)]);
    const view = listingView(d, q, { fitRank, heldHere: held });
    for (const count of form.querySelectorAll<HTMLElement>('[data-lf-count]'))
      count.textContent = `(${view.brandCounts.get(count.dataset.lfCount ?? '') ?? 0})`;
    if (!filtered && !fitRank) {
      if (mine === ticket) grid.innerHTML = builtHtml;
      return;
    }
    const shown: GridPage = {
      ids: view.ids,
      all: d.rows.length,
      page: filtered ? q.page : builtPage,
      filtered,
      href: filtered
        ? (n: number) => first + queryString({ ...q, page: n })
        : (n: number) => (n > 1 ? `${first}page/${n}/` : first),
      window: first === '/shop/' ? 5 : 3,
    };
    const cards = await cardsOf(gridSlice(shown).ids);
    if (mine === ticket) grid.innerHTML = gridHtml(shown, cards, first);
  }

  const apply = () => {
    const q = formQuery();
    showPrices(q);
    void render(q, 'push').catch(failed);
  };

  function failed(error: unknown) {
    console.error('Filtering the listing failed', error);
    grid.innerHTML = `<p class="listing-count" role="alert">Error loading products: ${
      error instanceof Error ? error.message.replace(/[<&]/g, '') : 'try again'
    }</p>`;
  }

  // Every change applies at once: "Apply" is for pages without JavaScript.
  box('[data-lf-apply]')?.setAttribute('hidden', '');
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      '[data-lf-clear], [data-listing-static] .pager a',
    );
    if (
      !link ||
      (!link.matches('[data-lf-clear]') && !isFiltered(readQuery(new URLSearchParams(location.search))))
    )
      return;
    event.preventDefault();
    const q = readQuery(new URL(link.href).searchParams);
    showQuery(q);
    void render(q, 'push')
      .then(() => grid.querySelector<HTMLElement>('.listing-count')?.scrollIntoView({ block: 'start' }))
      .catch(failed);
  });
  addEventListener('popstate', () => {
    const q = readQuery(new URLSearchParams(location.search));
    showQuery(q);
    void render(q, 'none').catch(failed);
  });

  const opened = readQuery(new URLSearchParams(location.search));
  // The address's view; without one the form stays as the shopper has it (a box ticked as this loaded).
  if (isFiltered(opened)) showQuery(opened);
  showFit($activeVehicle.get());
  $activeVehicle.listen((vehicle) => {
    showFit(vehicle);
    void render(formQuery(), 'none').catch(failed);
  });
  void stockCode().catch((error: unknown) => console.error('Loading the store filter failed', error));
  // The address's view, or the built page ranked for the garage's vehicle.
  // A choice made before this script arrived (the box ticked as it loaded) goes into the address.
  const now = { ...formQuery(), page: opened.page };
  if (isFiltered(now) || $activeVehicle.get())
    void render(now, queryString(now) === queryString(opened) ? 'none' : 'replace').catch(failed);
}
