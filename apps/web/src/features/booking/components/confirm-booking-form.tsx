import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { DEFAULT_FARE_PERCENT, formatPersons, formatRoute, formatTk, splitName, type Traveller } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { FareRulesNote } from '../../../components/fare-rules-note';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatFlightMoment } from '../../../lib/format-flight';
import { returnStateFor } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { locationListQuery, VISITOR_STALE_MS } from '../../locations/api/get-locations';
import { travellerListQuery } from '../../travellers/api/get-travellers';
import { userDetailsQuery } from '../../users/api/get-user-details';
import { useCreateBooking } from '../api/create-booking';
import { useBookingRules } from '../api/get-booking-rules';
import type { BookingPlan } from '../booking-plan';
import { newIdempotencyKey } from '../idempotency-key';
import {
  blankPassenger,
  checkConfirm,
  confirmFieldErrors,
  estimateFares,
  initialConfirmValues,
  isInternationalTrip,
  lastLegDate,
  localDay,
  type ConfirmValues,
} from '../passenger-form';
import { slotLabels } from '../slots';
import { FareLineText } from './fare-line-text';
import { PassengerFields } from './passenger-fields';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { localSentence } from '../../../lib/sentence';

/**
 * Before the seats are held: who flies (one block per seated traveller of the search, plus infants on laps),
 * who to tell (contact e-mail and phone), then 'Confirm booking'. Works signed in or as a guest. Checked with the
 * shared rules before sending; the server's field errors show beside the fields. The Idempotency-Key stays the
 * same across retries and double clicks of one attempt; only an answer that certainly booked nothing (4xx)
 * starts a new attempt.
 */
