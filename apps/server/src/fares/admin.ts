import { classStatuses, closedByRules, type FareLaddersAnswer, type FareRouteView, type FlightFareView, type PromoCodeView, type fareLaddersBody, type flightFareClassesBody, type promoCodeBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { isUniqueViolation, isUuid } from '../db/errors.js';
import { ConflictError, DuplicateError, InvalidInputError, NotFoundError } from '../lib/domain-errors.js';
import { closingOf, fareBook, ladderOf, loadFareBook, withSales } from './fares.js';
import * as repo from './fares.repo.js';

type FareContext = Pick<AppContext, 'database' | 'catalog'>;

const tierPrice = (f: { silver: number; gold: number; platinum: number }, tier: 'silver' | 'gold' | 'platinum') => f[tier];

/** Every route with a default ladder or closing rules, and the flights with a ladder of their own (the editor's list). */
export async function listFareLadders(ctx: FareContext): Promise<FareLaddersAnswer> {
  const { db } = ctx.database;
  const [book, offers, places] = await Promise.all([loadFareBook(db), ctx.catalog.offers(), ctx.catalog.places()]);
  const nameOf = new Map([...places.values()].map((p) => [p.id, p.name]));
  const packageName = new Map(offers.map((o) => [o._id, o.packageName]));
  // Only flights with a ladder of their own are listed (a few), so their route shows even without a default ladder.
  const flights = await repo.futureFlightsAmong(db, [...book.flight.keys()]);
  const keys = new Set([...book.route.keys(), ...book.closing.keys(), ...flights.map((f) => `${f.fromId}|${f.toId}`)]);
  const routes = [...keys].map((k) => {
    const [fromId, toId] = k.split('|') as [string, string];
    return { fromId, toId };
  });
  const flightsOf = new Map<string, typeof flights>();
  for (const f of flights) {
    const key = `${f.fromId}|${f.toId}`;
    flightsOf.set(key, flightsOf.get(key) ?? []);
    flightsOf.get(key)!.push(f);
  }
  const ladders = (byPackage: Map<string, { code: string; price: number; seats: number }[]> | undefined) =>
    [...(byPackage ?? new Map()).entries()].map(([packageId, classes]) => ({ packageId, packageName: packageName.get(packageId) ?? '', classes }));
  const answer: FareRouteView[] = routes.map(({ fromId, toId }) => ({
    fromId,
    toId,
    from: nameOf.get(fromId) ?? '',
    to: nameOf.get(toId) ?? '',
    ladders: ladders(book.route.get(`${fromId}|${toId}`)),
    closing: book.closing.get(`${fromId}|${toId}`) ?? { loadFactorPercent: null, daysBefore: null },
    flights: (flightsOf.get(`${fromId}|${toId}`) ?? []).map((f) => ({ flightId: f.id, flightNumber: f.flightNumber, departingDate: f.departingDate, ladders: ladders(book.flight.get(f.id)) })),
  }));
  return { routes: answer.sort((a, b) => `${a.from}|${a.to}`.localeCompare(`${b.from}|${b.to}`)) };
}

async function checkPackages(ctx: FareContext, ids: readonly string[]) {
  const offers = await ctx.catalog.offers();
  ids.forEach((id, i) => {
    if (!offers.some((o) => o._id === id)) throw InvalidInputError.field(`ladders.${i}.packageId`, 'fares.noSuchPackage');
  });
}

/** Replaces a route's default ladders and closing rules, audited with what they were; every process forgets its fare book. */
export async function saveRouteFares(ctx: FareContext, body: z.output<typeof fareLaddersBody>, actor: Actor): Promise<FareLaddersAnswer> {
  const { db } = ctx.database;
  for (const field of ['fromId', 'toId'] as const) {
    if (!isUuid(body[field]) || !(await repo.locationExists(db, body[field]))) throw InvalidInputError.field(field, 'fares.noSuchRoute');
  }
  await checkPackages(ctx, body.ladders.map((l) => l.packageId));
  const route = `${body.fromId}|${body.toId}`;
  const book = await loadFareBook(db);
  const before = { ladders: Object.fromEntries(book.route.get(route) ?? []), closing: book.closing.get(route) ?? { loadFactorPercent: null, daysBefore: null } };
  const after = { ladders: Object.fromEntries(body.ladders.filter((l) => l.classes.length > 0).map((l) => [l.packageId, l.classes])), closing: body.closing };
  await db.transaction(async (tx) => {
    await repo.saveRouteFares(tx, body.fromId, body.toId, body.ladders, body.closing);
    await recordAudit(tx, actor, { entity: 'fare-ladder', entityId: route, action: 'update', before, after });
  });
  await ctx.database.announceCatalogChange();
  return listFareLadders(ctx);
}

/** Sets (or with `classes: []` removes) one flight's own ladder for a package, audited; answers its preview. */
export async function saveFlightFares(ctx: FareContext, flightId: string, body: z.output<typeof flightFareClassesBody>, actor: Actor): Promise<FlightFareView> {
  const { db } = ctx.database;
  if (!isUuid(flightId) || !(await repo.findFlightForFares(db, flightId))) throw new NotFoundError('fares.noSuchFlight');
  if (!(await ctx.catalog.offers()).some((o) => o._id === body.packageId)) throw InvalidInputError.field('packageId', 'fares.noSuchPackage');
  const before = (await loadFareBook(db)).flight.get(flightId)?.get(body.packageId) ?? [];
  await db.transaction(async (tx) => {
    await repo.saveFlightLadder(tx, flightId, body.packageId, body.classes);
    await recordAudit(tx, actor, { entity: 'flight', entityId: flightId, action: 'fare-classes', before: { packageId: body.packageId, classes: before }, after: { packageId: body.packageId, classes: body.classes } });
  });
  await ctx.database.announceCatalogChange();
  return flightFares(ctx, flightId);
}

/** A flight's ladders as they sell now for one traveller: each class's seats sold and state (the admin's preview). */
export async function flightFares(ctx: FareContext, flightId: string, travellers = 1, now = new Date()): Promise<FlightFareView> {
  const { db } = ctx.database;
  const f = isUuid(flightId) ? await repo.findFlightForFares(db, flightId) : null;
  if (!f) throw new NotFoundError('fares.noSuchFlight');
  const [book, offers] = await Promise.all([fareBook(ctx.catalog, db), ctx.catalog.offers()]);
  const sales = await repo.classSales(db, [f.id]);
  const closed = closedByRules(closingOf(book, f), f, now);
  return {
    flightId: f.id,
    loadFactorPercent: f.seatCapacity > 0 ? Math.round(((f.seatCapacity - f.seatsLeft) * 100) / f.seatCapacity) : 0,
    daysBeforeDeparture: Math.max(0, Math.floor((f.departsAt.getTime() - now.getTime()) / 86_400_000)),
    packages: offers.map((o) => {
      const ladder = ladderOf(book, f, o._id);
      const base = tierPrice(f, o.tier);
      if (!ladder) return { packageId: o._id, packageName: o.packageName, source: 'none' as const, price: base, open: null, classes: [] };
      const classes = withSales(ladder.classes, sales, f.id, o._id);
      const statuses = classStatuses(classes, travellers, closed);
      const i = statuses.indexOf('open');
      const open = i >= 0 ? classes[i]! : null;
      return {
        packageId: o._id,
        packageName: o.packageName,
        source: ladder.source,
        price: open ? open.price : base,
        open: open ? { code: open.code, seatsAtThisPrice: open.seats - open.sold } : null,
        classes: classes.map((c, k) => ({ ...c, status: statuses[k]! })),
      };
    }),
  };
}

// ---- Promo codes ----

async function promoView(ctx: FareContext, rows: Awaited<ReturnType<typeof repo.listPromos>>): Promise<PromoCodeView[]> {
  const places = await ctx.catalog.places();
  const nameOf = new Map([...places.values()].map((p) => [p.id, p.name]));
  return rows.map(({ p, uses, everUsed, discountGiven }) => ({
    _id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.value,
    validFrom: p.validFrom,
    validTo: p.validTo,
    maxUses: p.maxUses,
    routes: p.routes ? p.routes.map((r) => ({ ...r, from: nameOf.get(r.fromId) ?? '', to: nameOf.get(r.toId) ?? '' })) : null,
    minTravellers: p.minTravellers,
    uses: Number(uses),
    everUsed: Number(everUsed),
    discountGiven: Number(discountGiven),
    disabled: p.disabledAt !== null,
    createdAt: p.createdAt.toISOString(),
  }));
}

export async function listPromoCodes(ctx: FareContext): Promise<PromoCodeView[]> {
  return promoView(ctx, await repo.listPromos(ctx.database.db));
}

export async function createPromoCode(ctx: FareContext, actor: Actor, body: z.output<typeof promoCodeBody>): Promise<PromoCodeView> {
  const { db } = ctx.database;
  for (const [i, r] of (body.routes ?? []).entries()) {
    for (const field of ['fromId', 'toId'] as const) {
      if (!isUuid(r[field]) || !(await repo.locationExists(db, r[field]))) throw InvalidInputError.field(`routes.${i}.${field}`, 'fares.noSuchRoute');
    }
  }
  try {
    await db.transaction(async (tx) => {
      const row = await repo.insertPromo(tx, {
        code: body.code,
        kind: body.kind,
        value: body.value,
        validFrom: body.validFrom,
        validTo: body.validTo,
        maxUses: body.maxUses,
        routes: body.routes && body.routes.length > 0 ? body.routes : null,
        minTravellers: body.minTravellers ?? null,
        createdBy: actor.email,
      });
      await recordAudit(tx, actor, { entity: 'promo-code', entityId: row.id, action: 'create', after: { code: row.code, kind: row.kind, value: row.value, validFrom: row.validFrom, validTo: row.validTo, maxUses: row.maxUses } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateError('promo.duplicate', { code: body.code });
    throw err;
  }
  return (await listPromoCodes(ctx)).find((p) => p.code === body.code)!;
}

export async function disablePromoCode(ctx: FareContext, id: string, actor: Actor): Promise<PromoCodeView> {
  const row = isUuid(id)
    ? await ctx.database.db.transaction(async (tx) => {
        const disabled = await repo.disablePromo(tx, id);
        if (disabled) await recordAudit(tx, actor, { entity: 'promo-code', entityId: id, action: 'disable', after: { code: disabled.code, disabled: true } });
        return disabled;
      })
    : null;
  if (!row) throw new NotFoundError('promo.notFound');
  return (await listPromoCodes(ctx)).find((p) => p._id === id)!;
}

/** Deletes a code nobody has used; a used one is only ever disabled (409). */
export async function deletePromoCode(ctx: FareContext, id: string, actor: Actor): Promise<void> {
  const { db } = ctx.database;
  const row = isUuid(id) ? await repo.promoById(db, id) : null;
  if (!row) throw new NotFoundError('promo.notFound');
  if ((await repo.promoEverUsed(db, row.code)) > 0) throw new ConflictError('promo.usedCannotDelete', { code: row.code });
  await db.transaction(async (tx) => {
    await repo.deletePromo(tx, id);
    await recordAudit(tx, actor, { entity: 'promo-code', entityId: id, action: 'delete', before: { code: row.code } });
  });
}
