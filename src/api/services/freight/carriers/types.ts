/**
 * What a carrier adapter does (issue 49): quote a shipment live, and book it (a label and a tracking
 * number). Implemented for Australia Post (auspost.ts), StarTrack (startrack.ts) and the built-in
 * test carrier (test-carrier.ts), which is the default offline and in CI.
 */

export interface Parcel {
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
}

export interface Place {
  postcode: string;
  state: string;
  suburb: string;
}

export interface RateRequest {
  /** The carrier's own service code for our service id (parcel, express, startrack). */
  serviceId: string;
  origin: Place;
  destination: Place;
  parcels: Parcel[];
  /** The shipment holds dangerous goods (declared to the carrier). */
  dangerousGoods: boolean;
}

export interface CarrierRate {
  /** Ex GST, in cents. */
  priceExCents: number;
  /** Business days in transit, when the carrier says. */
  transitDays: [number, number] | null;
}

export interface ShipmentRequest extends RateRequest {
  /** The order's invoice number: the carrier's reference. */
  reference: string;
  receiver: {
    name: string;
    phone: string;
    email: string;
    street: string;
    suburb: string;
    postcode: string;
    state: string;
  };
  sender: { name: string; phone: string; street: string; suburb: string; postcode: string; state: string };
}

export interface BookedShipment {
  trackingNumber: string;
  /** The label as a PDF. */
  label: Uint8Array;
}

/** A carrier's refusal or failure; `retryable` when a later try may succeed (timeouts, 5xx). */
export class CarrierError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'CarrierError';
    this.retryable = retryable;
  }
}

export interface CarrierAdapter {
  readonly id: 'auspost' | 'startrack' | 'test';
  /** Rejects with CarrierError; honours `signal` (the caller aborts after a second). */
  rate(request: RateRequest, signal: AbortSignal): Promise<CarrierRate>;
  book(request: ShipmentRequest, signal: AbortSignal): Promise<BookedShipment>;
}
