import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BookingRequestBody, PassengerTitle, PassengerType } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { travellerListQuery } from '../../travellers/api/get-travellers';
import { userDetailsQuery } from '../../users/api/get-user-details';
import { useCreateBooking } from '../api/create-booking';
import type { BookingPlan } from '../booking-plan';
import { newIdempotencyKey } from '../idempotency-key';
import { selectFlight, type BookingSelection } from '../selection-store';
import { FareChangedNotice } from './fare-changed-notice';
import { PromoCodeField, type AppliedPromo } from './promo-code-field';
import { initialConfirmValues, type ConfirmValues, type estimateFares } from '../fare-estimate';
import { confirmFieldNames, lastLegDate, localDay } from '../trip-facts';
import { ConfirmBookingError } from './confirm-booking-error';
import { ConfirmContact } from './confirm-contact';
import { ConfirmPassengers } from './confirm-passengers';
import { t } from '../../../i18n/i18n';

// The form's checks (zod and the shared schemas: building them takes a phone's main thread for a few hundred ms) are
// asked for when the visitor first reaches into the form (focus), or at 'Confirm booking' at the latest; the form
// checks only on submit, so nothing waits for them before.
const loadChecks = () => import('../passenger-form');

export interface ConfirmDetailsFormProps {
  plan: BookingPlan;
  /** The picked legs (each with its selection), as the trip summary shows them. */
  legs: { slot: BookingPlan['legs'][number]['slot']; selection: BookingSelection }[];
  international: boolean;
  /** The fare estimate the summary shows (the promo code is checked against its total). */
  estimate: ReturnType<typeof estimateFares>;
  promo: AppliedPromo | null;
  onPromo: (promo: AppliedPromo | null) => void;
  /** Told the passengers' types whenever they change (the summary's fare lines follow them). */
  onTypes: (types: PassengerType[]) => void;
}

/**
 * Before the seats are held: who flies (one block per seated traveller of the search, plus infants on laps),
 * who to tell (contact e-mail and phone), then 'Confirm booking'. Works signed in or as a guest. Checked with the
 * shared rules before sending; the server's field errors show beside the fields. The Idempotency-Key stays the
 * same across retries and double clicks of one attempt; only an answer that certainly booked nothing (4xx)
 * starts a new attempt. The booking form's first view (confirm-booking-form.tsx) loads it after the trip summary.
 */
