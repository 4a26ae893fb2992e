/**
 * The home page's promo banners, shared by the page and the seed that draws their pictures.
 * Their words are drawn into the pictures, so new wording gets a new file name.
 */
export const promos = [
  { title: 'Members save on every order', href: '/signup/', image: 'uploads/banners/promo-1.webp' },
  {
    title: 'Free delivery on orders of $400 or more',
    href: '/shipping-policy/',
    image: 'uploads/banners/promo-free-delivery.webp',
  },
];
