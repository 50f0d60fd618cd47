import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LegTaxes } from '@tarmac/shared';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-case; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'passenger', 'agent'] }).notNull().default('passenger'),
    /** The travel agency an `agent` works for (issue 32); null for everyone else. */
    agencyId: uuid('agency_id').references((): AnyPgColumn => agencies.id),
    personalPhoneNumber: text('personal_phone_number').notNull().default(''),
    secondaryPhoneNumber: text('secondary_phone_number').notNull().default(''),
    nationalId: text('national_id').notNull().default(''),
    presentAddress: text('present_address').notNull().default(''),
    permanentAddress: text('permanent_address').notNull().default(''),
    profileImageId: text('profile_image_id').references(() => images.id),
    bloodGroup: text('blood_group').notNull().default(''),
    /** Sessions carry this number; raising it (on a password change) ends every older session. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The TOTP secret (base32) of a staff member's authenticator; set at enrolment, confirmed by `totpEnabledAt`. */
    totpSecret: text('totp_secret'),
    /** When the authenticator was confirmed with a first code; null: no second factor. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 hashes of the unused recovery codes. */
    totpRecoveryHashes: jsonb('totp_recovery_hashes').$type<string[]>().notNull().default([]),
    /** The 30-second time step of the last authenticator code accepted: a code is accepted once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The user lists, a page at a time (db/list-page.ts): every sort ends with the id (the role's also serves the
    // lists of one role); the word search by trigrams.
    index('users_role_id_idx').on(t.role, t.id),
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_name_id_idx').on(sql`lower(${t.name})`, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_search_idx').using('gin', sql`(${t.name} || ' ' || ${t.email} || ' ' || ${t.role} || ' ' || ${t.personalPhoneNumber} || ' ' || ${t.nationalId}) gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('admin', 'passenger', 'agent')`),
    // An agent belongs to exactly one agency, and only agents belong to one.
    check('users_agent_agency_check', sql`(${t.role} = 'agent') = (${t.agencyId} is not null)`),
    index('users_agency_idx').on(t.agencyId).where(sql`${t.agencyId} is not null`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** Uploaded images, re-encoded; kept in the database so every app process can serve them. */
export const images = pgTable('images', {
  /** Content hash of the stored bytes plus the extension, e.g. `3f…a1.webp`. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Destinations, domestic or international. Names are unique across both, ignoring case. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['domestic', 'international'] }).notNull(),
    name: text('name').notNull(),
    /** The name in Bangla (ঢাকা); null: Bangla pages and documents write the English name. */
    nameBn: text('name_bn'),
    tickitPrice: integer('tickit_price').notNull(),
    imageId: text('image_id').references(() => images.id),
    iataCode: text('iata_code').notNull().default(''),
    timeZone: text('time_zone').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('locations_name_key').on(sql`lower(${t.name})`),
    index('locations_kind_idx').on(t.kind, t.createdAt),
    check('locations_kind_check', sql`${t.kind} in ('domestic', 'international')`),
    check('locations_price_check', sql`${t.tickitPrice} >= 0`),
  ],
);

/** A fare's rules, on a package and (as sold) on each booking leg. */
const fareRuleColumns = () => ({
  refundable: boolean('refundable').notNull().default(true),
  changeFee: integer('change_fee').notNull().default(0),
  refundFeeBefore: integer('refund_fee_before').notNull().default(0),
  refundFeeWithin: integer('refund_fee_within').notNull().default(0),
});

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tier: text('tier', { enum: ['silver', 'gold', 'platinum'] }).notNull(),
    bagWeight: integer('bag_weight').notNull(),
    price: integer('price').notNull().default(0),
    facility1: text('facility1').notNull().default(''),
    facility2: text('facility2').notNull().default(''),
    /** The name and facilities in Bangla; null: Bangla pages and documents write the English. */
    nameBn: text('name_bn'),
    facility1Bn: text('facility1_bn'),
    facility2Bn: text('facility2_bn'),
    /** Fare rules: whether cancelling gives money back, and the fees (whole taka per seated passenger and flight). */
    ...fareRuleColumns(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('packages_name_key').on(sql`lower(${t.name})`),
    check('packages_tier_check', sql`${t.tier} in ('silver', 'gold', 'platinum')`),
    check('packages_fees_check', sql`${t.changeFee} >= 0 and ${t.refundFeeBefore} >= 0 and ${t.refundFeeWithin} >= 0`),
  ],
);

export const pilots = pgTable('pilots', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ...timestamps,
});

export const cabinCrew = pgTable('cabin_crew', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ...timestamps,
});

