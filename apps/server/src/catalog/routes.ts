import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerCrud } from './crud.js';
import { cabinCrewSpec, pilotSpec } from './crew.js';
import { flightSpec } from './flights.js';
import { locationSpec } from './locations.js';
import { packageSpec } from './packages.js';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const changed = () => ctx.database.announceCatalogChange();
  for (const kind of ['domestic', 'international'] as const) {
    registerCrud(app, { ...locationSpec(db, kind, ctx.config.imageMaxBytes), listJson: () => ctx.catalog.locationListJson(kind) }, changed);
  }
  registerCrud(app, { ...packageSpec(db), listJson: () => ctx.catalog.packageListJson() }, changed);
  registerCrud(app, pilotSpec(db), changed);
  registerCrud(app, cabinCrewSpec(db), changed);
  registerCrud(app, flightSpec(db, ctx.config.defaultSeatCapacity), changed);
}
