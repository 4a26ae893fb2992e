/**
 * On /shop/ and /brand/: for hosts that do not apply `_redirects`, sends the product spec's query-string URLs to
 * their canonical page, and loads the filter island for combinations that are not pre-rendered. Loaded by
 * listing-boot.ts only for an address with a query string, so that the listing pages' own file stays small.
 */
import { type ListingRouteMap, listingTarget } from '../lib/site/listing-route.ts';

const params = new URLSearchParams(location.search);
const mapElement = document.getElementById('listing-map');
if (mapElement && [...params.keys()].length > 0) {
  const map = JSON.parse(mapElement.textContent ?? '{}') as ListingRouteMap;
  const target = listingTarget(params, map);
  if (target.kind === 'redirect') location.replace(target.to);
  else if (target.kind === 'island')
    void import('./shop-filter.ts').then((m) => m.showFilteredProducts(params, map));
}
