/**
 * The demo shop's locations (docs/design.md#seed-data): a warehouse in Sydney's west that sends every
 * parcel, and three stores where shoppers collect, each with a little of the range on its shelves.
 */
export interface LocationSeed {
  name: string;
  kind: 'warehouse' | 'store';
  streetAddress: string;
  suburb: string;
  state: string;
  postCode: string;
  phone: string;
  hours: string;
  pickup: boolean;
  ships: boolean;
  pickupLeadMinutes: number;
  transferDays: number;
}

const STORE_HOURS = 'Mon–Fri 7:30am–5:30pm\nSat 8am–4pm\nSun 9am–3pm';

export const locationSeeds: LocationSeed[] = [
  {
    name: 'Wetherill Park warehouse',
    kind: 'warehouse',
    streetAddress: '14 Victoria Street East',
    suburb: 'Wetherill Park',
    state: 'NSW',
    postCode: '2164',
    phone: '02 9604 1200',
    hours: 'Mon–Fri 7am–4pm',
    pickup: false,
    ships: true,
    pickupLeadMinutes: 0,
    transferDays: 0,
  },
  {
    name: 'Penrith',
    kind: 'store',
    streetAddress: '58 Mulgoa Road',
    suburb: 'Penrith',
    state: 'NSW',
    postCode: '2750',
    phone: '02 4721 3300',
    hours: STORE_HOURS,
    pickup: true,
    ships: false,
    pickupLeadMinutes: 30,
    transferDays: 2,
  },
  {
    name: 'Parramatta',
    kind: 'store',
    streetAddress: '211 Church Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postCode: '2150',
    phone: '02 9635 4410',
    hours: STORE_HOURS,
    pickup: true,
    ships: false,
    pickupLeadMinutes: 30,
    transferDays: 1,
  },
  {
    name: 'Liverpool',
    kind: 'store',
    streetAddress: '96 Hume Highway',
    suburb: 'Warwick Farm',
    state: 'NSW',
    postCode: '2170',
    phone: '02 9602 7750',
    hours: STORE_HOURS,
    pickup: true,
    ships: false,
    pickupLeadMinutes: 60,
    transferDays: 2,
  },
];

/**
 * What location `l` (an index of locationSeeds) holds of the `i`th product: plenty at the warehouse,
 * a few on each store's shelf and none of some, deterministic.
 */
export function seedOnHand(i: number, l: number): number {
  if (l === 0) return 120 + ((i * 37) % 200);
  return (i * 7 + l * 5) % 9;
}
