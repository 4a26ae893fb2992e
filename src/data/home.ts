/** Editorial content of the home page: hero slides, banners, promos and the intro text. */
/** One hero slide. */
export interface Slide {
  title: string;
  text: string;
  href: string;
  cta: string;
  image: string;
}

export const heroSlides: Slide[] = [
  {
    title: 'Brakes that stop on every road',
    text: 'Pads, rotors and fluid from Bendix, DBA and Bosch.',
    href: '/shop/category/brakes/',
    cta: 'Shop brakes',
    image: 'uploads/banners/hero-scene-1.webp',
  },
  {
    title: 'Get outback ready',
    text: 'Recovery gear, compressors and dual battery kits.',
    href: '/shop/category/4wd-and-recovery/',
    cta: 'Shop 4WD gear',
    image: 'uploads/banners/hero-scene-2.webp',
  },
  {
    title: 'Tools for the home workshop',
    text: 'Socket sets, torque wrenches and jacks that last.',
    href: '/shop/category/hand-tools/',
    cta: 'Shop tools',
    image: 'uploads/banners/hero-scene-3.webp',
  },
];

export const banners = [
  { title: 'Filters for every service', href: '/shop/category/filters/', image: 'uploads/banners/banner-1.webp' },
  { title: 'Lighting that goes the distance', href: '/shop/category/lighting/', image: 'uploads/banners/banner-2.webp' },
];

export { promos } from '../lib/promos.ts';

/** Long intro shown under the carousels, cut at 700 characters with Read more. {{...}} come from settings. */
export const introHtml = `<h2>Auto parts, tools and accessories for Australian drivers</h2>
<p>{{store_name}} is an online parts store built for the way Australians drive: long distances, hot summers, corrugated tracks and plenty of towing. We stock the brands local mechanics reach for, from Bendix and DBA brakes to Ryco filters, Narva lighting, Century batteries, Penrite and Castrol oils, ARB and Ironman 4x4 recovery gear, and Kincrome and Sidchrome hand tools.</p>
<p>Every product lists its fitment, weight and specifications, and our team will confirm a part suits your vehicle from your registration or VIN before you order. Orders placed before 6 PM AEST are handled within one business day, delivery is free on orders of \${{free_delivery_threshold}} or more, and you have {{return_days}} days to return unused items in their original packaging.</p>
<p>Whether you are doing a weekend service on the family SUV, preparing a ute for a trip up the Cape, or fitting out a home workshop, you will find quality parts at fair prices here, with secure card and PayPal checkout and warranties of up to {{warranty_years}} years on many products. Members get {{member_discount}}% off every order, and newsletter subscribers hear first about specials.</p>`;

/** Sample testimonials; SPEC keeps this block hidden. */
export const testimonials = [
  { name: 'Jess, Toowoomba', message: 'Right pads first time and they arrived before the weekend.', rating: 5 },
  { name: 'Mark, Geelong', message: 'Good prices on Ryco filters and easy checkout.', rating: 4.5 },
];