/**
 * A route's season: the flights of one flight number on some days of the week between two dates, created
 * together (POST /api/schedules). Its flights refer to it, so a season's future flights can be changed at once.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flightNumber: text('flight_number').notNull(),
    planeNumber: text('plane_number').notNull(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => locations.id),
    toId: uuid('to_id')
      .notNull()
      .references(() => locations.id),
    /** Local times of the airports, HH:MM. */
    departTime: text('depart_time').notNull(),
    arriveTime: text('arrive_time').notNull(),
    /** 0: arrives the day it departs; 1: the next day… */
    arriveDayOffset: integer('arrive_day_offset').notNull().default(0),
    /** ISO days of the week, 1 = Monday … 7 = Sunday. */
    daysOfWeek: integer('days_of_week').array().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    platinumPrice: integer('platinum_price').notNull(),
    goldPrice: integer('gold_price').notNull(),
    silverPrice: integer('silver_price').notNull(),
    seatCapacity: integer('seat_capacity').notNull(),
    ...timestamps,
  },
  (t) => [index('schedules_number_idx').on(t.flightNumber, t.startDate), check('schedules_dates_check', sql`${t.startDate} <= ${t.endDate}`)],
);

/** Scheduled flights. Dates and times are the airports' local ones, as the admin enters them. */
export const flights = pgTable(
  'flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planeNumber: text('plane_number').notNull(),
    flightNumber: text('flight_number').notNull(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => locations.id),
    toId: uuid('to_id')
      .notNull()
      .references(() => locations.id),
    platinumPrice: integer('platinum_price').notNull(),
    goldPrice: integer('gold_price').notNull(),
    silverPrice: integer('silver_price').notNull(),
    departingDate: date('departing_date', { mode: 'string' }).notNull(),
    departingTime: text('departing_time').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    arrivalTime: text('arrival_time').notNull(),
    /** The departure instant (UTC), from the local date, time and the airport's zone: "has it departed?" */
    departsAt: timestamp('departs_at', { withTimezone: true, mode: 'date' }).notNull(),
    pilotId: uuid('pilot_id').references(() => pilots.id),
    cabinCrewId: uuid('cabin_crew_id').references(() => cabinCrew.id),
    seatCapacity: integer('seat_capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    /** The season it was created with (POST /api/schedules); null for a flight entered on its own. */
    scheduleId: uuid('schedule_id').references(() => schedules.id),
    /** The day of travel: scheduled → delayed → departed → arrived, or cancelled (the admin sets it). */
    status: text('status', { enum: ['scheduled', 'delayed', 'cancelled', 'departed', 'arrived'] }).notNull().default('scheduled'),
    /** The expected departure instant of a delayed flight; null: as scheduled. */
    estimatedDepartsAt: timestamp('estimated_departs_at', { withTimezone: true, mode: 'date' }),
    /** Why the flight is delayed or cancelled, as the passengers are told. */
    statusReason: text('status_reason').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('flights_schedule_idx').on(t.scheduleId, t.departsAt),
    // The back office's paged list: newest first (the default) and by departure, ties broken by id.
    index('flights_departs_idx').on(t.departsAt, t.id),
    index('flights_created_id_idx').on(t.createdAt, t.id),
    index('flights_route_day_idx').on(t.fromId, t.toId, t.departingDate),
    index('flights_created_idx').on(t.createdAt),
    // The flight list's sorts by plane, capacity and price (seats left has none: every hold writes it, and an index
    // on it would make each of those writes an index write too).
    index('flights_plane_id_idx').on(t.planeNumber, t.id),
    index('flights_capacity_id_idx').on(t.seatCapacity, t.id),
    index('flights_silver_price_id_idx').on(t.silverPrice, t.id),
    // The gate's look-up by day and the flight list by departing date.
    index('flights_departing_date_idx').on(t.departingDate, t.id),
    // The load-factor report's period, in its order, with every column it reads from a flight: read from the index
    // alone, neither the table's rows (scattered over a page each) nor a sort. seats_left, written by every hold, is
    // not in it, so those updates stay heap-only.
    index('flights_report_idx').on(t.departingDate, t.departsAt, t.flightNumber, t.id, t.fromId, t.toId, t.seatCapacity),
    index('flights_pilot_idx').on(t.pilotId),
    index('flights_crew_idx').on(t.cabinCrewId),
    index('flights_to_idx').on(t.toId),
    uniqueIndex('flights_number_day_key').on(t.flightNumber, t.departingDate),
    check('flights_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatCapacity}`),
    check('flights_prices_check', sql`${t.platinumPrice} >= 0 and ${t.goldPrice} >= 0 and ${t.silverPrice} >= 0`),
    check('flights_route_check', sql`${t.fromId} <> ${t.toId}`),
    check('flights_status_check', sql`${t.status} in ('scheduled', 'delayed', 'cancelled', 'departed', 'arrived')`),
  ],
);

/** Travellers a signed-in user saved, to pick when booking. */
export const travellers = pgTable(
  'travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    primaryMobile: text('primary_mobile').notNull(),
    secondaryMobile: text('secondary_mobile').notNull().default(''),
    bloodGroup: text('blood_group').notNull().default(''),
    weightKg: integer('weight_kg'),
    // Issue 35: what a booking asks of a passenger; '' when not saved.
    title: text('title').notNull().default(''),
    dateOfBirth: text('date_of_birth').notNull().default(''),
    passportNumber: text('passport_number').notNull().default(''),
    passportExpiry: text('passport_expiry').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('travellers_user_idx').on(t.userId, t.createdAt)],
);

