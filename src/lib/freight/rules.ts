/**
 * Which services may carry a product to a destination, worked out from the goods (DESIGN.md section
 * 11): dangerous goods never by air, never to PO boxes or parcel lockers, only with a carrier that
 * accepts their class; a freight class only with a service that carries it; a zone only where the
 * service goes.
 */
import { effectiveClass, type FreightGoods } from './goods.ts';
import type { FreightService } from './services.ts';
import type { Destination } from './zones.ts';

/** Whether `service` flies to the destination's zone. */
export function flies(service: FreightService, destination: Destination): boolean {
  return service.airZones === 'all' || service.airZones.includes(destination.zone.id);
}

/** Whether `service` delivers to the destination at all, whatever the goods: null when it does, else why not. */
export function routeRefusal(service: FreightService, destination: Destination): string | null {
  if (!service.active) return `${service.name} is not offered.`;
  const zone = destination.zone;
  if ((service.zones.length && !service.zones.includes(zone.id)) || !service.rates[zone.id])
    return `${service.name} does not deliver to ${zone.name}.`;
  if (destination.poBox && !service.poBoxes)
    return `${service.name} does not deliver to PO boxes or parcel lockers.`;
  return null;
}

/** Why `service` may not carry `goods` to `destination`; null when it may. */
export function goodsRefusal(
  service: FreightService,
  goods: FreightGoods,
  destination: Destination,
): string | null {
  const dg = goods.dangerousGoods;
  if (dg) {
    if (destination.poBox) return 'Dangerous goods are never sent to PO boxes or parcel lockers.';
    if (flies(service, destination)) return 'Dangerous goods never go by air.';
    if (!service.dgClasses.includes(dg.dgClass))
      return `${service.name} does not carry Class ${dg.dgClass} dangerous goods.`;
    if (service.dgLimitedOnly && !dg.limitedQuantity)
      return `${service.name} carries Class ${dg.dgClass} dangerous goods only in limited quantities.`;
  }
  const freightClass = effectiveClass(goods);
  if (!service.classes.includes(freightClass))
    return freightClass === 'oversize'
      ? 'Oversize goods go by road freight only.'
      : `${service.name} does not carry bulky goods.`;
  return null;
}

/** Why `service` may not carry `goods` to `destination`, the route first; null when it may. */
export function refusal(
  service: FreightService,
  goods: FreightGoods,
  destination: Destination,
): string | null {
  return routeRefusal(service, destination) ?? goodsRefusal(service, goods, destination);
}

/** What a shopper is told limits a line: 'road only' for dangerous goods, 'road freight only' for oversize. */
export function restriction(goods: FreightGoods): string | null {
  if (effectiveClass(goods) === 'oversize') return 'road freight only';
  if (goods.dangerousGoods) return 'road only';
  return null;
}
