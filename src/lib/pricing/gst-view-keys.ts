/**
 * The names the price view shares between the head script, the header switch, the stylesheet and the
 * browser tests. A module of its own, without imports, so the header's script stays a few bytes
 * (lib/price-display re-exports them beside the price markup).
 */

/** Root attribute naming the figure shown first: 'inc' (default) or 'ex' (trade buyers). */
export const GST_VIEW_ATTR = 'data-gst-view';
export type GstView = 'inc' | 'ex';
/** localStorage key of the shopper's choice; absent means no choice yet (inc GST, or ex for trade). */
export const GST_VIEW_KEY = 'storefront:gst-view';

/** Root attribute holding the GST rate of the build in basis points, for prices made in the browser. */
export const GST_BP_ATTR = 'data-gst-bp';