/** Ticket numbers: the airline's 3-digit prefix and the next value of this sequence, 13 digits in all. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 1000000, increment: 1 });

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pnr: text('pnr').notNull(),
    /** The account that booked; null for a guest booking (reached through manage booking). */
    userId: uuid('user_id').references(() => users.id),
    /** Who is told about the booking (the e-ticket goes here); a guest booking belongs to this e-mail. */
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** held → ticketed → cancelled, or held → expired | cancelled; every change is a booking_events row. */
    status: text('status', { enum: ['held', 'ticketed', 'expired', 'cancelled'] }).notNull().default('held'),
    travellers: integer('travellers').notNull(),
    total: integer('total').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Until when a held booking may be paid; after it the hold expires and the seats return to sale. */
    payBy: timestamp('pay_by', { withTimezone: true, mode: 'date' }).notNull(),
    ticketedAt: timestamp('ticketed_at', { withTimezone: true, mode: 'date' }),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The language the booking was made in: its mails and documents are written in it (docs/decisions/020). */
    language: text('language', { enum: ['en', 'bn'] }).notNull().default('en'),
    /** A hash of the request that made the booking: its Idempotency-Key replays only that same request. */
    requestFingerprint: text('request_fingerprint'),
    /**
     * A guest's mailbox and phone as the hold limits count them (bookings/guest-owner.ts): the contact e-mail
     * without case, `+tag` and gmail's dots, and the phone's digits. Null for an account's booking.
     */
    guestMailbox: text('guest_mailbox'),
    guestPhone: text('guest_phone'),
    /** The client address the hold came from, while the per-address hold limit is on (HOLD_MAX_PER_IP). */
    clientAddress: text('client_address'),
    /** The promo code the booking used (issue 31); its `discount` (whole taka) is already taken off `total`. */
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    /** When the "hold ends in 5 minutes" SMS was written (issue 33): written once per hold. */
    holdReminderAt: timestamp('hold_reminder_at', { withTimezone: true, mode: 'date' }),
    /** The travel agency that sold the booking (its agent booked it; issue 32); null for the site's own sales. */
    agencyId: uuid('agency_id').references((): AnyPgColumn => agencies.id),
  },
  (t) => [
    uniqueIndex('bookings_pnr_key').on(t.pnr),
    // The guests' hold limits: the holds of one mailbox, or of one phone number.
    index('bookings_guest_mailbox_idx').on(t.guestMailbox).where(sql`${t.userId} is null`),
    index('bookings_guest_phone_idx').on(t.guestPhone).where(sql`${t.userId} is null`),
    // The per-address hold limit: the holds one address made in the last hour.
    index('bookings_client_address_idx').on(t.clientAddress, t.createdAt).where(sql`${t.clientAddress} is not null`),
    uniqueIndex('bookings_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('bookings_guest_idempotency_key').on(t.contactEmail, t.idempotencyKey).where(sql`${t.userId} is null`),
    // The guest hold limit's question: how many holds this e-mail has.
    index('bookings_guest_hold_idx').on(t.contactEmail).where(sql`${t.userId} is null and ${t.status} = 'held'`),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    // The admin's bookings, a page at a time: newest first, by status, the word search (reference, status, contact
    // e-mail) by trigrams; the passengers list's accounts with a ticket; the sales report's days by ticketing time.
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
    index('bookings_total_idx').on(t.total, t.id),
    // The admin's other sorts of the bookings (by reference, status, party size), a page at a time.
    index('bookings_pnr_id_idx').on(t.pnr, t.id),
    index('bookings_status_id_idx').on(t.status, t.id),
    index('bookings_travellers_id_idx').on(t.travellers, t.id),
    index('bookings_search_idx').using('gin', sql`(${t.pnr} || ' ' || ${t.status} || ' ' || ${t.contactEmail}) gin_trgm_ops`),
    index('bookings_ticketed_user_idx').on(t.userId).where(sql`${t.status} = 'ticketed'`),
    // (with what the report sums, so a period is read from the index alone)
    index('bookings_ticketed_at_idx').on(t.ticketedAt, t.id, t.travellers, t.total).where(sql`${t.ticketedAt} is not null`),
    // The expiry sweep's only question: which holds are overdue.
    index('bookings_hold_expiry_idx').on(t.payBy).where(sql`${t.status} = 'held'`),
    check('bookings_status_check', sql`${t.status} in ('held', 'ticketed', 'expired', 'cancelled')`),
    check('bookings_travellers_check', sql`${t.travellers} between 1 and 9`),
    // A promo code's live uses, counted under its lock by the hold.
    index('bookings_promo_code_idx').on(t.promoCode, t.status).where(sql`${t.promoCode} is not null`),
    check('bookings_language_check', sql`${t.language} in ('en', 'bn')`),
    index('bookings_agency_idx').on(t.agencyId, t.createdAt, t.id).where(sql`${t.agencyId} is not null`),
  ],
);

