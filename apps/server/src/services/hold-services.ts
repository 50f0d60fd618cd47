import { DEFAULT_CABIN_LAYOUT, FRONT_ROWS, serviceKindOf, type BookingService, type ServiceItem, type ServiceKind, type Tier } from '@tarmac/shared';
import type { Language } from '../http/language.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { serviceName, ServiceSeatTakenError, serviceView } from './services.js';

/**
 * The services a booking request asks for with its hold (API.md "More than a seat"). They are checked, priced and
 * written inside the hold's one statement (bookings/sql/hold.sql, `tarmac_hold`), which offers and refuses them as
 * services.ts offersFor and priceItems do for services added later: no read before the hold, no statement after it,
 * so a hold with seats and bags costs the database what a plain hold costs (docs/performance.md). This module builds
 * their part of the function's argument and reads back its answer and its refusals.
 */
export interface HoldServices {
  items: readonly ServiceItem[];
  /** The tier of the package sold on each leg, by leg index: seats are free on platinum, priced by tier otherwise. */
  tiers: readonly Tier[];
}

/** The hold function's `services` (as asked, with each code's kind) and what it needs to offer them. */
export function holdServicesArgument(services: HoldServices) {
  return {
    services: services.items.map((i) => ({ code: i.code, kind: serviceKindOf(i.code), legIndex: i.legIndex, passengerIndex: i.passengerIndex, seat: i.seat ?? null })),
    defaultLayout: DEFAULT_CABIN_LAYOUT,
    frontRows: FRONT_ROWS,
  };
}

/** A service as the hold function answers it (held, no document yet). */
export interface WrittenService {
  id: string;
  code: string;
  kind: ServiceKind;
  legIndex: number;
  passengerIndex: number;
  seat: string | null;
  price: number;
}

/** The services the hold wrote, as the booking answer shows them (by leg, passenger, then as asked). */
export function heldServicesView(rows: readonly WrittenService[], language: Language): BookingService[] {
  return rows.map((r) => serviceView({ ...r, status: 'held', documentNumber: null }, language));
}

/**
 * The hold function's refusal of a service as the API says it: TMH08 (HINT `problem|index`) a 400 naming the item's
 * field, as priceItems names it; TMH09 (HINT the seat) a 409 naming the seat. Null for any other code.
 */
export function holdServiceRefusal(code: string, hint: string | undefined, services: HoldServices | undefined, language: Language): Error | null {
  if (code === 'TMH09') return new ServiceSeatTakenError(hint ?? '');
  if (code !== 'TMH08') return null;
  const [problem, at] = (hint ?? '').split('|');
  const index = Number(at);
  if (problem === 'bassinets') return InvalidInputError.field('services', 'services.notOffered', { service: 'BSCT', passenger: 1, leg: index + 1 });
  const item = services?.items[index];
  const where = { passenger: (item?.passengerIndex ?? 0) + 1, leg: (item?.legIndex ?? 0) + 1 };
  if (problem === 'seatTwice') return InvalidInputError.field(`services.${index}.seat`, 'services.seatTwice', where);
  if (problem === 'seatShape') return InvalidInputError.field(`services.${index}.seat`, 'services.seatShape');
  return InvalidInputError.field(`services.${index}.code`, 'services.notOffered', { service: serviceName(language, item?.code ?? '', item?.seat ?? null), ...where });
}
