import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadFactorReport as loadFactorSchema, reportQuery, salesDay } from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { plainJson } from '../http/serializers.js';
import { csvLines, loadFactorReport, routeLoadReport, salesReport } from './reports.js';

/** The dashboard's figures (admin), as JSON or as CSV downloads (`?format=csv`). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  // Streamed a row at a time (Readable.from the lines), never built as one text.
  const csv = (reply: import('fastify').FastifyReply, name: string, lines: Iterable<string>) =>
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).send(Readable.from(lines, { objectMode: false }));

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
        return csv(reply, `sales-${from}-${to}.csv`, csvLines(['day', 'bookings', 'seats', 'revenue', 'refunds', 'seatRevenue', 'bagRevenue', 'mealRevenue'], rows));
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
        return csv(reply, `load-factor-routes-${from}-${to}.csv`, csvLines(['from', 'to', 'flights', 'seatsSold', 'capacity', 'loadFactor', 'revenue'], await routeLoadReport(db, from, to)));
      }
      const report = await loadFactorReport(db, from, to);
      if (format !== 'csv') return report;
      return csv(reply, `load-factor-flights-${from}-${to}.csv`, csvLines(['flightNumber', 'departingDate', 'from', 'to', 'seatsSold', 'capacity', 'loadFactor'], report.flights));
    },
  });
}