/** Every status change of a booking, written in the transaction that makes it; never updated or deleted. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** Null for the creation of the booking. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/** One attempt to pay for a booking, with the provider's word on it. Amounts are whole taka. */
export const payments = pgTable(
  'payments',
  {
    /** Our payment id (SSLCommerz's tran_id): "PAY" and 20 random characters. */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['started', 'paid', 'failed', 'cancelled', 'refused'] }).notNull().default('started'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    /** The provider's reference of the money movement (SSLCommerz bank_tran_id); refunds need it. */
    providerRef: text('provider_ref'),
    /** The provider's session (SSLCommerz sessionkey). */
    sessionRef: text('session_ref'),
    /** The provider's last answer about this payment, for support. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /** Why the payment is failed, cancelled or refused. */
    reason: text('reason'),
    /** Set when the payment pays a change of flight (its offer, `change_offers.id`) rather than the booking's fare. */
    changeOfferId: text('change_offer_id'),
    /** Times reconciliation asked the provider about this payment while no callback settled it, and when it last did. */
    checks: integer('checks').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    // Payments by status and age: the pending ones (metrics, reconciliation) and the admin's payments list.
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_created_id_idx').on(t.createdAt, t.id),
    check('payments_status_check', sql`${t.status} in ('started', 'paid', 'failed', 'cancelled', 'refused')`),
  ],
);

/** Money given back for a payment. Amounts are whole taka. */
export const refunds = pgTable(
  'refunds',
  {
    /** Our refund id, at most 30 characters: the provider treats a retry with the same id as the same refund. */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    /**
     * requested (recorded, the provider not yet asked or to be asked again) → processing (the provider took it) →
     * done, or failed (the provider refused it every time it was asked: an admin sees it).
     */
    status: text('status', { enum: ['requested', 'processing', 'done', 'failed'] }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The provider's id of the refund, to ask where a processing one stands. */
    providerRef: text('provider_ref'),
    /** Times the provider refused it (it is asked again until REFUND_MAX_ATTEMPTS). */
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last word on a refusal, for the admin. */
    lastError: text('last_error'),
    /** When the money should be back: 7 days after the request for cards, 20 for other methods. */
    expectedBy: timestamp('expected_by', { withTimezone: true, mode: 'date' }).notNull().default(sql`now() + interval '20 days'`),
    ...timestamps,
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId, t.createdAt),
    index('refunds_open_idx').on(t.updatedAt).where(sql`${t.status} in ('requested', 'processing')`),
    index('refunds_failed_idx').on(t.updatedAt).where(sql`${t.status} = 'failed'`),
    // The sales report's refunds of a period, read from the index alone (it holds what the report sums).
    index('refunds_created_idx').on(t.createdAt, t.status, t.amount),
    check('refunds_status_check', sql`${t.status} in ('requested', 'processing', 'done', 'failed')`),
  ],
);

