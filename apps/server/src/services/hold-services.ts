import { randomUUID } from 'node:crypto';
import { DEFAULT_CABIN_LAYOUT, SEAT_CODE, type BookingService, type ServiceItem, type ServiceKind } from '@tarmac/shared';
import type { CatalogCache } from '../catalog/cache.js';
import type { FlightWithPlaces } from '../catalog/flights.repo.js';
import type { Db } from '../db/open.js';
import type { Language } from '../http/language.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { flightsUse, planeLayouts, priceRows } from './services.repo.js';
import { priceHoldItems, serviceName, ServiceSeatTakenError, serviceView, type OfferPassenger } from './services.js';

/**
 * The services a booking request asks for with its hold (API.md "More than a seat"). They are offered and priced
 * here, before the hold, by the rules services added later are offered with (services.ts), from the catalogue kept
 * in memory (the prices and the planes' layouts, emptied by every catalogue change as the fares are): no read before
 * the hold once the catalogue is warm. The hold's one statement (bookings/sql/hold.sql, `tarmac_hold`) then does only
 * what the database alone can: under each flight's seat-book lock it looks at the seats chosen and the bassinet
 * positions, and writes the services with the booking (decision 058). This module builds their part of the function's
 * argument and reads its refusals.
 */
export interface HoldServices {
  /** As asked (the refusals name them by index). */
  items: readonly ServiceItem[];
  /** As offered and priced, in the order asked, each with the id it is written with. */
  priced: readonly HeldService[];
}

/** A service the hold writes (held, no document yet). */
export interface HeldService {
  id: string;
  flightId: string;
  code: string;
  kind: ServiceKind;
  legIndex: number;
  passengerIndex: number;
  seat: string | null;
  price: number;
  /** For a bassinet (BSCT): the bassinet positions of the leg's plane, which the hold counts the flight's against. */
  bassinets: number | null;
}

/** A leg of the hold as its services are offered: its flight, package and whether it starts or ends abroad. */
export interface HoldServicesLeg {
  flightId: string;
  packageId: string;
  international: boolean;
}

/**
 * The services asked, offered and priced (services.ts priceHoldItems: a 400 for one not offered, a 409 for a blocked
 * seat), with their ids. `flights` are the legs' flights as the catalogue keeps them.
 */
export async function pricedHoldServices(
  catalog: CatalogCache,
  db: Db,
  legs: readonly HoldServicesLeg[],
  flights: readonly FlightWithPlaces[],
  party: readonly Pick<OfferPassenger, 'type'>[],
  items: readonly ServiceItem[],
  language: Language,
): Promise<HoldServices> {
  const [packages, prices, layouts] = await Promise.all([
    catalog.offers(),
    catalog.remember('service-prices', async () => priceRows(db)),
    catalog.remember('plane-layouts', () => planeLayouts(db)),
  ]);
  const offerLegs = legs.map((l, legIndex) => {
    const f = flights.find((r) => r.f.id === l.flightId)!.f;
    const tier = packages.find((p) => p._id === l.packageId)?.tier ?? 'silver';
    return { legIndex, flightId: l.flightId, tier, flight: { fromId: f.fromId, toId: f.toId, international: l.international, layout: layouts.get(f.planeNumber) ?? null } };
  });
  const passengers = party.map((p, index) => ({ index, type: p.type }));
  // A seat asked for a passenger who gets none (a lap infant, or no passenger of that index) is refused whatever
  // happens: a 409 when someone has the seat, else a 400, as when added later. Only then are the seats read first.
  const seatless = items.some((i) => i.code === SEAT_CODE && passengers[i.passengerIndex]?.type !== 'adult' && passengers[i.passengerIndex]?.type !== 'child');
  const taken = seatless ? (await flightsUse(db, legs.map((l) => l.flightId))).seats : undefined;
  const priced = priceHoldItems(offerLegs, passengers, prices, items, language, taken);
  return {
    items,
    priced: priced.map((s) => ({
      ...s,
      id: randomUUID(),
      bassinets: s.code === 'BSCT' ? ((offerLegs[s.legIndex]!.flight.layout ?? DEFAULT_CABIN_LAYOUT).bassinetSeats?.length ?? 0) : null,
    })),
  };
}

/** What the services add to the booking's total. */
export const servicesTotal = (services: HoldServices | undefined) => (services?.priced ?? []).reduce((sum, s) => sum + s.price, 0);

/** The hold function's `services`: as offered and priced, in the order asked (`i`). */
export function holdServicesArgument(services: HoldServices) {
  return {
    services: services.priced.map((s, i) => ({
      i,
      id: s.id,
      flight_id: s.flightId,
      leg_index: s.legIndex,
      passenger_index: s.passengerIndex,
      code: s.code,
      kind: s.kind,
      seat: s.seat,
      price: s.price,
      bassinets: s.bassinets,
    })),
  };
}

/** The services the hold wrote, as the booking answer shows them (by leg, passenger, then as asked). */
export function heldServicesView(services: HoldServices | undefined, language: Language): BookingService[] {
  const written = [...(services?.priced ?? [])].sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex);
  return written.map((s) => serviceView({ ...s, status: 'held', documentNumber: null }, language));
}

/**
 * The hold function's refusal of a service as the API says it: TMH09 (HINT the seat) a 409 naming the seat; TMH08
 * (HINT `notOffered|index`: a bassinet the flight has no position left for) a 400 naming the item, as priceItems
 * names one not offered. Null for any other code.
 */
export function holdServiceRefusal(code: string, hint: string | undefined, services: HoldServices | undefined, language: Language): Error | null {
  if (code === 'TMH09') return new ServiceSeatTakenError(hint ?? '');
  if (code !== 'TMH08') return null;
  const index = Number((hint ?? '').split('|')[1]);
  const item = services?.items[index];
  const where = { passenger: (item?.passengerIndex ?? 0) + 1, leg: (item?.legIndex ?? 0) + 1 };
  return InvalidInputError.field(`services.${index}.code`, 'services.notOffered', { service: serviceName(language, item?.code ?? '', item?.seat ?? null), ...where });
}
