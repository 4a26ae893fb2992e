/**
 * The shop's freight settings as one document (edited in the back office with the version/409
 * discipline, read by the server's quotes and sent to the shop for estimates).
 */
import type { FreightClass } from './goods.ts';
import { DEFAULT_POSTCODES, DEFAULT_ZONES } from './postcodes.ts';
import { DEFAULT_SERVICES, type FreightService } from './services.ts';
import type { PostcodeRange, Zone, ZoneKind } from './zones.ts';

/**
 * What free delivery covers, once the GST-inclusive subtotal reaches the general settings' threshold
 * (SPEC's $400): the services, zone kinds and freight classes named, and dangerous goods only if
 * `dangerousGoods`. Lines it does not cover are charged, and the cart says why.
 */
export interface FreeDeliveryRule {
  services: string[];
  zoneKinds: ZoneKind[];
  classes: FreightClass[];
  dangerousGoods: boolean;
}

export interface FreightConfig {
  /** Kilograms per cubic metre for cubic weight (250, the carriers' road factor). */
  cubicFactor: number;
  /** Business days before a parcel leaves the origin: [fewest, most] (SPEC: 0–1). */
  handlingDays: [number, number];
  /** Orders after this local time (HH:MM, the origin's time zone) leave a business day later (SPEC: 18:00). */
  cutoff: string;
  zones: Zone[];
  postcodes: PostcodeRange[];
  services: FreightService[];
  /** The service offered first where it can carry the cart (SPEC's standard delivery); else the cheapest. */
  standardService: string;
  free: FreeDeliveryRule;
}

export const DEFAULT_FREIGHT: FreightConfig = {
  cubicFactor: 250,
  handlingDays: [0, 1],
  cutoff: '18:00',
  zones: [...DEFAULT_ZONES],
  postcodes: [...DEFAULT_POSTCODES],
  services: [...DEFAULT_SERVICES],
  standardService: 'parcel',
  free: {
    services: ['parcel'],
    zoneKinds: ['metro', 'regional'],
    classes: ['standard'],
    dangerousGoods: false,
  },
};
