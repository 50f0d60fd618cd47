import type { Db } from '../db/open.js';
import { addFigures, figuresOf, type Figure } from './figures.repo.js';

/**
 * The report figures (per flight and package, per sales day) kept up to date by the order's transitions
 * (docs/decisions: reports read kept figures). Each transition notes the booking it is about to change
 * (`note`, before its first write); before the transaction commits, `settle` reads what each noted booking counts
 * for now and adds the difference, in the same transaction. A booking noted twice (a transition calling another)
 * is read once, so its difference is added once.
 */
export class KeptFigures {
  private readonly before = new Map<string, Figure[]>();

  /** Remembers what the booking counts for before this transaction changes it (once per booking). */
  async note(tx: Db, bookingId: string): Promise<void> {
    if (!this.before.has(bookingId)) this.before.set(bookingId, await figuresOf(tx, bookingId));
  }

  /** Adds what the noted bookings' changes made of their figures; nothing when nothing changed. */
  async settle(tx: Db): Promise<void> {
    if (this.before.size === 0) return;
    const sum = new Map<string, Figure>();
    const add = (f: Figure, sign: 1 | -1) => {
      const id = `${f.kind}\u0000${f.key}\u0000${f.pkg}\u0000${f.fareClass}`;
      const s = sum.get(id) ?? { ...f, bookings: 0, seats: 0, revenue: 0 };
      s.bookings += sign * f.bookings;
      s.seats += sign * f.seats;
      s.revenue += sign * f.revenue;
      sum.set(id, s);
    };
    for (const [bookingId, before] of this.before) {
      for (const f of before) add(f, -1);
      for (const f of await figuresOf(tx, bookingId)) add(f, 1);
    }
    this.before.clear();
    await addFigures(
      tx,
      [...sum.values()].filter((f) => f.bookings !== 0 || f.seats !== 0 || f.revenue !== 0),
    );
  }
}
