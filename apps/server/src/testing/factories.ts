import sharp from 'sharp';
import { createUser, type TestApp } from './test-app.js';

type Auth = { authorization: string };
let n = 0;
const next = () => `${Date.now().toString(36)}${++n}`;
let flightNumbers = Math.floor(Math.random() * 9000);

/** A small real PNG as a data URL. */
export async function pngDataUrl(color = '#1b6ec2', width = 24, height = 16): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function create<T>(t: TestApp, auth: Auth, url: string, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: auth, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

export interface Made {
  _id: string;
  [key: string]: unknown;
}

export const makeLocation = async (t: TestApp, auth: Auth, kind: 'domestic' | 'international' = 'domestic', extra: object = {}) =>
  create<Made & { flightLocationName: string }>(t, auth, `/api/upload-${kind}-flight`, {
    flightLocationName: `Place ${next()}`,
    tickitPrice: '9995',
    locationImage: await pngDataUrl(),
    ...extra,
  });

export const makePilot = (t: TestApp, auth: Auth, name = `Capt. ${next()}`) =>
  create<Made & { pilotName: string }>(t, auth, '/api/upload-pilot-information', { pilotName: name });

export const makeCrew = (t: TestApp, auth: Auth, name = `Crew ${next()}`) =>
  create<Made & { cabinCrewName: string }>(t, auth, '/api/upload-cabin-crew-information', { cabinCrewName: name });

export const makePackage = (t: TestApp, auth: Auth, tier: 'silver' | 'gold' | 'platinum', extra: object = {}) =>
  create<Made & { packageName: string }>(t, auth, '/api/packages-data-upload', {
    packageName: `${tier[0]!.toUpperCase()}${tier.slice(1)} ${next()}`,
    tier,
    bagWeight: tier === 'silver' ? 20 : tier === 'gold' ? 30 : 40,
    packagesPrice: 0,
    packageFacility1: 'Meal on board',
    packageFacility2: '',
    ...extra,
  });

/** A date `days` from today, as YYYY-MM-DD. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A flight between two new places (or the given ones), with its own pilot and crew. */
export async function makeFlight(t: TestApp, auth: Auth, extra: Record<string, unknown> = {}) {
  const from = extra.flightFromCurrentLocation ? null : await makeLocation(t, auth);
  const to = extra.flightToDestinationLocation ? null : await makeLocation(t, auth);
  const pilot = await makePilot(t, auth);
  const crew = await makeCrew(t, auth);
  const day = daysFromNow(10);
  return create<Made & { seatsLeft: number; flightNumber: string }>(t, auth, '/api/upload-flight-information', {
    planeNumber: 'S2-AJA',
    // Unique within this test file's database (a random number met itself on busy days now and then).
    flightNumber: `TM${1000 + (++flightNumbers % 9000)}`,
    flightFromCurrentLocation: from?.flightLocationName,
    flightToDestinationLocation: to?.flightLocationName,
    platinumpackagesPrice: '15000',
    goldPackagesPrice: '12000',
    silverPackagesPrice: '9995',
    flightDepartingDate: day,
    flightDepartingTime: '09:00',
    flightArrivalDate: day,
    flightArrivalTime: '10:00',
    pilotsOfPlaneId: pilot._id,
    cabinCrewId: crew._id,
    ...extra,
  });
}

/** The create body that describes an existing flight. */
export function flightPayload(f: Record<string, unknown>) {
  return {
    planeNumber: f.planeNumber,
    flightNumber: f.flightNumber,
    flightFromCurrentLocation: f.flightFromCurrentLocation,
    flightToDestinationLocation: f.flightToDestinationLocation,
    platinumpackagesPrice: f.platinumpackagesPrice,
    goldPackagesPrice: f.goldPackagesPrice,
    silverPackagesPrice: f.silverPackagesPrice,
    flightDepartingDate: f.flightDepartingDate,
    flightDepartingTime: f.flightDepartingTime,
    flightArrivalDate: f.flightArrivalDate,
    flightArrivalTime: f.flightArrivalTime,
    pilotsOfPlaneId: (f.pilotsOfPlaneId as { _id: string } | null)?._id ?? '',
    cabinCrewId: (f.cabinCrewId as { _id: string } | null)?._id ?? '',
  };
}

type BookingAnswer = import('@tarmac/shared').Booking;

/** Starts a payment of a held booking (as its owner) and answers `{paymentId, redirectUrl}`. */
export async function startPaymentOf(t: TestApp, auth: Auth, pnr: string): Promise<{ paymentId: string; redirectUrl: string }> {
  return create(t, auth, `/api/bookings/${pnr}/payments`, {});
}

/** Ends a TEST MODE payment as the page's button would. */
export async function completeTestPayment(t: TestApp, paymentId: string, outcome: 'paid' | 'failed' | 'cancelled' = 'paid') {
  const res = await t.app.inject({ method: 'POST', url: `/api/payments/test/${paymentId}/complete`, payload: { outcome } });
  if (res.statusCode !== 200) throw new Error(`completing ${paymentId} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { pnr: string; outcome: string; redirectUrl: string } }).data;
}

/** Holds a booking, pays for it with the test provider and answers the booking as its owner then sees it. */
export async function holdAndPay(t: TestApp, auth: Auth, body: object, headers: Record<string, string> = {}): Promise<BookingAnswer> {
  const held = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { ...auth, ...headers }, payload: body });
  if (held.statusCode !== 201) throw new Error(`POST /api/bookings answered ${held.statusCode}: ${held.body}`);
  const { pnr } = (held.json() as { data: BookingAnswer }).data;
  const { paymentId } = await startPaymentOf(t, auth, pnr);
  await completeTestPayment(t, paymentId, 'paid');
  const res = await t.app.inject({ url: `/api/bookings/${pnr}`, headers: auth });
  return res.json() as BookingAnswer;
}

/** Cancels a paid booking as a traveller does: asks for the cancellation quote and confirms it. Answers the cancel's response. */
export async function cancelWithQuote(t: TestApp, auth: Auth, pnr: string) {
  const quote = await t.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/cancellation-quote`, headers: auth });
  if (quote.statusCode !== 200) throw new Error(`the cancellation quote of ${pnr} answered ${quote.statusCode}: ${quote.body}`);
  const { quoteId } = (quote.json() as { data: { quoteId: string } }).data;
  return t.app.inject({ method: 'POST', url: `/api/bookings/${pnr}/cancel`, headers: auth, payload: { quoteId } });
}

/**
 * A new passenger's held booking of one seat on a new flight, with a payment started and left waiting (no callback):
 * what payment reconciliation, the payments list and the metrics look at.
 */
export async function startedPayment(t: TestApp, adminAuth: Auth, packageId: string, name = 'Pat Pending') {
  const who = await createUser(t);
  const flight = await makeFlight(t, adminAuth);
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: who.auth, payload: { legs: [{ flightId: flight._id, packageId }], passengers: [{ name }] } });
  if (res.statusCode !== 201) throw new Error(`POST /api/bookings answered ${res.statusCode}: ${res.body}`);
  const { pnr } = (res.json() as { data: { pnr: string } }).data;
  const { paymentId } = await startPaymentOf(t, who.auth, pnr);
  return { who, pnr, paymentId };
}