/** One flight of a booking, with the package and the price charged (from our data, at booking time). */
export const bookingLegs = pgTable(
  'booking_legs',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    legIndex: integer('leg_index').notNull(),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    packageName: text('package_name').notNull(),
    /** The adult fare; other passengers pay their `fare_percent` of it. */
    packagePrice: integer('package_price').notNull(),
    /** The package's bag and fare rules when booked: they hold for this booking. */
    bagWeight: integer('bag_weight').notNull().default(0),
    ...fareRuleColumns(),
    /** Set when this leg alone was cancelled (a partial cancellation): its seats went back, its tickets are void. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** The booking class sold (issue 31: one letter of the flight's ladder); null: the package's own price. */
    fareClass: text('fare_class'),
    /** The fare basis printed on the ticket (class letter and package); null without a class. */
    fareBasis: text('fare_basis'),
    /** The taxes inside this leg's fares (zone, VAT %, excise, embarkation), kept at hold time: later rates never move them. */
    taxes: jsonb('taxes').$type<LegTaxes>(),
    /** When the "check-in is open" SMS of this leg was written (issue 33): written once per leg. */
    checkInSmsAt: timestamp('check_in_sms_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.legIndex] }),
    index('booking_legs_flight_idx').on(t.flightId),
    index('booking_legs_package_idx').on(t.packageId),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    /** "First Last" (the spec's traveller name). */
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    type: text('type', { enum: ['adult', 'child', 'infant'] }).notNull().default('adult'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    nationality: text('nationality'),
    /** The share of each leg's adult fare this passenger pays (100 adult, 75 child, 10 infant by default). */
    farePercent: integer('fare_percent').notNull().default(100),
    /** Set when this passenger alone was cancelled (a partial cancellation): their seats went back, their tickets are void. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.passengerIndex] }),
    index('booking_passengers_last_name_idx').on(sql`lower(${t.lastName})`),
    // The admin's booking search by a passenger's name.
    index('booking_passengers_name_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('booking_passengers_type_check', sql`${t.type} in ('adult', 'child', 'infant')`),
  ],
);

/** What cancelling a booking gives back, quoted for a few minutes and confirmed at most once. */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The booking's status when quoted: a quote of a held booking does not cancel a paid one. */
    bookingStatus: text('booking_status').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    fee: integer('fee').notNull(),
    /** A partial cancellation: the passengers and legs it cancels (infants going with their adults included); null: the whole booking. */
    passengers: jsonb('passengers').$type<number[]>(),
    legs: jsonb('legs').$type<number[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cancellation_quotes_booking_idx').on(t.bookingId)],
);

export const tickets = pgTable(
  'tickets',
  {
    number: text('number')
      .primaryKey()
      .default(sql`'997' || lpad(nextval('ticket_number_seq')::text, 10, '0')`),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    legIndex: integer('leg_index').notNull(),
  },
  (t) => [uniqueIndex('tickets_seat_key').on(t.bookingId, t.passengerIndex, t.legIndex)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull().default(''),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The list's sorts, each ending with the id (db/list-page.ts).
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_username_id_idx').on(sql`lower(${t.username})`, t.id),
    index('contact_messages_email_id_idx').on(t.email, t.id),
    index('contact_messages_search_idx').using('gin', sql`(${t.username} || ' ' || ${t.phone} || ' ' || ${t.email} || ' ' || ${t.message}) gin_trgm_ops`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    email: text('email').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
);

/** A document attached to an outbox mail, made when the mail is sent by the builder registered for `kind`. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Which registered builder makes the bytes, e.g. `ticket-pdf`. */
  kind: string;
  /** What the builder makes them from, e.g. a booking id. */
  ref: string;
}

/**
 * A mail body made when the mail is sent, by the builder registered for `kind`, from `ref` (e.g. the e-ticket
 * mail from a booking id): the transaction that writes the mail need not read what the body says.
 */
export interface OutboxBody {
  kind: string;
  ref: string;
}

/**
 * Mail waiting to leave (the transactional outbox): written in the transaction of the change it reports,
 * so it exists if and only if that change committed, and sent after commit by the deliver-mail job.
 * `next_attempt_at` is null once the mail is sent or given up; the body is cleared once sent, since it may
 * carry a link with a secret token.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Set when the body (text and html) is made at sending time; `text` is then empty until it is. */
    body: jsonb('body').$type<OutboxBody>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Deliveries started (a claim counts, so a crash in the middle counts too). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Who changed what, when (admin writes and booking state changes), written in the transaction of the change.
 * Append-only: a trigger refuses UPDATE and DELETE of its rows, and no API writes it but the one helper.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The user who made the change; null for the system (jobs, payment callbacks, the seed). */
    actorId: uuid('actor_id'),
    /** The actor's e-mail at the time (kept even if the user changes it), or 'system'. */
    actorEmail: text('actor_email').notNull(),
    /** e.g. flight, schedule, location, package, pilot, cabin-crew, user, booking. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** create, update, delete, role, status… */
    action: text('action').notNull(),
    /** The changed fields' values before and after (create: before is null; delete: after is null). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    // Newest first a page at a time, of everything or of one kind of entity; the actor found by part of the e-mail.
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.at, t.id),
    // One entity's entries (a booking found by its PNR, issue 35), newest first.
    index('audit_log_entity_id_idx').on(t.entityId, t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_actor_email_idx').using('gin', sql`${t.actorEmail} gin_trgm_ops`),
  ],
);

/** A cabin layout per plane type (admin): rows, seat letters with `-` for aisles, special rows, blocked seats. */
export const cabinLayouts = pgTable(
  'cabin_layouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
    letters: text('letters').notNull(),
    extraLegroomRows: integer('extra_legroom_rows').array().notNull().default(sql`'{}'`),
    exitRows: integer('exit_rows').array().notNull().default(sql`'{}'`),
    blockedSeats: text('blocked_seats').array().notNull().default(sql`'{}'`),
    /** Seats with a bassinet position: a flight takes as many BSCT requests as its layout has. */
    bassinetSeats: text('bassinet_seats').array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [uniqueIndex('cabin_layouts_name_key').on(sql`lower(${t.name})`), check('cabin_layouts_rows_check', sql`${t.rows} between 1 and 99`)],
);

/** Which layout a plane (by its number, as flights name it) flies; a plane not listed flies the default layout. */
export const planes = pgTable('planes', {
  planeNumber: text('plane_number').primaryKey(),
  layoutId: uuid('layout_id')
    .notNull()
    .references(() => cabinLayouts.id, { onDelete: 'cascade' }),
});

/** A flight's day-of-travel row: the last check-in sequence given (raised atomically) and the gate once known. */
export const flightCheckIn = pgTable(
  'flight_check_in',
  {
    flightId: uuid('flight_id')
      .primaryKey()
      .references(() => flights.id, { onDelete: 'cascade' }),
    lastSequence: integer('last_sequence').notNull().default(0),
    gate: text('gate'),
  },
  (t) => [check('flight_check_in_sequence_check', sql`${t.lastSequence} >= 0`)],
);

/**
 * A checked-in passenger on one flight of a booking. The database is the arbiter of seats: one seat per flight
 * (a lap infant has none), one row per passenger and flight, one sequence number per flight.
 */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    legIndex: integer('leg_index').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    /** `12A`; null for an infant on an adult's lap. */
    seat: text('seat'),
    sequence: integer('sequence').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    boardedAt: timestamp('boarded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('seat_assignments_seat_key').on(t.flightId, t.seat),
    uniqueIndex('seat_assignments_passenger_key').on(t.flightId, t.bookingId, t.passengerIndex),
    uniqueIndex('seat_assignments_sequence_key').on(t.flightId, t.sequence),
    index('seat_assignments_booking_idx').on(t.bookingId, t.legIndex),
  ],
);

/**
 * A ticket number that no longer stands (its leg moved to another flight, its passenger or leg was cancelled):
 * moved out of `tickets` in the transaction of that change, never reused, kept for the record.
 */
export const voidedTickets = pgTable(
  'voided_tickets',
  {
    number: text('number').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerIndex: integer('passenger_index').notNull(),
    legIndex: integer('leg_index').notNull(),
    /** The change that voided it (`booking_changes.id`). */
    changeId: uuid('change_id'),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('voided_tickets_booking_idx').on(t.bookingId)],
);

/**
 * An offer to move one leg of a ticketed booking to another flight (API.md "Changing a booking"): priced when made,
 * holding the new flight's seats while `open` (until `expires_at`), then `accepted` (the leg moved), or `expired` /
 * `superseded` (a newer offer for the same leg), its seats given back. Only the booking lifecycle writes it.
 */
export const changeOffers = pgTable(
  'change_offers',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    legIndex: integer('leg_index').notNull(),
    fromFlightId: uuid('from_flight_id')
      .notNull()
      .references(() => flights.id),
    toFlightId: uuid('to_flight_id')
      .notNull()
      .references(() => flights.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    packageName: text('package_name').notNull(),
    /** The new flight's adult fare of the package; the leg keeps the higher of it and what was paid. */
    packagePrice: integer('package_price').notNull(),
    bagWeight: integer('bag_weight').notNull().default(0),
    ...fareRuleColumns(),
    /** Seats it holds on the new flight while open: the booking's seated travellers. */
    seats: integer('seats').notNull(),
    /** The booking class of the new flight it was priced in (issue 31; the leg takes it); null: the package's own price. */
    fareClass: text('fare_class'),
    fareBasis: text('fare_basis'),
    fareDifference: integer('fare_difference').notNull(),
    /** The change fee charged: the old leg's rule times the seated passengers. */
    changeFeeTotal: integer('change_fee_total').notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'expired', 'superseded'] }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('change_offers_booking_idx').on(t.bookingId, t.legIndex),
    // The sweep's question: which open offers ran out.
    index('change_offers_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('change_offers_status_check', sql`${t.status} in ('open', 'accepted', 'expired', 'superseded')`),
    check('change_offers_money_check', sql`${t.fareDifference} >= 0 and ${t.changeFeeTotal} >= 0 and ${t.total} = ${t.fareDifference} + ${t.changeFeeTotal}`),
  ],
);

/**
 * What changed in a booking after it was made, by whom (API.md "Changing a booking"): a flight change, a name
 * correction, a partial cancellation. Append-only, written in the transaction of the change; `booking.changes[]`.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['flight', 'name', 'cancellation'] }).notNull(),
    /** The user who made it; null for the system (a payment callback). */
    actorId: uuid('actor_id'),
    /** The actor's e-mail at the time, `manage-booking` for a manage token, or `system`. */
    actorEmail: text('actor_email').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** What was paid for it (flight change) or refunded (cancellation), whole taka. */
    amount: integer('amount').notNull().default(0),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId, t.at),
    check('booking_changes_kind_check', sql`${t.kind} in ('flight', 'name', 'cancellation')`),
  ],
);

