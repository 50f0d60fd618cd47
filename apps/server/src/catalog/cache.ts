import type { LocationKind } from '@tarmac/shared';
import type { Database } from '../db/open.js';
import { listLocations, listPlaces, type Place } from './locations.repo.js';
import { listOffers, listPackages, type Offer } from './packages.repo.js';
import { catalogNames, findFlightsWithPlaces, type FlightWithPlaces } from './flights.repo.js';

export type { Offer, Place };

/** Entries kept at most (nearly all of them flights); beyond it the cache starts afresh. */
const MAX_ENTRIES = 10_000;

/**
 * The small, hot, rarely written part of the catalogue (places, packages, the public location lists, the flights
 * booked), kept in memory. Any catalogue write, in any process, empties it (see Database.onCatalogChange), and a
 * read racing with a change never stores what it read.
 */
export class CatalogCache {
  private generation = 0;
  private entries = new Map<string, Promise<unknown>>();

  /** `publicUrl` starts the image URLs of the lists it keeps. */
  constructor(
    private readonly database: Database,
    private readonly publicUrl: string,
  ) {
    database.onCatalogChange(() => this.clear());
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  private memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    loading.then(
      () => {
        if (generation !== this.generation && this.entries.get(key) === loading) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      },
    );
    return loading;
  }

  /** Something derived from the catalogue (the fare book of fares/fares.ts), kept until the next catalogue change. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.memo(`remember:${key}`, load);
  }

  /** Every place by lower-case name. */
  places(): Promise<Map<string, Place>> {
    return this.memo('places', async () => new Map((await listPlaces(this.database.db)).map((r) => [r.name.toLowerCase(), r])));
  }

  /** Names of places, pilots and crews by id: what the flight list shows for a flight's ids. */
  names(): Promise<Map<string, string>> {
    return this.memo('names', () => catalogNames(this.database.db));
  }

  /** Every package, cheapest tier first. */
  offers(): Promise<Offer[]> {
    return this.memo('offers', () => listOffers(this.database.db));
  }

  /** The public package list, already serialised. */
  packageListJson(): Promise<string> {
    return this.memo('packages:list', async () => JSON.stringify(await listPackages(this.database.db)));
  }

  /**
   * Flights with their places, by id: what a hold prices and checks (ids of no flight are left out). A flight
   * changes only with catalogue writes (the flight, its season, its status, its layout), which every process hears
   * of. Its seats do change without one: `seatsLeft` here is stale, and the hold's own seat update is what counts.
   */
  async flights(ids: readonly string[]): Promise<FlightWithPlaces[]> {
    const wanted = [...new Set(ids)];
    const missing = new Set(wanted.filter((id) => !this.entries.has(`flight:${id}`)));
    // One read for the flights not kept yet; one emptied out of the cache since this look is read alone.
    const batch = missing.size > 0 ? findFlightsWithPlaces(this.database.db, [...missing]) : null;
    const rows = await Promise.all(
      wanted.map((id) =>
        this.memo(`flight:${id}`, async () => {
          const read = batch && missing.has(id) ? await batch : await findFlightsWithPlaces(this.database.db, [id]);
          return read.find((row) => row.f.id === id) ?? null;
        }),
      ),
    );
    return rows.filter((row) => row !== null);
  }

  /** A public location list, already serialised: it is read on every visit to the home page. */
  locationListJson(kind: LocationKind): Promise<string> {
    return this.memo(`locations:${kind}`, async () => JSON.stringify(await listLocations(this.database.db, kind, this.publicUrl)));
  }
}
