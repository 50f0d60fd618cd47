import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@tarmac/shared';
import { createTestApp, createUser, json, type TestApp } from '../testing/test-app.js';
import { makeFlight, makePackage } from '../testing/factories.js';
import type { Audience } from './auth.js';

/**
 * Every /api route, as the server registers it, with who may call it. A route missing here, or listed
 * here but not registered, fails the test: a new route must state its audience in this table too.
 */
/** `agent` and `otherAgent` work for two travel agencies (`partnerKey` is an API key of the agent's agency); unless a row says otherwise they are answered as a stranger's booking is to `otherPassenger`. */
type Caller = 'stranger' | 'passenger' | 'otherPassenger' | 'admin' | 'agent' | 'otherAgent' | 'partnerKey';
interface Row {
  audience: Audience;
  /** The URL to call when the route has parameters or needs a query. */
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => object;
  /** Exact statuses for owner-only routes; other callers follow the audience's rule. */
  expect?: Partial<Record<Caller, number>>;
}
interface Fixtures {
  passengerId: string;
  /** A held booking the agent's agency sold. */
  agencyPnr: string;
  agencyId: string;
  pnr: string;
  travellerId: string;
  flightId: string;
}
const none = '00000000-0000-4000-8000-000000000000';

const matrix: Record<string, Row> = {
  'GET /api/health': { audience: 'public' },
  'GET /api/ready': { audience: 'public' },
  'GET /api/images/:id': { audience: 'public', url: () => `/api/images/${'0'.repeat(32)}.webp` },
  'POST /api/signup': { audience: 'public' },
  'POST /api/signin': { audience: 'public' },
  // Google sign-in is not configured here: its routes answer 404 with a sentence.
  'GET /api/auth/providers': { audience: 'public', expect: { stranger: 200, admin: 200 } },
  'GET /api/auth/google': { audience: 'public', expect: { stranger: 404, passenger: 404 } },
  'GET /api/auth/google/callback': { audience: 'public', expect: { stranger: 404, passenger: 404 } },
  'POST /api/auth/google/session': { audience: 'public', expect: { stranger: 404, passenger: 404 } },
  'PUT /api/forgot-password-sys-to-sent-email': { audience: 'public' },
  'PUT /api/update-password': { audience: 'public' },
  'GET /api/user-list': { audience: 'admin' },
  'GET /api/user-details': {
    audience: 'user',
    url: (f) => `/api/user-details?id=${f.passengerId}`,
    expect: { passenger: 200, otherPassenger: 403, admin: 200 },
  },
  'PATCH /api/user-update': { audience: 'user', body: (f) => ({ _id: f.passengerId, name: 'Renamed by caller' }) },
  'POST /api/admins': { audience: 'admin' },
  // Staff only: a passenger is refused by the route (403); an admin without a code starts enrolment.
  'POST /api/users/me/totp': { audience: 'user', expect: { passenger: 403, otherPassenger: 403, admin: 200, agent: 200, otherAgent: 200 } },
  'GET /api/admins': { audience: 'admin' },
  'PATCH /api/users/:id/role': { audience: 'admin', url: () => `/api/users/${none}/role` },
  'POST /api/upload-domestic-flight': { audience: 'admin' },
  'GET /api/show-domestic-flight': { audience: 'public' },
  'GET /api/domestic-flights/:id': { audience: 'admin', url: () => `/api/domestic-flights/${none}` },
  'PUT /api/domestic-flights/:id': { audience: 'admin', url: () => `/api/domestic-flights/${none}` },
  'DELETE /api/delete-domestic-flight': { audience: 'admin', url: () => `/api/delete-domestic-flight?id=${none}` },
  'POST /api/upload-international-flight': { audience: 'admin' },
  'GET /api/show-international-flight': { audience: 'public' },
  'GET /api/international-flights/:id': { audience: 'admin', url: () => `/api/international-flights/${none}` },
  'PUT /api/international-flights/:id': { audience: 'admin', url: () => `/api/international-flights/${none}` },
  'DELETE /api/delete-international-flight': { audience: 'admin', url: () => `/api/delete-international-flight?id=${none}` },
  'POST /api/packages-data-upload': { audience: 'admin' },
  'GET /api/packages-data-show': { audience: 'public' },
  'GET /api/packages/:id': { audience: 'admin', url: () => `/api/packages/${none}` },
  'PUT /api/packages/:id': { audience: 'admin', url: () => `/api/packages/${none}` },
  'DELETE /api/packages-data-delete': { audience: 'admin', url: () => `/api/packages-data-delete?id=${none}` },
  'POST /api/upload-pilot-information': { audience: 'admin' },
  'GET /api/show-pilot-list': { audience: 'admin' },
  'GET /api/pilots/:id': { audience: 'admin', url: () => `/api/pilots/${none}` },
  'PUT /api/pilots/:id': { audience: 'admin', url: () => `/api/pilots/${none}` },
  'DELETE /api/delete-pilot-by-id': { audience: 'admin', url: () => `/api/delete-pilot-by-id?id=${none}` },
  'POST /api/upload-cabin-crew-information': { audience: 'admin' },
  'GET /api/show-cabin-crew-list': { audience: 'admin' },
  'GET /api/cabin-crew/:id': { audience: 'admin', url: () => `/api/cabin-crew/${none}` },
  'PUT /api/cabin-crew/:id': { audience: 'admin', url: () => `/api/cabin-crew/${none}` },
  'DELETE /api/delete-cabin-crewby-id': { audience: 'admin', url: () => `/api/delete-cabin-crewby-id?id=${none}` },
  'POST /api/upload-flight-information': { audience: 'admin' },
  'GET /api/show-flight-information-list': { audience: 'admin' },
  'GET /api/flight-information/:id': { audience: 'admin', url: () => `/api/flight-information/${none}` },
  'PUT /api/flight-information/:id': { audience: 'admin', url: () => `/api/flight-information/${none}` },
  'DELETE /api/delete-flight-information': { audience: 'admin', url: () => `/api/delete-flight-information?id=${none}` },
  'POST /api/schedules': { audience: 'admin' },
  'GET /api/admin/audit': { audience: 'admin' },
  'GET /api/admin/reports/sales': { audience: 'admin', url: () => '/api/admin/reports/sales?from=2026-01-01&to=2026-01-31' },
  'GET /api/admin/reports/load-factor': { audience: 'admin', url: () => '/api/admin/reports/load-factor?from=2026-01-01&to=2026-01-31' },
  'GET /api/schedules': { audience: 'admin' },
  'GET /api/schedules/:id': { audience: 'admin', url: () => `/api/schedules/${none}` },
  'PATCH /api/schedules/:id': { audience: 'admin', url: () => `/api/schedules/${none}` },
  'POST /api/travellers': { audience: 'user' },
  'GET /api/travellers': { audience: 'user' },
  'GET /api/travellers/:id': {
    audience: 'user',
    url: (f) => `/api/travellers/${f.travellerId}`,
    expect: { passenger: 200, otherPassenger: 404, admin: 200 },
  },
  'DELETE /api/travellers': {
    audience: 'user',
    url: (f) => `/api/travellers?id=${f.travellerId}`,
    expect: { otherPassenger: 404, passenger: 200, admin: 404 },
  },
  'GET /api/show-search-flight-result': { audience: 'public' },
  'POST /api/show-multi-city-flight-result': { audience: 'public' },
  // Guests may book: a stranger's empty body is refused as input, not for want of an account.
  'POST /api/bookings': { audience: 'public', expect: { stranger: 400 } },
  'GET /api/booking-rules': { audience: 'public' },
  'POST /api/manage-booking': { audience: 'public', expect: { stranger: 400, passenger: 400 } },
  'GET /api/fare-calendar': { audience: 'public' },
  'GET /api/bookings': { audience: 'user' },
  // `booking` routes: the owner, an admin, or a manage-booking token of that booking (manage-booking.test.ts).
  'GET /api/bookings/:pnr': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}`,
    expect: { passenger: 200, otherPassenger: 404, admin: 200 },
  },
  'POST /api/bookings/:pnr/payments': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/payments`,
    expect: { otherPassenger: 404, passenger: 201, admin: 201 },
  },
  'GET /api/bookings/:pnr/ticket.pdf': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/ticket.pdf`,
    // Held, not paid: no ticket yet.
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'GET /api/payments/test/:paymentId': { audience: 'public', url: () => '/api/payments/test/PAYNOSUCHPAYMENT', expect: { stranger: 404, passenger: 404 } },
  'POST /api/payments/test/:paymentId/complete': {
    audience: 'public',
    url: () => '/api/payments/test/PAYNOSUCHPAYMENT/complete',
    body: () => ({ outcome: 'paid' }),
    expect: { stranger: 404, passenger: 404 },
  },
  // Callbacks naming no payment: 400 for anyone (SSLCommerz posts without a session).
  'POST /api/payments/sslcommerz/ipn': { audience: 'public', expect: { stranger: 400 } },
  'POST /api/payments/sslcommerz/success': { audience: 'public', expect: { stranger: 400 } },
  'POST /api/payments/sslcommerz/fail': { audience: 'public', expect: { stranger: 400 } },
  'POST /api/payments/sslcommerz/cancel': { audience: 'public', expect: { stranger: 400 } },
  'POST /api/bookings/:pnr/cancellation-quote': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/cancellation-quote`,
    expect: { otherPassenger: 404, passenger: 200, admin: 200 },
  },
  'POST /api/bookings/:pnr/resend-email': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/resend-email`,
    // Held, not paid: no e-ticket to send yet.
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'POST /api/bookings/:pnr/cancel': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/cancel`,
    expect: { otherPassenger: 404, passenger: 200, admin: 409 },
  },
  // Day of travel: the booking is held (or cancelled above), so checking in is refused after the audience check.
  'GET /api/boarding-pass-key': { audience: 'public', expect: { stranger: 200 } },
  'GET /api/flights/:id/seat-map': { audience: 'public', url: (f) => `/api/flights/${f.flightId}/seat-map`, expect: { stranger: 200 } },
  'GET /api/bookings/:pnr/check-in': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/check-in`,
    expect: { otherPassenger: 404, passenger: 200, admin: 200 },
  },
  'POST /api/bookings/:pnr/check-in': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/check-in`,
    body: () => ({ legIndex: 0, passengers: [{ index: 0 }] }),
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'GET /api/bookings/:pnr/boarding-passes': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/boarding-passes`,
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'GET /api/bookings/:pnr/boarding-pass.pdf': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/boarding-pass.pdf?leg=0&passenger=0`,
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  // Order services (API.md "More than a seat"): offers and adding them are the booking's; the prices the admin's.
  'GET /api/bookings/:pnr/service-offers': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/service-offers`,
    expect: { otherPassenger: 404, passenger: 200, admin: 200 },
  },
  'POST /api/bookings/:pnr/services': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/services`,
    body: () => ({ items: [] }),
    expect: { otherPassenger: 400, passenger: 400, admin: 400 },
  },
  'GET /api/admin/service-prices': { audience: 'admin', expect: { admin: 200 } },
  'PUT /api/admin/service-prices': { audience: 'admin', body: () => ({}), expect: { admin: 400 } },
  // Taxes and VAT receipts (API.md "Trust"): the tax table is the admin's; receipts the booking's (held: none yet).
  'GET /api/admin/taxes': { audience: 'admin', expect: { admin: 200 } },
  'PUT /api/admin/taxes': { audience: 'admin', body: () => ({}), expect: { admin: 400 } },
  'GET /api/bookings/:pnr/receipt.pdf': { audience: 'booking', url: (f) => `/api/bookings/${f.pnr}/receipt.pdf`, expect: { otherPassenger: 404, passenger: 409, admin: 409 } },
  'GET /api/bookings/:pnr/credit-note.pdf': { audience: 'booking', url: (f) => `/api/bookings/${f.pnr}/credit-note.pdf`, expect: { otherPassenger: 404, passenger: 404, admin: 404 } },
  'POST /api/admin/flights/:id/board': { audience: 'admin', url: (f) => `/api/admin/flights/${f.flightId}/board`, body: () => ({ bcbp: 'M1' }), expect: { admin: 400 } },
  'PUT /api/admin/flights/:id/gate': { audience: 'admin', url: (f) => `/api/admin/flights/${f.flightId}/gate`, body: () => ({ gate: '' }), expect: { admin: 200 } },
  'GET /api/admin/cabin-layouts': { audience: 'admin' },
  'POST /api/admin/cabin-layouts': { audience: 'admin', expect: { admin: 400 } },
  'GET /api/admin/cabin-layouts/:id': { audience: 'admin', url: () => `/api/admin/cabin-layouts/${none}`, expect: { admin: 404 } },
  'PUT /api/admin/cabin-layouts/:id': { audience: 'admin', url: () => `/api/admin/cabin-layouts/${none}`, expect: { admin: 400 } },
  'DELETE /api/admin/cabin-layouts/:id': { audience: 'admin', url: () => `/api/admin/cabin-layouts/${none}`, expect: { admin: 404 } },
  // Day of travel: the public status, the admin's change, what a cancelled flight's travellers may do.
  'GET /api/flight-status': {
    audience: 'public',
    url: () => '/api/flight-status?flightNumber=NOSUCH&date=2026-01-01',
    expect: { stranger: 404, passenger: 404, otherPassenger: 404, admin: 404 },
  },
  'PATCH /api/flight-information/:id/status': { audience: 'admin', url: () => `/api/flight-information/${none}/status`, body: () => ({ status: 'departed' }) },
  'GET /api/bookings/:pnr/rebooking-options': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/rebooking-options`,
    expect: { otherPassenger: 404, passenger: 200, admin: 200 },
  },
  // No flight of the booking is cancelled: nothing to move or refund (409) for those who may see it.
  'POST /api/bookings/:pnr/rebook': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/rebook`,
    body: () => ({ legIndex: 0, flightId: none }),
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  // Changing a booking: a flight that does not exist (400), an offer that does not exist (404), no such passenger (400).
  'GET /api/bookings/:pnr/change-options': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/change-options?legIndex=0`,
    // Held, not paid: nothing to change yet.
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'POST /api/bookings/:pnr/change-offers': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/change-offers`,
    body: () => ({ legIndex: 0, flightId: none }),
    expect: { otherPassenger: 404, passenger: 400, admin: 400 },
  },
  'POST /api/bookings/:pnr/changes': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/changes`,
    body: () => ({ offerId: 'CONOSUCHOFFER' }),
    expect: { otherPassenger: 404, passenger: 404, admin: 404 },
  },
  'POST /api/bookings/:pnr/name-correction': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/name-correction`,
    body: () => ({ passengerIndex: 8, firstName: 'Nadia', lastName: 'Karim' }),
    expect: { otherPassenger: 404, passenger: 400, admin: 400 },
  },
  'POST /api/bookings/:pnr/disruption-refund': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.pnr}/disruption-refund`,
    expect: { otherPassenger: 404, passenger: 409, admin: 409 },
  },
  'GET /api/admin/bookings': { audience: 'admin' },
  'GET /api/admin/refunds': { audience: 'admin' },
  'GET /api/admin/payments': { audience: 'admin' },
  'GET /api/admin/payments/attention': { audience: 'admin', expect: { admin: 200 } },
  'GET /api/admin/payments/:paymentId/reconciliation': { audience: 'admin', url: () => '/api/admin/payments/PAYNOSUCHPAYMENT/reconciliation', expect: { admin: 404 } },
  'POST /api/admin/payments/:paymentId/reconcile': { audience: 'admin', url: () => '/api/admin/payments/PAYNOSUCHPAYMENT/reconcile', expect: { admin: 404 } },
  'GET /api/admin/flights/:id/manifest': { audience: 'admin', url: (f) => `/api/admin/flights/${f.flightId}/manifest` },
  'GET /api/admin/flights/:id/manifest.csv': { audience: 'admin', url: (f) => `/api/admin/flights/${f.flightId}/manifest.csv` },
  'GET /api/admin/passengers': { audience: 'admin' },
  'POST /api/contact-messages': { audience: 'public' },
  'GET /api/contact-messages': { audience: 'admin' },
  'POST /api/subscriptions': { audience: 'public' },
  // Fares that move (issue 31).
  'GET /api/admin/fare-ladders': { audience: 'admin' },
  'PUT /api/admin/fare-ladders': { audience: 'admin', expect: { admin: 400 } },
  'GET /api/flight-information/:id/fare-classes': { audience: 'admin', url: (f) => `/api/flight-information/${f.flightId}/fare-classes` },
  'PUT /api/flight-information/:id/fare-classes': { audience: 'admin', url: () => `/api/flight-information/${none}/fare-classes`, expect: { admin: 400 } },
  'GET /api/admin/promo-codes': { audience: 'admin' },
  'POST /api/admin/promo-codes': { audience: 'admin', expect: { admin: 400 } },
  'POST /api/admin/promo-codes/:id/disable': { audience: 'admin', url: () => `/api/admin/promo-codes/${none}/disable`, expect: { admin: 404 } },
  'DELETE /api/admin/promo-codes/:id': { audience: 'admin', url: () => `/api/admin/promo-codes/${none}`, expect: { admin: 404 } },
  'GET /api/admin/reports/fares': { audience: 'admin', url: () => '/api/admin/reports/fares?from=2026-01-01&to=2026-01-31' },
  // Travel agencies (issue 32): the admin's agencies, the agent's own agency, paying from its wallet, consent.
  'POST /api/admin/agencies': { audience: 'admin', expect: { admin: 400 } },
  'GET /api/admin/agencies': { audience: 'admin', expect: { admin: 200 } },
  'GET /api/admin/agencies/:id': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}`, expect: { admin: 200 } },
  'GET /api/admin/agencies/:id/ledger': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/ledger`, expect: { admin: 200 } },
  'POST /api/admin/agencies/:id/suspend': { audience: 'admin', url: () => `/api/admin/agencies/${none}/suspend`, expect: { admin: 404 } },
  'POST /api/admin/agencies/:id/reactivate': { audience: 'admin', url: () => `/api/admin/agencies/${none}/reactivate`, expect: { admin: 404 } },
  'POST /api/admin/agencies/:id/users': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/users`, expect: { admin: 400 } },
  'POST /api/admin/agencies/:id/deposits': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/deposits`, expect: { admin: 400 } },
  'POST /api/admin/agencies/:id/adjustments': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/adjustments`, expect: { admin: 400 } },
  'GET /api/admin/agencies/:id/commission-rules': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/commission-rules`, expect: { admin: 200 } },
  'PUT /api/admin/agencies/:id/commission-rules': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/commission-rules`, expect: { admin: 400 } },
  'GET /api/admin/agencies/:id/statement': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/statement?from=2026-01-01&to=2026-01-31`, expect: { admin: 200 } },
  'POST /api/admin/agencies/:id/api-keys': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/api-keys`, expect: { admin: 400 } },
  'GET /api/admin/agencies/:id/api-keys': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/api-keys`, expect: { admin: 200 } },
  'POST /api/admin/agencies/:id/api-keys/:keyId/revoke': { audience: 'admin', url: (f) => `/api/admin/agencies/${f.agencyId}/api-keys/${none}/revoke`, expect: { admin: 404 } },
  'GET /api/agency': { audience: 'agent', expect: { agent: 200, otherAgent: 200 } },
  'GET /api/agency/ledger': { audience: 'agent', expect: { agent: 200, otherAgent: 200 } },
  'GET /api/agency/bookings': { audience: 'agent', expect: { agent: 200, otherAgent: 200 } },
  'GET /api/agency/statement': { audience: 'agent', url: () => '/api/agency/statement?from=2026-01-01&to=2026-01-31', expect: { agent: 200, otherAgent: 200 } },
  // The agency's own booking: another agency's agent and every passenger find nothing; an admin is no agent.
  'POST /api/bookings/:pnr/pay-from-wallet': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.agencyPnr}/pay-from-wallet`,
    expect: { otherAgent: 404, otherPassenger: 404, passenger: 404, admin: 403, agent: 402 },
  },
  'POST /api/bookings/:pnr/consent-requests': {
    audience: 'booking',
    url: (f) => `/api/bookings/${f.agencyPnr}/consent-requests`,
    expect: { otherAgent: 404, otherPassenger: 404, passenger: 404, admin: 403, agent: 201 },
  },
  'GET /api/promo-codes/:code': { audience: 'public', url: () => '/api/promo-codes/NOSUCH', expect: { stranger: 400, otherPassenger: 400, passenger: 400, admin: 400 } },
};