/**
 * Seats sold and what they were sold for, per flight and package: the active legs of ticketed bookings (travellers
 * each, at the leg's package price). Kept by the order's transitions in their transactions (bookings/lifecycle.ts,
 * reports/figures.ts), so the load-factor report reads a row per flight instead of every leg sold.
 */
export const flightFigures = pgTable(
  'flight_figures',
  {
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    packageName: text('package_name').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.packageName] })],
);

/**
 * Seats sold per booking class of a flight's package (issue 31): the travellers of the live legs in the class (booking
 * held or ticketed, leg not cancelled) and the seats of the open change offers priced in it. Kept by the hold function
 * (bookings/sql/hold.sql, under the flight's lock) and by the order's other transitions (reports/figures.ts), so the
 * hold's lowest open class is a read of a few rows instead of a sum over the flight's legs.
 */
export const fareClassSales = pgTable(
  'fare_class_sales',
  {
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').notNull(),
    fareClass: text('fare_class').notNull(),
    seats: integer('seats').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.packageId, t.fareClass] })],
);

/**
 * Sales per day (in the airline's zone) of the day a booking was ticketed: bookings, their seats (travellers × active
 * legs) and totals. Kept like flight_figures, so a year of sales is 365 rows.
 */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  bookings: integer('bookings').notNull().default(0),
  seats: integer('seats').notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
});
/** One booking class of a ladder: a letter, the adult price, and how many seats sell at it at most. */
export interface FareClassRow {
  code: string;
  price: number;
  seats: number;
}

