import type { FastifyInstance } from 'fastify';
import {
  cabinCrewBody,
  cabinCrewSchema,
  catalogMessages,
  flightBody,
  flightListQuery,
  flightSchema,
  legacyApiPaths,
  locationBody,
  locationSchema,
  packageBody,
  packageSchema,
  pilotBody,
  pilotSchema,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { cabinCrewRepo, pilotsRepo } from './crew.repo.js';
import { registerCrud } from './crud-routes.js';
import { flightCatalog } from './flights.js';
import { pageFlights, streamFlights } from './flights.repo.js';
import { locationCatalog } from './locations.js';
import { packageCatalog } from './packages.js';
import { catalogStore, type EntityStore } from './store.js';
import type { Db } from '../db/open.js';

/** The catalogue's legacy routes: one HTTP description and one store per entity. */
export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const changed = () => ctx.database.announceCatalogChange();
  /** The one store of an entity: reads over the database, writes audited in their transactions and announced. */
  const audited = <I, E extends { _id: string }>(entity: string, storeOver: (db: Db) => EntityStore<I, E>, announce = changed) =>
    catalogStore({ db, entity, storeOver, changed: announce });

  registerCrud(
    app,
    {
      paths: legacyApiPaths.domesticLocations,
      listAudience: 'public',
      body: locationBody,
      entity: locationSchema,
      messages: { created: catalogMessages.domesticAdded, updated: catalogMessages.updated, deleted: catalogMessages.locationDeleted },
      listJson: () => ctx.catalog.locationListJson('domestic'),
    },
    audited('domestic-location', (on) => locationCatalog(on, 'domestic', ctx.config)),
  );
  registerCrud(
    app,
    {
      paths: legacyApiPaths.internationalLocations,
      listAudience: 'public',
      body: locationBody,
      entity: locationSchema,
      messages: { created: catalogMessages.internationalAdded, updated: catalogMessages.updated, deleted: catalogMessages.locationDeleted },
      listJson: () => ctx.catalog.locationListJson('international'),
    },
    audited('international-location', (on) => locationCatalog(on, 'international', ctx.config)),
  );
  registerCrud(
    app,
    {
      paths: legacyApiPaths.packages,
      listAudience: 'public',
      body: packageBody,
      entity: packageSchema,
      messages: { created: catalogMessages.packageAdded, updated: catalogMessages.updated, deleted: catalogMessages.packageDeleted },
      listJson: () => ctx.catalog.packageListJson(),
    },
    audited('package', packageCatalog),
  );
  registerCrud(
    app,
    {
      paths: legacyApiPaths.pilots,
      listAudience: 'admin',
      body: pilotBody,
      entity: pilotSchema,
      messages: { created: catalogMessages.pilotAdded, updated: catalogMessages.updated, deleted: catalogMessages.pilotDeleted },
    },
    audited('pilot', pilotsRepo),
  );
  registerCrud(
    app,
    {
      paths: legacyApiPaths.cabinCrew,
      listAudience: 'admin',
      body: cabinCrewBody,
      entity: cabinCrewSchema,
      messages: { created: catalogMessages.cabinCrewAdded, updated: catalogMessages.updated, deleted: catalogMessages.cabinCrewDeleted },
    },
    audited('cabin-crew', cabinCrewRepo),
  );
  registerCrud(
    app,
    {
      paths: legacyApiPaths.flights,
      listAudience: 'admin',
      body: flightBody,
      entity: flightSchema,
      messages: { created: catalogMessages.flightAdded, updated: catalogMessages.updated, deleted: catalogMessages.flightInfoDeleted },
      pageQuery: flightListQuery,
      page: (q) => pageFlights(db, q),
      stream: () => streamFlights(db),
    },
    // Moving a flight mails its bookings (in the transaction); the outbox is kicked once it has committed.
    audited('flight', (on) => flightCatalog(on, ctx.config.defaultSeatCapacity, ctx), async () => {
      ctx.outbox.kick();
      await changed();
    }),
  );
}
