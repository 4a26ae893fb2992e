/**
 * What the shopper sees of fitment for the active vehicle: a card's or the product page's
 * badge, whether adding a part asks first, the vehicle a cart line keeps, and the query of the
 * listing's "Only parts that fit my <model>" filter. Pure and dependency-free apart from lib/fitment:
 * the badge script on every catalogue page uses it.
 */
import { badgeText, type FitAnswer, type FitPart, fitOf, type GarageVehicle } from './fitment.ts';

/** A badge's state: its words and the class that colours it ('' when hidden). */
export interface BadgeView {
  hidden: boolean;
  text: string;
  tone: '' | 'fit-yes' | 'fit-check' | 'fit-no';
}

const HIDDEN: BadgeView = { hidden: true, text: '', tone: '' };
const TONES = { fits: 'fit-yes', check: 'fit-check', no: 'fit-no' } as const;

/**
 * The answer for one product and the active vehicle, from the vehicle file's parts; null without a
 * vehicle or before its file is known (nothing to say yet).
 */
export function answerFor(
  parts: Map<number, FitPart[]> | null,
  vehicle: Pick<GarageVehicle, 'year'> | null,
  productId: number,
  universal: boolean,
): FitAnswer | null {
  if (!vehicle) return null;
  if (universal) return { kind: 'universal' };
  return parts ? fitOf(parts, productId, false, vehicle.year) : null;
}

/** The badge for an answer: hidden with no answer and for universal products (they fit everything). */
export function badgeView(answer: FitAnswer | null, model: string): BadgeView {
  if (!answer || answer.kind === 'universal') return HIDDEN;
  return { hidden: false, text: badgeText(answer, model), tone: TONES[answer.kind] };
}

/** Adding the part asks first only when it is known not to fit the active vehicle. */
export const needsConfirm = (answer: FitAnswer | null): boolean => answer?.kind === 'no';

/** The vehicle a cart line keeps: the active one, for vehicle-specific parts only. */
export function lineVehicle(
  vehicle: GarageVehicle | null,
  universal: boolean,
): { id: number; year: number; label: string } | undefined {
  return vehicle && !universal
    ? { id: vehicle.vehicleId, year: vehicle.year, label: vehicle.label }
    : undefined;
}

/** A listing's own filter, as GET /api/shop takes it (what ListingPage puts in data-filter-*). */
export interface ListingFilter {
  category?: string;
  child_category?: string;
  brand?: string;
}

/** A listing's filter narrowed to the parts that fit a vehicle in its model year (GET /api/shop's vehicle and year). */
export function fitShopFilter(
  filter: ListingFilter,
  vehicle: Pick<GarageVehicle, 'vehicleId' | 'year'>,
): ListingFilter & { vehicle: number; year: number } {
  const own: ListingFilter = {};
  for (const key of ['category', 'child_category', 'brand'] as const) {
    const value = filter[key];
    if (value) own[key] = value;
  }
  return { ...own, vehicle: vehicle.vehicleId, year: vehicle.year };
}

/**
 * Whether the shopper's vehicle has no vehicle-specific part listed for its model year (the vehicle
 * file's parts); false before the file is known, so nothing is claimed while it loads.
 */
export function noPartsListed(
  parts: Map<number, FitPart[]> | null,
  vehicle: Pick<GarageVehicle, 'year'> | null,
): boolean {
  if (!parts || !vehicle) return false;
  for (const [productId] of parts)
    if (fitOf(parts, productId, false, vehicle.year).kind !== 'no') return false;
  return true;
}