/**
 * Booking-class ladders (issue 31), cheapest class first: a route's default for a package (`flight_id` null, the
 * route's from and to set) or one flight's own for a package (`flight_id` set, replacing the route's).
 */
export const fareLadders = pgTable(
  'fare_ladders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id').references(() => locations.id, { onDelete: 'cascade' }),
    toId: uuid('to_id').references(() => locations.id, { onDelete: 'cascade' }),
    flightId: uuid('flight_id').references(() => flights.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    classes: jsonb('classes').$type<FareClassRow[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fare_ladders_flight_key').on(t.flightId, t.packageId).where(sql`${t.flightId} is not null`),
    uniqueIndex('fare_ladders_route_key').on(t.fromId, t.toId, t.packageId).where(sql`${t.flightId} is null`),
    check('fare_ladders_scope_check', sql`(${t.flightId} is not null) or (${t.fromId} is not null and ${t.toId} is not null)`),
  ],
);

/**
 * A route's closing rules: every class but the dearest closes once the flight's load factor reaches
 * `load_factor_percent`, or when fewer than `days_before` days are left before departure (null: no such rule).
 */
export const fareClosingRules = pgTable(
  'fare_closing_rules',
  {
    fromId: uuid('from_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    loadFactorPercent: integer('load_factor_percent'),
    daysBefore: integer('days_before'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId] })],
);

/** Promo codes (issue 31): a percent or an amount off a booking, between two dates, at most `max_uses` live bookings. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    maxUses: integer('max_uses').notNull(),
    /** Routes it applies to ([{fromId, toId}]); null: every route. */
    routes: jsonb('routes').$type<{ fromId: string; toId: string }[]>(),
    minTravellers: integer('min_travellers'),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/** Service documents (EMDs): the airline's 3-digit prefix and the next value of this sequence, 13 digits in all. */
export const serviceDocumentSeq = pgSequence('service_document_seq', { startWith: 5000000000, increment: 1 });

/**
 * A service of an order (API.md "More than a seat"): a seat chosen ahead, an extra bag, a meal or assistance, for
 * one passenger on one leg, priced by the server. held (taken with the hold, or added after ticketing and not yet
 * paid) → issued (paid, or free; its document number given) → cancelled or refunded. A seat held or issued is one
 * traveller's: the unique index on (flight, seat) is the arbiter, with check-in's own (seat_assignments).
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id),
    legIndex: integer('leg_index').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['seat', 'bag', 'meal', 'assistance'] }).notNull(),
    seat: text('seat'),
    price: integer('price').notNull(),
    status: text('status', { enum: ['held', 'issued', 'cancelled', 'refunded'] }).notNull().default('held'),
    /** The EMD: 13 digits, given when the service is issued. */
    documentNumber: text('document_number'),
    /** The payment started for this service after ticketing (its settlement issues it). */
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('booking_services_seat_key').on(t.flightId, t.seat).where(sql`${t.seat} is not null and ${t.status} in ('held', 'issued')`),
    uniqueIndex('booking_services_one_seat_key').on(t.bookingId, t.legIndex, t.passengerIndex).where(sql`${t.kind} = 'seat' and ${t.status} in ('held', 'issued')`),
    uniqueIndex('booking_services_document_key').on(t.documentNumber),
    index('booking_services_booking_idx').on(t.bookingId),
    index('booking_services_flight_idx').on(t.flightId, t.kind).where(sql`${t.status} in ('held', 'issued')`),
    index('booking_services_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    index('booking_services_issued_idx').on(t.issuedAt).where(sql`${t.issuedAt} is not null`),
    check('booking_services_kind_check', sql`${t.kind} in ('seat', 'bag', 'meal', 'assistance')`),
    check('booking_services_status_check', sql`${t.status} in ('held', 'issued', 'cancelled', 'refunded')`),
    check('booking_services_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * What services cost (admin): a seat by its kind per package tier (platinum seats are free), an extra bag block
 * per route (from_id and to_id null: any route without its own price), a meal.
 */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['seat', 'bag', 'meal'] }).notNull(),
    /** seat: standard | front | extraLegroom; bag: XBAG5 | XBAG10 | XBAG20; meal: its code. */
    code: text('code').notNull(),
    tier: text('tier'),
    fromId: uuid('from_id').references(() => locations.id, { onDelete: 'cascade' }),
    toId: uuid('to_id').references(() => locations.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_prices_key').on(t.kind, t.code, sql`coalesce(${t.tier}, '')`, sql`coalesce(${t.fromId}::text, '')`, sql`coalesce(${t.toId}::text, '')`),
    check('service_prices_price_check', sql`${t.price} >= 0`),
    check('service_prices_kind_check', sql`${t.kind} in ('seat', 'bag', 'meal')`),
  ],
);

