import type { Booking, PartyMember, ServiceItem } from '@tarmac/shared';
import type { Offer } from '../catalog/cache.js';
import type { Db } from '../db/open.js';
import type { Language } from '../http/language.js';
import type { QuotedLeg } from '../bookings/bookings.repo.js';
import { checkBassinets, offersFor, priceItems, ServiceSeatTakenError, serviceView, type OfferLeg } from './services.js';
import * as repo from './services.repo.js';

/**
 * The services a booking request asks for with its hold: priced against the offers of its legs and party (400 for
 * one not offered, 409 for a seat taken), and a `write` that stores them held in the hold's transaction, after the
 * hold itself, answering the booking with them.
 */
export async function holdServices(db: Db, items: readonly ServiceItem[], legs: readonly QuotedLeg[], party: readonly PartyMember[], packages: readonly Offer[], language: Language) {
  const offerLegs: OfferLeg[] = legs.map((l, legIndex) => ({ legIndex, flightId: l.flightId, tier: packages.find((p) => p._id === l.packageId)?.tier ?? 'silver' }));
  const people = party.map((p, index) => ({ index, type: p.type }));
  const offers = await offersFor(db, offerLegs, people, [], language);
  const priced = priceItems(offers, items, offerLegs, 'services', language);
  checkBassinets(priced, people);
  const total = priced.reduce((s, i) => s + i.price, 0);
  return {
    total,
    async write(tx: Db, booking: Booking): Promise<Booking> {
      const written = await repo.writeServices(tx, booking._id, priced, () => 'held', (seat) => new ServiceSeatTakenError(seat));
      // In the order a booking's services are read (servicesOf): by leg, then passenger, then as asked.
      const rows = [...written].sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex);
      return { ...booking, services: rows.map((r) => serviceView(r, language)), balanceDue: booking.total };
    },
  };
}