export function ConfirmDetailsForm({ plan, legs, international, estimate, promo, onPromo, onTypes }: ConfirmDetailsFormProps) {
  const { user } = useSession();
  const saved = useQuery({ ...travellerListQuery(), enabled: !!user });
  const profile = useQuery({ ...userDetailsQuery(user?._id ?? ''), enabled: !!user && user.role !== 'agent' });
  const create = useCreateBooking();
  const navigate = useNavigate();
  const attemptKey = useRef(newIdempotencyKey());
  // Issue 31: a fare that changed since the search (409 with the new price).
  const [fareChange, setFareChange] = useState<{ legIndex: number; oldPrice: number; newPrice: number } | null>(null);
  const accepted = useRef<Record<number, number>>({});

  const selections = legs.map((leg) => leg.selection);
  // A travel agency's agent books for a customer: neither the agent's name nor e-mail is the traveller's (issue 32).
  const traveller = user && user.role !== 'agent' ? user : null;
  const resolver: Resolver<ConfirmValues, unknown, BookingRequestBody> = async (values, context, options) => {
    const { confirmResolver } = await loadChecks();
    const trip = { lastLegDate: lastLegDate(selections), international, today: localDay() };
    return confirmResolver(selections, trip, traveller?.email ?? null)(values, context, options);
  };

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ConfirmValues, unknown, BookingRequestBody>({
    resolver,
    defaultValues: initialConfirmValues(plan, traveller ? { name: traveller.name, email: traveller.email } : null),
    // A field's message goes once the field is changed; the next 'Confirm booking' checks everything again.
    reValidateMode: 'onSubmit',
  });
  const types = useWatch({ control, name: 'passengers' }).map((p) => p.type);
  const typesKey = types.join(' ');
  useEffect(() => onTypes(typesKey.split(' ') as PassengerType[]), [typesKey, onTypes]);

  // The signed-in user's phone comes with the profile: it fills the contact unless something was typed.
  const phone = profile.data?.personalPhoneNumber;
  useEffect(() => {
    if (phone && !getValues('contact.phone')) setValue('contact.phone', phone);
  }, [phone, getValues, setValue]);

  const onSubmit = (checked: BookingRequestBody) => {
    if (create.isPending) return;
    setFareChange(null);
    const body: BookingRequestBody = {
      ...checked,
      legs: checked.legs.map((leg, i) => (accepted.current[i] !== undefined ? { ...leg, expectedPrice: accepted.current[i] } : leg)),
      ...(promo ? { promoCode: promo.code } : {}),
    };
    create.mutate(
      { body, idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ message, data }) => {
          toast.success(message);
          // The seats are held, not yet sold: next the extras (seats, bags…; may be skipped), then paying before the hold runs out.
          void navigate(paths.extrasBooking.getHref(data.pnr), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            attemptKey.current = newIdempotencyKey();
            const leg = error.legIndex !== undefined ? legs[error.legIndex] : undefined;
            if (error.status === 409 && error.newPrice !== undefined && leg) {
              setFareChange({ legIndex: error.legIndex!, oldPrice: body.legs[error.legIndex!]?.expectedPrice ?? leg.selection.packagePrice, newPrice: error.newPrice });
            }
            applyFieldErrors(error, confirmFieldNames(error.fieldErrors) as Path<ConfirmValues>[], setError);
          }
        },
      },
    );
  };

  const clearFieldError = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) clearErrors(name as Path<ConfirmValues>);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onChange={clearFieldError} onFocusCapture={() => void loadChecks()}>
      <ConfirmPassengers
        control={control}
        register={register}
        errors={errors.passengers}
        setName={(index, { firstName, lastName }, traveller) => {
          setValue(`passengers.${index}.firstName`, firstName);
          setValue(`passengers.${index}.lastName`, lastName);
          // Issue 35: the rest a saved traveller holds (title, date of birth, passport), where saved.
          if (!traveller) return;
          if (traveller.title) setValue(`passengers.${index}.title`, traveller.title as PassengerTitle);
          for (const key of ['dateOfBirth', 'passportNumber', 'passportExpiry', 'nationality'] as const) {
            if (traveller[key]) setValue(`passengers.${index}.${key}`, traveller[key]);
          }
        }}
        international={international}
        signedIn={!!user}
        saved={saved.data ?? []}
      />
      <ConfirmContact register={register} errors={errors.contact} />
      {selections[0] && (
        <PromoCodeField
          from={selections[0].flightFromCurrentLocation}
          to={selections[0].flightToDestinationLocation}
          travellers={types.length}
          total={estimate.total}
          applied={promo}
          onApplied={onPromo}
        />
      )}
      {fareChange ? (
        <FareChangedNotice
          oldPrice={fareChange.oldPrice}
          newPrice={fareChange.newPrice}
          busy={create.isPending}
          onGoOn={() => {
            // The traveller accepts the new fare: the summary shows it, and the booking asks for it.
            const leg = legs[fareChange.legIndex];
            accepted.current[fareChange.legIndex] = fareChange.newPrice;
            if (leg) selectFlight(leg.slot, { ...leg.selection, packagePrice: fareChange.newPrice });
            void handleSubmit(onSubmit)();
          }}
          onGoBack={() => void navigate(-1)}
        />
      ) : (
        create.isError && <ConfirmBookingError error={create.error} signedIn={!!user} />
      )}
      <button type="submit" className="btn btn-success w-100" disabled={create.isPending}>
        {create.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('booking.confirmBooking')}
      </button>
    </form>
  );
}