export function ConfirmBookingForm({ plan }: { plan: BookingPlan }) {
  const { user } = useSession();
  const saved = useQuery({ ...travellerListQuery(), enabled: !!user });
  const profile = useQuery({ ...userDetailsQuery(user?._id ?? ''), enabled: !!user });
  const domestic = useQuery({ ...locationListQuery('domestic'), staleTime: VISITOR_STALE_MS });
  const international = useQuery({ ...locationListQuery('international'), staleTime: VISITOR_STALE_MS });
  const rules = useBookingRules();
  const create = useCreateBooking();
  const navigate = useNavigate();
  const location = useLocation();
  const attemptKey = useRef(newIdempotencyKey());
  const [errors, setErrors] = useState<Record<string, string>>({});

  const { control, register, handleSubmit, setValue, getValues } = useForm<ConfirmValues>({
    defaultValues: initialConfirmValues(plan.travellers, user ? { name: user.name, email: user.email } : null),
  });
  const passengers = useFieldArray({ control, name: 'passengers' });
  const types = useWatch({ control, name: 'passengers' }).map((p) => p.type);

  // The signed-in user's phone comes with the profile: it fills the contact unless something was typed.
  const phone = profile.data?.personalPhoneNumber;
  useEffect(() => {
    if (phone && !getValues('contact.phone')) setValue('contact.phone', phone);
  }, [phone, getValues, setValue]);

  const legs = plan.legs.flatMap((leg) => (leg.selection ? [{ ...leg, selection: leg.selection }] : []));
  const selections = legs.map((leg) => leg.selection);
  const internationalTrip = isInternationalTrip(selections, {
    domestic: (domestic.data ?? []).map((l) => l.flightLocationName),
    international: (international.data ?? []).map((l) => l.flightLocationName),
  });
  const locationsPending = domestic.isPending || international.isPending;
  const percents = rules.data?.farePercents ?? DEFAULT_FARE_PERCENT;
  const estimate = estimateFares(
    selections.map((s) => s.packagePrice),
    types,
    percents,
  );
  const adults = types.filter((t) => t === 'adult').length;
  const infants = types.filter((t) => t === 'infant').length;

  const onSubmit = (values: ConfirmValues) => {
    if (create.isPending) return;
    const checked = checkConfirm(
      values,
      selections,
      { lastLegDate: lastLegDate(selections), international: internationalTrip, today: localDay() },
      user?.email ?? null,
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.confirm-booking [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    create.mutate(
      { body: checked.body, idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ message, data }) => {
          toast.success(message);
          // The seats are held, not yet sold: the next step is paying before the hold runs out.
          void navigate(paths.payBooking.getHref(data.pnr), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            attemptKey.current = newIdempotencyKey();
            setErrors(confirmFieldErrors(error.fieldErrors));
          }
        },
      },
    );
  };

  const pickSaved = (index: number) => (traveller: Traveller) => {
    const { firstName, lastName } = splitName(traveller.name);
    setValue(`passengers.${index}.firstName`, firstName);
    setValue(`passengers.${index}.lastName`, lastName);
  };

  // A field's message goes once the field is changed; the next 'Confirm booking' checks everything again.
  const clearFieldError = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const soldOut = create.error instanceof ApiError && create.error.status === 409;
  const tooManyHolds = create.error instanceof ApiError && create.error.status === 429;
  const fieldError = (key: string) => errors[key];

  return (
    <Row className="g-4 confirm-booking">
      <Col xs={12} lg={5} className="order-lg-2">
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <h2 className="h5 mb-3">{t('booking.yourFlights')}</h2>
            <ul className="list-unstyled mb-3">
              {legs.map(({ slot, selection }) => (
                <li key={slot} className="border rounded-3 p-3 mb-2">
                  <p className="small text-body-secondary mb-1">{t(slotLabels[slot])}</p>
                  <p className="fw-bold mb-1">{formatRoute(selection.flightFromCurrentLocation, selection.flightToDestinationLocation)}</p>
                  <p className="small mb-1">
                    {t('booking.flightPlaneWhen', {
                      flight: selection.flightNumber,
                      plane: selection.planeNumber,
                      when: formatFlightMoment(selection.flightDepartingDate, selection.flightDepartingTime),
                    })}
                  </p>
                  <p className="small mb-1">
                    {selection.packageName} · {formatTk(selection.packagePrice)}
                  </p>
                  <FareRulesNote rules={selection.fareRules} className="small mb-0 text-body-secondary" />
                </li>
              ))}
            </ul>
            <p className="mb-1">{t('booking.travellers')}{' '}{formatPersons(plan.travellers)}</p>
            <ul className="list-unstyled small mb-2" data-testid="fare-lines">
              {estimate.lines.map((line) => (
                <li key={line.type}>
                  <FareLineText type={line.type} count={line.count} each={line.each} subtotal={line.subtotal} />
                </li>
              ))}
            </ul>
            <p className="mb-0" data-testid="booking-total">
              {t('booking.bookingTotalAmount')}{' '}<strong>{formatTk(estimate.total)}</strong>
            </p>
            <p className="small text-body-secondary mb-0">
              {t('booking.confirmHoldNote')}
            </p>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12} lg={7}>
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <Form noValidate onSubmit={handleSubmit(onSubmit)} onChange={clearFieldError}>
              <h2 className="h5 mb-3">{t('booking.passengers')}</h2>
              {!user && (
                <p className="small text-body-secondary">
                  {rich(t('booking.noAccountLogIn', { link: slot('link') }), {
                    link: (
                      <Link to={paths.auth.login.getHref()} state={returnStateFor(location)}>
                        {t('booking.logIn')}
                      </Link>
                    ),
                  })}
                </p>
              )}
              {locationsPending ? (
                <Spinner animation="border" size="sm" role="status" aria-label={t('booking.loading')} />
              ) : (
                internationalTrip && (
                  <p className="small" data-testid="international-note">
                    {t('booking.internationalPassportNote')}
                  </p>
                )
              )}
              {passengers.fields.map((field, index) => (
                <PassengerFields
                  key={field.id}
                  index={index}
                  type={types[index] ?? field.type}
                  international={internationalTrip}
                  register={register}
                  errors={errors}
                  saved={saved.data ?? []}
                  onPickSaved={pickSaved(index)}
                  onRemove={field.type === 'infant' ? () => passengers.remove(index) : undefined}
                />
              ))}
              <Button
                type="button"
                variant="outline-primary"
                size="sm"
                className="mb-3"
                disabled={infants >= adults}
                onClick={() => passengers.append(blankPassenger('infant'))}
              >
                {t('booking.addInfant')}
              </Button>
              {infants >= adults && <p className="small text-body-secondary">{t('booking.infantLimitNote')}</p>}
              {fieldError('passengers') && (
                <Alert variant="danger" role="alert">
                  {fieldError('passengers')}
                </Alert>
              )}

              <h2 className="h5 mb-3 mt-2">{t('booking.contact')}</h2>
              <p className="small text-body-secondary">{t('booking.contactIntro')}</p>
              <Row className="g-2 mb-3">
                <Col sm={6}>
                  <ContactField id="contact-email" label={t('booking.contactEMail')} type="email" error={fieldError('contact.email')} autoComplete="email" {...register('contact.email')} />
                </Col>
                <Col sm={6}>
                  <ContactField id="contact-phone" label={t('booking.contactPhone')} type="tel" error={fieldError('contact.phone')} autoComplete="tel" {...register('contact.phone')} />
                </Col>
              </Row>

              {create.isError &&
                (soldOut ? (
                  <Alert variant="warning" role="alert">
                    <p className="mb-2">{errorMessage(create.error)}</p>
                    <Link to={paths.home.getHref()} className="alert-link">
                      {t('booking.searchAgain')}
                    </Link>
                  </Alert>
                ) : tooManyHolds ? (
                  <Alert variant="warning" role="alert">
                    <p className="mb-2">{errorMessage(create.error)}</p>
                    <Link to={user ? paths.booking.getHref() : paths.manageBooking.getHref()} className="alert-link">
                      {t('booking.tooManyHoldsLink')}
                    </Link>
                  </Alert>
                ) : (
                  <Alert variant="danger" role="alert">
                    {errorMessage(create.error)}
                  </Alert>
                ))}
              <Button type="submit" variant="success" className="w-100" disabled={create.isPending || locationsPending}>
                {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t('booking.confirmBooking')}
              </Button>
            </Form>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

interface ContactFieldProps extends React.ComponentProps<typeof Form.Control> {
  id: string;
  label: string;
  error?: string;
}

function ContactField({ id, label, error, ...input }: ContactFieldProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={!!error} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {localSentence(error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
