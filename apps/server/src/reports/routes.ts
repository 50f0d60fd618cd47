import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadFactorReport as loadFactorSchema, reportQuery, salesDay } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { plainJson } from '../http/serializers.js';
import { sendCsv } from '../http/downloads.js';
import { csvLines, loadFactorReport, routeLoadReport, salesReport } from './reports.js';

/** The dashboard's figures (admin), as JSON or as CSV downloads (`?format=csv`). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get('/api/admin/reports/sales', {
    config: { audience: 'admin' },
    schema: { querystring: reportQuery, response: { 200: z.union([z.array(salesDay), z.string()]) } },
    // Rows built field by field, or CSV text passed through as it is.
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const days = await salesReport(db, from, to);
      if (format === 'csv') {
        // The order services' part of the revenue per kind (0 on days without any), after the columns it always had.
        const rows = days.map((d) => ({ ...d, seatRevenue: d.serviceRevenue?.seat ?? 0, bagRevenue: d.serviceRevenue?.bag ?? 0, mealRevenue: d.serviceRevenue?.meal ?? 0 }));
        return sendCsv(reply, `sales-${from}-${to}.csv`, csvLines(['day', 'bookings', 'seats', 'revenue', 'refunds', 'seatRevenue', 'bagRevenue', 'mealRevenue'], rows));
      }
      return days;
    },
  });

  r.get('/api/admin/reports/load-factor', {
    config: { audience: 'admin' },
    schema: { querystring: reportQuery, response: { 200: z.union([loadFactorSchema, z.string()]) } },
    serializerCompiler: plainJson,
    handler: async (request, reply) => {
      const { from, to, format, by } = request.query;
      if (format === 'csv' && by === 'route') {
        return sendCsv(reply, `load-factor-routes-${from}-${to}.csv`, csvLines(['from', 'to', 'flights', 'seatsSold', 'capacity', 'loadFactor', 'revenue'], await routeLoadReport(db, from, to)));
      }
      const report = await loadFactorReport(db, from, to);
      if (format !== 'csv') return report;
      return sendCsv(reply, `load-factor-flights-${from}-${to}.csv`, csvLines(['flightNumber', 'departingDate', 'from', 'to', 'seatsSold', 'capacity', 'loadFactor'], report.flights));
    },
  });
}