let t: TestApp;
let users: Record<Exclude<Caller, 'stranger'>, Awaited<ReturnType<typeof createUser>>>;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  users = {
    passenger: await createUser(t, { name: 'Owner' }),
    otherPassenger: await createUser(t, { name: 'Other' }),
    admin: await createUser(t, { role: 'admin' }),
    agent: undefined as never,
    otherAgent: undefined as never,
    partnerKey: undefined as never,
  };
  // Credit enough to hold (an agency holds no more than its wallet can pay); taken back after, so paying is 402.
  const agencyOf = async (registrationNumber: string) =>
    json<{ data: { _id: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: users.admin.auth, payload: { name: registrationNumber, registrationNumber, creditLimit: 100_000, commissionPercent: 5 } }),
    ).data._id;
  const agencyId = await agencyOf('TA-MATRIX-1');
  users.agent = await createUser(t, { role: 'agent', name: 'Agent', agencyId });
  users.otherAgent = await createUser(t, { role: 'agent', name: 'Other agent', agencyId: await agencyOf('TA-MATRIX-2') });
  const key = json<{ data: { key: string } }>(await t.app.inject({ method: 'POST', url: `/api/admin/agencies/${agencyId}/api-keys`, headers: users.admin.auth, payload: { name: 'matrix' } })).data.key;
  users.partnerKey = { ...users.agent, auth: { 'x-api-key': key } as never };
  const flight = await makeFlight(t, users.admin.auth);
  const pkg = await makePackage(t, users.admin.auth, 'silver');
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: users.passenger.auth,
    payload: { legs: [{ flightId: flight._id, packageId: pkg._id }], passengers: [{ name: 'Owner' }] },
  });
  const traveller = await t.app.inject({ method: 'POST', url: '/api/travellers', headers: users.passenger.auth, payload: { name: 'Kid', primaryMobile: '017' } });
  const sold = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: users.agent.auth,
    payload: {
      legs: [{ flightId: flight._id, packageId: pkg._id }],
      passengers: [{ title: 'Ms', firstName: 'Ayesha', lastName: 'Rahman', type: 'adult' }],
      contact: { email: 'traveller@example.com', phone: '+880 1711 000000' },
    },
  });
  expect(sold.statusCode, sold.body).toBe(201);
  const adjusted = await t.app.inject({ method: 'POST', url: `/api/admin/agencies/${agencyId}/adjustments`, headers: users.admin.auth, payload: { amount: -100_000, reason: 'Matrix: no money left' } });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
  fixtures = {
    passengerId: users.passenger.id,
    pnr: json<{ data: Booking }>(booked).data.pnr,
    agencyPnr: json<{ data: Booking }>(sold).data.pnr,
    agencyId,
    travellerId: json<{ data: { _id: string } }>(traveller).data._id,
    flightId: flight._id,
  };
});
afterAll(() => t?.close());

