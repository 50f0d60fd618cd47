import { asc, eq, sql } from 'drizzle-orm';
import type { Location, LocationKind, Tier } from '@tarmac/shared';
import type { Database } from '../db/open.js';
import { locations, packages } from '../db/schema.js';
import { toLocation } from './locations.js';
import { toPackage } from './packages.js';

export interface Place {
  id: string;
  name: string;
  timeZone: string;
}

export interface Offer {
  _id: string;
  packageName: string;
  tier: Tier;
  bagWeight: number;
  packageFacility1: string;
  packageFacility2: string;
}

/**
 * The small, hot, rarely written part of the catalogue (places, packages, the public location lists),
 * kept in memory. Any catalogue write, in any process, empties it (see Database.onCatalogChange), and a
 * read racing with a change never stores what it read.
 */
export class CatalogCache {
  private generation = 0;
  private entries = new Map<string, Promise<unknown>>();

  constructor(private readonly database: Database) {
    database.onCatalogChange(() => this.clear());
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  private memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
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

  /** Every place by lower-case name. */
  places(): Promise<Map<string, Place>> {
    return this.memo('places', async () => {
      const rows = await this.database.db.select({ id: locations.id, name: locations.name, timeZone: locations.timeZone }).from(locations);
      return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
    });
  }

  /** Every package, cheapest tier first. */
  offers(): Promise<Offer[]> {
    return this.memo('offers', async () => {
      const rows = await this.database.db
        .select()
        .from(packages)
        .orderBy(sql`array_position(array['silver','gold','platinum'], ${packages.tier})`, asc(packages.createdAt), asc(packages.id));
      return rows.map((p) => ({ _id: p.id, packageName: p.name, tier: p.tier, bagWeight: p.bagWeight, packageFacility1: p.facility1, packageFacility2: p.facility2 }));
    });
  }

  /** The public package list, already serialised. */
  packageListJson(): Promise<string> {
    return this.memo('packages:list', async () => {
      const rows = await this.database.db.select().from(packages).orderBy(asc(packages.createdAt), asc(packages.id));
      return JSON.stringify(rows.map(toPackage));
    });
  }

  /** A public location list, already serialised: it is read on every visit to the home page. */
  locationListJson(kind: LocationKind): Promise<string> {
    return this.memo(`locations:${kind}`, async () => {
      const rows = await this.database.db.select().from(locations).where(eq(locations.kind, kind)).orderBy(asc(locations.createdAt), asc(locations.id));
      const list: Location[] = rows.map(toLocation);
      return JSON.stringify(list);
    });
  }
}
