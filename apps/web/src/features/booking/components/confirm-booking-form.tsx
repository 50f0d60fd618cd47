import { useRef } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useFieldArray, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { bookingBody, formatPersons, formatRoute, formatTk, totalFare } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatFlightMoment } from '../../../lib/format-flight';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { travellerListQuery } from '../../travellers/api/get-travellers';
import { useCreateBooking } from '../api/create-booking';
import type { BookingPlan } from '../booking-plan';
import { newIdempotencyKey } from '../idempotency-key';
import { slotLabels } from '../slots';

interface NamesValues {
  passengers: { name: string }[];
}

/**
 * Before the tickets are issued: one name per traveller (typed, or picked from the saved travellers),
 * then 'Confirm booking'. The Idempotency-Key stays the same across retries and double clicks of one
 * attempt; only an answer that certainly booked nothing (4xx) starts a new attempt.
 */
export function ConfirmBookingForm({ plan }: { plan: BookingPlan }) {
  const { user } = useSession();
  const saved = useQuery(travellerListQuery());
  const create = useCreateBooking();
  const navigate = useNavigate();
  const attemptKey = useRef(newIdempotencyKey());

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NamesValues>({
    defaultValues: { passengers: Array.from({ length: plan.travellers }, (_, i) => ({ name: i === 0 ? (user?.name ?? '') : '' })) },
  });
  const passengers = useFieldArray({ control, name: 'passengers' });

  const legs = plan.legs.flatMap((leg) => (leg.selection ? [{ ...leg, selection: leg.selection }] : []));
  const estimate = totalFare(
    legs.map((leg) => leg.selection.packagePrice),
    plan.travellers,
  );

  const onSubmit = (values: NamesValues) => {
    if (create.isPending) return;
    const body = {
      legs: legs.map(({ selection }) => ({ flightId: selection.flightId, packageId: selection.packageId })),
      passengers: values.passengers.map((p) => ({ name: p.name.trim() })),
    };
    create.mutate(
      { body, idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ message, data }) => {
          toast.success(message);
          // The seats are held, not yet sold: the next step is paying before the hold runs out.
          void navigate(paths.payBooking.getHref(data.pnr), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) attemptKey.current = newIdempotencyKey();
        },
      },
    );
  };

  const soldOut = create.error instanceof ApiError && create.error.status === 409;
  const tooManyHolds = create.error instanceof ApiError && create.error.status === 429;

  return (
    <Row className="g-4">
      <Col xs={12} lg={7}>
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <h2 className="h5 mb-3">Your flights</h2>
            <ul className="list-unstyled mb-3">
              {legs.map(({ slot, selection }) => (
                <li key={slot} className="border rounded-3 p-3 mb-2">
                  <p className="small text-body-secondary mb-1">{slotLabels[slot]}</p>
                  <p className="fw-bold mb-1">{formatRoute(selection.flightFromCurrentLocation, selection.flightToDestinationLocation)}</p>
                  <p className="small mb-1">
                    Flight {selection.flightNumber} · Plane {selection.planeNumber} ·{' '}
                    {formatFlightMoment(selection.flightDepartingDate, selection.flightDepartingTime)}
                  </p>
                  <p className="small mb-0">
                    {selection.packageName} · {formatTk(selection.packagePrice)}
                  </p>
                </li>
              ))}
            </ul>
            <p className="mb-1">Travellers: {formatPersons(plan.travellers)}</p>
            <p className="mb-0">
              Booking total amount: <strong>{formatTk(estimate)}</strong>
            </p>
            <p className="small text-body-secondary mb-0">
              Confirming holds your seats for a short time; you pay on the next step, and the tickets are issued once paid.
            </p>
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12} lg={5}>
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <h2 className="h5 mb-3">Passenger names</h2>
            <Form noValidate onSubmit={handleSubmit(onSubmit)}>
              <datalist id="saved-travellers">
                {saved.data?.map((traveller) => <option key={traveller._id} value={traveller.name} />)}
              </datalist>
              {passengers.fields.map((field, index) => {
                const error = errors.passengers?.[index]?.name?.message;
                const id = `passenger-${index}`;
                return (
                  <Form.Group key={field.id} className="mb-3" controlId={id}>
                    <Form.Label>{`Traveller ${index + 1} name`}</Form.Label>
                    <Form.Control
                      list="saved-travellers"
                      autoComplete="name"
                      isInvalid={!!error}
                      aria-invalid={!!error}
                      aria-describedby={error ? `${id}-error` : undefined}
                      {...register(`passengers.${index}.name`, {
                        validate: (name) => {
                          const check = bookingBody.shape.passengers.element.shape.name.safeParse(name);
                          return check.success || (check.error.issues[0]?.message ?? 'Each traveller needs a name.');
                        },
                      })}
                    />
                    {error && (
                      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                        {error}
                      </Form.Control.Feedback>
                    )}
                  </Form.Group>
                );
              })}
              {saved.data && saved.data.length > 0 && (
                <p className="small text-body-secondary">Start typing to pick one of your saved travellers.</p>
              )}
              {create.isError &&
                (soldOut ? (
                  <Alert variant="warning" role="alert">
                    <p className="mb-2">{errorMessage(create.error)}</p>
                    <Link to={paths.home.getHref()} className="alert-link">
                      Search again
                    </Link>
                  </Alert>
                ) : tooManyHolds ? (
                  <Alert variant="warning" role="alert">
                    <p className="mb-2">{errorMessage(create.error)}</p>
                    <Link to={paths.booking.getHref()} className="alert-link">
                      Pay or cancel your held bookings in My bookings
                    </Link>
                  </Alert>
                ) : (
                  <Alert variant="danger" role="alert">
                    {errorMessage(create.error)}
                  </Alert>
                ))}
              <Button type="submit" variant="success" className="w-100" disabled={create.isPending}>
                {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                Confirm booking
              </Button>
            </Form>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
