import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerCrud } from './crud.js';
import { cabinCrewSpec, pilotSpec } from './crew.js';
import { flightSpec } from './flights.js';
import { locationSpec } from './locations.js';
import { packageSpec } from './packages.js';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  registerCrud(app, locationSpec(db, 'domestic', ctx.config.imageMaxBytes));
  registerCrud(app, locationSpec(db, 'international', ctx.config.imageMaxBytes));
  registerCrud(app, packageSpec(db));
  registerCrud(app, pilotSpec(db));
  registerCrud(app, cabinCrewSpec(db));
  registerCrud(app, flightSpec(db, ctx.config.defaultSeatCapacity));
}
