/**
 * The home page's promo banners, worded from the general settings like every other promise (the
 * free-delivery threshold through lib/promises), shared by the page and the seed that draws their
 * pictures. The pictures are backdrops without words: the title is HTML over them, so a changed
 * setting changes the banner with the next build, and no width can cut the words.
 */

import { freeDeliveryOrders } from '../checkout/delivery-promises.ts';
import type { PricingSettings } from './pricing.ts';

export interface Promo {
  title: string;
  href: string;
  /** A wordless backdrop. */
  image: string;
}

/** The backdrops the seed draws, one per promo, in the promos' order. */
export const PROMO_IMAGES = [
  'uploads/banners/promo-members-backdrop.webp',
  'uploads/banners/promo-delivery-backdrop.webp',
];

/** The promo banners for the shop's settings: "Free delivery on orders of $400 or more" follows the threshold. */
export function promos(settings: Pick<PricingSettings, 'freeDeliveryThresholdCents'>): Promo[] {
  return [
    { title: 'Members save on every order', href: '/signup/', image: PROMO_IMAGES[0]! },
    {
      title: `Free delivery on ${freeDeliveryOrders(settings.freeDeliveryThresholdCents)}`,
      href: '/shipping-policy/',
      image: PROMO_IMAGES[1]!,
    },
  ];
}
