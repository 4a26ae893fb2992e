/**
 * Starts the fit badges (fit-badges.ts) on every page, and a product page's fit summary of its reviews
 * (fit-reviews.ts) where it has one: at once when the garage holds a vehicle, else
 * when one may arrive: another tab saves one, or the shopper touches an island (the garage selector
 * and sign-in are islands, hydrated on interaction). Until then a page without a vehicle loads no
 * fitment code.
 */
import { garageStored, whenVehicleMayArrive } from './fit-stored.ts';

let started = false;

function start() {
  if (started) return;
  started = true;
  import('./fit-badges.ts').catch((error: unknown) => {
    started = false;
    console.error('Loading the fit badges failed', error);
  });
  // A product page's fit summary for the vehicle (fit-reviews.ts), where its reviews give one.
  if (document.querySelector('[data-fit-reviews]'))
    import('./fit-reviews.ts').catch((error: unknown) =>
      console.error('Loading the fit summary failed', error),
    );
}

if (garageStored()) start();
else whenVehicleMayArrive(start);