describe('authorization matrix', () => {
  it('lists every registered route, and only those', () => {
    const registered = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(matrix).sort());
    for (const r of t.app.routeTable) expect(r.audience, `${r.method} ${r.url}`).toBe(matrix[`${r.method} ${r.url}`]!.audience);
  });

  // The agents come before the owner, who cancels the held booking.
  const callers: Caller[] = ['stranger', 'otherPassenger', 'agent', 'otherAgent', 'partnerKey', 'passenger', 'admin'];
  it.each(Object.entries(matrix))('%s answers each caller as its audience allows', async (key, row) => {
    const [method, path] = key.split(' ') as [string, string];
    const url = row.url ? row.url(fixtures) : path;
    for (const caller of callers) {
      const headers = caller === 'stranger' ? { authorization: 'Bearer undefined' } : users[caller].auth;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: row.body?.(fixtures) ?? {} }),
      });
      const where = `${caller} → ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      // Answers are JSON (errors too); an image, or the admin's CSV downloads when they succeed.
      expect(res.headers['content-type'], where).toMatch(/json|image|text\/csv/);
      // An agent is a stranger to a passenger's booking and profile: answered as `otherPassenger` unless the row says.
      const asAgent = caller === 'partnerKey' ? row.expect?.agent : undefined;
      const exact = row.expect?.[caller] ?? asAgent ?? (caller === 'agent' || caller === 'otherAgent' || caller === 'partnerKey' ? row.expect?.otherPassenger : undefined);
      if (exact !== undefined) expect(res.statusCode, where).toBe(exact);
      else if (row.audience === 'public') expect([401, 403], where).not.toContain(res.statusCode);
      else if (caller === 'stranger') expect(res.statusCode, where).toBe(401);
      else if (row.audience === 'admin' && caller !== 'admin') expect(res.statusCode, where).toBe(403);
      else if (row.audience === 'agent' && caller !== 'agent' && caller !== 'otherAgent' && caller !== 'partnerKey') expect(res.statusCode, where).toBe(403);
      else expect([401, 403], where).not.toContain(res.statusCode);
    }
  });

  it('never lets one passenger change another’s profile', async () => {
    const victim = await createUser(t, { name: 'Victim' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user-update',
      headers: users.otherPassenger.auth,
      payload: { _id: victim.id, name: 'Intruder' },
    });
    expect(json<{ _id: string }>(res)._id).toBe(users.otherPassenger.id);
    const after = json<{ name: string }>(await t.app.inject({ url: `/api/user-details?id=${victim.id}`, headers: victim.auth }));
    expect(after.name).toBe('Victim');
  });
});
