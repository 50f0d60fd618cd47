import type { FastifyRequest } from 'fastify';
import type { promoCheckQuery, PromoCheckAnswer } from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { sayTo } from '../http/language.js';
import { PromoCodeError } from './errors.js';
import { promoFor } from './hold-fares.js';
import { findPromo } from './fares.repo.js';

/**
 * `GET /api/promo-codes/:code?from&to&travellers&total` (public): whether a code applies to a search (its dates,
 * route and travellers; uses are counted by the hold), and the discount on `total`. An unknown code: 400 naming it.
 */
export async function checkPromoCode(
  ctx: Pick<AppContext, 'database' | 'catalog'>,
  request: FastifyRequest,
  raw: string,
  q: z.output<typeof promoCheckQuery>,
): Promise<PromoCheckAnswer> {
  const code = raw.trim().toUpperCase();
  const places = await ctx.catalog.places();
  const from = q.from ? places.get(q.from) : undefined;
  const to = q.to ? places.get(q.to) : undefined;
  const route = from && to ? { fromId: from.id, toId: to.id } : null;
  const row = await findPromo(ctx.database.db, code);
  try {
    const promo = await promoFor(ctx, code, route, q.travellers ?? null);
    return {
      code: promo.code,
      applies: true,
      kind: promo.kind,
      value: promo.value,
      ...(q.total !== undefined ? { discount: promo.discountOn(q.total) } : {}),
    };
  } catch (err) {
    // An unknown code is the caller's mistake (400); a known one that does not apply says why.
    if (err instanceof PromoCodeError && row && err.problem !== 'promo.unknown') {
      return { code, applies: false, kind: row.kind, value: row.value, reason: sayTo(request, err.problem, err.sentence.values) };
    }
    throw err;
  }
}
