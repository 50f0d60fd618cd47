import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  FARE_CALENDAR_PATH,
  TRIP_KEYS,
  fareCalendarQuery,
  fareCalendarResponse,
  legacyApiPaths,
  flightSearchResponse,
  multiCityBody,
  multiCitySearchResponse,
  searchQuery,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { createFareCalendar, createSearch } from './search.js';
import { plainJson } from '../http/serializers.js';

/** Issue 35: the party a search asks for; `travellers` is the seated total, so the old query is all adults. */
const partyAsked = (q: { travellers: number; children: number; infants: number }) => ({ adults: q.travellers - q.children, children: q.children, infants: q.infants });

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const searchLegs = createSearch(ctx.database.db, ctx.catalog, ctx.legCache, ctx.config.farePercents);
  const fareCalendar = createFareCalendar(ctx.database.db, ctx.catalog, ctx.legCache);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(legacyApiPaths.search.flights, {
    config: { audience: 'public' },
    schema: { querystring: searchQuery, response: { 200: flightSearchResponse } },
    // The hottest route: its answer is built field by field above, so plain JSON.stringify is enough.
    serializerCompiler: plainJson,
    handler: async (request) => {
      const q = request.query;
      const out = { flightFromCurrentLocation: q.flightFromCurrentLocation, flightToDestinationLocation: q.flightToDestinationLocation, flightDepartingDate: q.flightDepartingDate };
      if (q.travelType === 'oneWay') {
        const [results] = await searchLegs([out], partyAsked(q));
        return { results: results! };
      }
      const back = {
        flightFromCurrentLocation: q.flightToDestinationLocation,
        flightToDestinationLocation: q.flightFromCurrentLocation,
        flightDepartingDate: q.flightReturningDate!,
      };
      const [departureResults, returnResults] = await searchLegs([out, back], partyAsked(q));
      return { departureResults: departureResults!, returnResults: returnResults! };
    },
  });

  r.post(legacyApiPaths.search.multiCity, {
    config: { audience: 'public' },
    schema: { body: multiCityBody, response: { 200: multiCitySearchResponse } },
    serializerCompiler: plainJson,
    handler: async (request) => {
      const { travellers, children, infants, ...trips } = request.body;
      const keys = TRIP_KEYS.filter((k) => trips[k]);
      const found = await searchLegs(keys.map((k) => trips[k]![0]!), partyAsked({ travellers, children, infants }));
      return Object.fromEntries(keys.map((k, i) => [k, { results: found[i]! }])) as z.infer<typeof multiCitySearchResponse>;
    },
  });

  r.get(FARE_CALENDAR_PATH, {
    config: { audience: 'public' },
    schema: { querystring: fareCalendarQuery, response: { 200: fareCalendarResponse } },
    serializerCompiler: plainJson,
    handler: (request) => fareCalendar(request.query),
  });
}