/**
 * The tax table (issue 33): VAT, excise duty by zone and the embarkation fee, each row in force from its day (Dhaka)
 * until the next row's. Admins add rows for today or later; a booking keeps the rates of the day it was held.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    effectiveFrom: date('effective_from', { mode: 'string' }).primaryKey(),
    /** VAT in hundredths of a percent (1500 = 15 %). */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    exciseDomestic: integer('excise_domestic').notNull(),
    exciseSaarc: integer('excise_saarc').notNull(),
    exciseAsia: integer('excise_asia').notNull(),
    embarkationFee: integer('embarkation_fee').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_rates_vat_check', sql`${t.vatBasisPoints} between 0 and 10000`),
    check('tax_rates_amounts_check', sql`least(${t.exciseDomestic}, ${t.exciseSaarc}, ${t.exciseAsia}, ${t.embarkationFee}) >= 0`),
  ],
);

/**
 * The document numbers that must have no gaps (Mushak 6.3 receipts, credit notes): one row per series, its last
 * number taken by an UPDATE under the row's lock in the transaction that writes the document, so a rolled-back
 * transaction gives its number back (a PostgreSQL sequence would not).
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A ticketed booking's VAT receipt number (Mushak 6.3), given in the ticketing transaction; never reused. */
export const vatReceipts = pgTable('vat_receipts', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  number: integer('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A refund's credit note (Mushak 6.7 style), numbered from its own series, referencing the booking's receipt. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    refundId: text('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().unique(),
    receiptNumber: integer('receipt_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_booking_idx').on(t.bookingId)],
);

// ---- Travel agencies (issue 32, API.md "Travel agencies (B2B)") ----

/** A licensed travel agency selling the carrier's tickets from a wallet it deposits into. */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The licence number the Travel Agency Registration and Control ordinance gives it: printed on its tickets. */
    registrationNumber: text('registration_number').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** How far below zero its wallet may go (whole taka). */
    creditLimit: integer('credit_limit').notNull().default(0),
    /** Its commission on a sale, in hundredths of a percent (7.5 % = 750). */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agencies_registration_key').on(sql`lower(${t.registrationNumber})`),
    index('agencies_created_id_idx').on(t.createdAt, t.id),
    check('agencies_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('agencies_credit_check', sql`${t.creditLimit} >= 0`),
    check('agencies_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
  ],
);

/**
 * An agency's commission where it differs from its own percent (issue 32 with the fares of issue 31): for a route
 * (both places, or none: every route), a booking class (or none: every class) and the days of sale it holds for
 * (either end open). A leg earns the most specific rule in force on the day it is paid for; no rule: the agency's percent.
 */
export const agencyCommissionRules = pgTable(
  'agency_commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    fromId: uuid('from_id').references(() => locations.id),
    toId: uuid('to_id').references(() => locations.id),
    fareClass: text('fare_class'),
    /** Hundredths of a percent, as the agency's own. */
    basisPoints: integer('basis_points').notNull(),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_commission_rules_agency_idx').on(t.agencyId),
    check('agency_commission_rules_points_check', sql`${t.basisPoints} between 0 and 10000`),
    check('agency_commission_rules_route_check', sql`(${t.fromId} is null) = (${t.toId} is null)`),
  ],
);

/**
 * An agency's wallet as a ledger: every deposit, sale, commission, refund and adjustment is a row, only ever
 * inserted (a trigger refuses UPDATE and DELETE); the balance is their sum. Credits are positive, debits negative.
 */
export const agencyLedger = pgTable(
  'agency_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind', { enum: ['deposit', 'sale', 'commission', 'refund', 'adjustment'] }).notNull(),
    amount: integer('amount').notNull(),
    /** The deposit's bank or receipt reference; for other kinds, what the entry is for. */
    reference: text('reference').notNull().default(''),
    bookingId: uuid('booking_id').references(() => bookings.id),
    paymentId: text('payment_id').references(() => payments.id),
    refundId: text('refund_id').references(() => refunds.id),
    /** Who made the entry (the admin of a deposit, the agent of a sale); null for the system. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_ledger_agency_idx').on(t.agencyId, t.id),
    index('agency_ledger_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    check('agency_ledger_kind_check', sql`${t.kind} in ('deposit', 'sale', 'commission', 'refund', 'adjustment')`),
    check('agency_ledger_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A code sent to a booking's contact: the traveller's consent to an agent's cancellation (6 digits, hashed). */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('consent_requests_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * A partner's API key (issue 32): `X-Api-Key` acts as its agency, through the agent account made with it. Only the
 * key's SHA-256 is kept (the key is shown once); several may be live at once for rotation; revoked ones stay.
 */
export const agencyApiKeys = pgTable(
  'agency_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The agent account the key acts as (bookings, audit entries and ledger entries name it). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The key's first characters, to tell keys apart in lists (not enough to use it). */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('agency_api_keys_hash_key').on(t.keyHash), index('agency_api_keys_agency_idx').on(t.agencyId, t.createdAt)],
);
