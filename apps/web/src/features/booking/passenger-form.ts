import { contactInput, passengerInput, passengerProblems, type BookingRequestBody, type PassengerInput } from '@tarmac/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { BookingSelection } from './selection-store';
import type { ConfirmValues, PassengerValues } from './fare-estimate';
import type { TripFactsInput } from './trip-facts';

/** Drops what the trip does not ask for (passports on a domestic trip) and empty optional fields. */
function passengerPayload(p: PassengerValues, international: boolean) {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    type: p.type,
    dateOfBirth: text(p.dateOfBirth),
    passportNumber: international ? text(p.passportNumber) : undefined,
    passportExpiry: international ? text(p.passportExpiry) : undefined,
    nationality: international ? text(p.nationality) : undefined,
  };
}

export type ConfirmCheck = { ok: true; body: BookingRequestBody } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the shared schemas and rules (each passenger, the contact, then the party against the
 * trip) and builds the booking body. Errors are keyed by field path (`passengers.2.dateOfBirth`, `contact.email`,
 * `passengers` for the party), as the server's fieldErrors are. A signed-in user (`accountEmail`) may leave the
 * phone empty while the e-mail is the account's (or empty): then no contact is sent and the server uses the account.
 */
export function checkConfirm(
  values: ConfirmValues,
  legs: readonly (Pick<BookingSelection, 'flightId' | 'packageId'> & Partial<Pick<BookingSelection, 'packagePrice'>>)[],
  trip: TripFactsInput,
  accountEmail: string | null,
): ConfirmCheck {
  const errors: Record<string, string> = {};
  const passengers: PassengerInput[] = [];
  values.passengers.forEach((p, i) => {
    const parsed = passengerInput.safeParse(passengerPayload(p, trip.international));
    if (parsed.success) passengers.push(parsed.data);
    else {
      const bad = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        bad.add(field);
        errors[`passengers.${i}.${field}`] ??= issue.message;
      }
      // The party rules still need every passenger's type, and the dates that are well written.
      const payload = passengerPayload(p, trip.international);
      passengers.push({
        ...payload,
        title: 'Mr',
        firstName: 'x',
        lastName: 'x',
        dateOfBirth: bad.has('dateOfBirth') ? undefined : payload.dateOfBirth,
        passportExpiry: bad.has('passportExpiry') ? undefined : payload.passportExpiry,
      } as PassengerInput);
    }
  });

  const email = values.contact.email.trim().toLowerCase();
  const accountContact = accountEmail !== null && values.contact.phone.trim() === '' && (email === '' || email === accountEmail.toLowerCase());
  let contact: BookingRequestBody['contact'];
  if (!accountContact) {
    const parsed = contactInput.safeParse(values.contact);
    if (parsed.success) contact = parsed.data;
    else for (const issue of parsed.error.issues) errors[`contact.${issue.path.join('.')}`] ??= issue.message;
  }

  for (const [key, message] of Object.entries(passengerProblems(passengers, trip))) errors[key] ??= message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    body: {
      // The adult price the traveller saw (issue 31): the server answers 409 with the new one if it changed.
      legs: legs.map((leg) => ({
        flightId: leg.flightId,
        packageId: leg.packageId,
        ...(leg.packagePrice !== undefined && Number.isFinite(leg.packagePrice) ? { expectedPrice: leg.packagePrice } : {}),
      })),
      ...(contact ? { contact } : {}),
      passengers: values.passengers.map((p) => {
        const payload = passengerPayload(p, trip.international);
        return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as BookingRequestBody['passengers'][number];
      }),
    },
  };
}

/**
 * The confirm form's schema for react-hook-form's resolver: the shared schemas and rules of `checkConfirm`, their
 * messages at the fields' paths (`passengers.2.dateOfBirth`, `contact.email`, `passengers` for the party), and the
 * booking body as its output.
 */
export function confirmSchema(
  legs: readonly (Pick<BookingSelection, 'flightId' | 'packageId'> & Partial<Pick<BookingSelection, 'packagePrice'>>)[],
  trip: TripFactsInput,
  accountEmail: string | null,
): z.ZodType<BookingRequestBody, ConfirmValues> {
  return z.custom<ConfirmValues>().transform((values, ctx) => {
    const checked = checkConfirm(values, legs, trip, accountEmail);
    if (checked.ok) return checked.body;
    for (const [key, message] of Object.entries(checked.errors)) {
      ctx.addIssue({ code: 'custom', path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
    }
    return z.NEVER;
  });
}

/** react-hook-form's resolver for the confirm form: `confirmSchema`'s checks, loaded with this module. */
export function confirmResolver(...args: Parameters<typeof confirmSchema>) {
  return zodResolver(confirmSchema(...args));
}
