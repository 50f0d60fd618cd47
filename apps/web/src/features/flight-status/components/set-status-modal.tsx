import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { FLIGHT_STATUS_LABELS, FLIGHT_STATUS_NEXT, flightStatusBody, type Flight, type FlightStatusBody } from '@tarmac/shared';
import { Said } from '../../../components/said';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetFlightStatus } from '../api/set-flight-status';
import { useFlightManifest } from '../../booking/api/get-flight-manifest';

type Next = FlightStatusBody['status'];
type Field = 'estimatedDate' | 'estimatedTime' | 'reason';

/**
 * The back office's "Set status" of one flight: delayed (new local time and a reason), cancelled (a reason),
 * departed or arrived. A delay or cancellation mails every booking on the flight; the answer says how many.
 */
export function SetStatusModal({ flight, onClose }: { flight: Flight; onClose: () => void }) {
  const current = flight.status ?? 'scheduled';
  const choices = FLIGHT_STATUS_NEXT[current] as Next[];
  const [values, setValues] = useState<{ status: Next | ''; estimatedDate: string; estimatedTime: string; reason: string }>({
    status: choices[0] ?? '',
    estimatedDate: flight.flightDepartingDate,
    estimatedTime: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'status', string>>>({});
  const save = useSetFlightStatus(flight._id);
  const needsTime = values.status === 'delayed';
  const needsReason = values.status === 'delayed' || values.status === 'cancelled';
  // The consequence before the click: who will be mailed (one mail per held or ticketed booking, as the server sends).
  const manifest = useFlightManifest(flight._id);
  const live = (manifest.data?.passengers ?? []).filter((p) => p.status === 'held' || p.status === 'ticketed');
  const mailed = { passengers: live.length, bookings: new Set(live.map((p) => p.pnr)).size };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      status: values.status,
      ...(needsTime ? { estimatedDate: values.estimatedDate, estimatedTime: values.estimatedTime } : {}),
      ...(needsReason ? { reason: values.reason } : {}),
    };
    const parsed = flightStatusBody.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field | 'status';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ estimatedTime: error.fieldErrors.estimatedTime?.[0], reason: error.fieldErrors.reason?.[0] });
      },
    });
  };

  const field = (key: Field) => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
    isInvalid: !!errors[key],
  });

  return (
    <Modal show onHide={onClose} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Set status of {flight.flightNumber} on {flight.flightDepartingDate}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-3">
            Now: <strong>{FLIGHT_STATUS_LABELS[current]}</strong>. Scheduled departure {flight.flightDepartingDate} {flight.flightDepartingTime} (local
            time at {flight.flightFromCurrentLocation}).
          </p>
          {choices.length === 0 ? (
            <Alert variant="secondary" className="mb-0">
              This flight is {current}; its status can no longer change.
            </Alert>
          ) : (
            <>
              <Form.Group className="mb-3" controlId="set-status">
                <Form.Label>New status</Form.Label>
                <Form.Select value={values.status} onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as Next }))}>
                  {choices.map((c) => (
                    <option key={c} value={c}>
                      {FLIGHT_STATUS_LABELS[c]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              {needsTime && (
                <div className="d-flex gap-3">
                  <Form.Group className="mb-3 flex-fill" controlId="set-status-date">
                    <Form.Label>New departure date</Form.Label>
                    <Form.Control type="date" {...field('estimatedDate')} />
                    <Form.Control.Feedback type="invalid"><Said text={errors.estimatedDate ?? ''} /></Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group className="mb-3 flex-fill" controlId="set-status-time">
                    <Form.Label>New departure time (local)</Form.Label>
                    <Form.Control type="time" {...field('estimatedTime')} />
                    <Form.Control.Feedback type="invalid"><Said text={errors.estimatedTime ?? ''} /></Form.Control.Feedback>
                  </Form.Group>
                </div>
              )}
              {needsReason && (
                <Form.Group className="mb-3" controlId="set-status-reason">
                  <Form.Label>Reason (the passengers read it)</Form.Label>
                  <Form.Control maxLength={200} {...field('reason')} />
                  <Form.Control.Feedback type="invalid"><Said text={errors.reason ?? ''} /></Form.Control.Feedback>
                </Form.Group>
              )}
              {needsReason && (
                <Alert variant={values.status === 'cancelled' ? 'warning' : 'info'} className="mb-0" data-testid="status-consequence">
                  {manifest.isPending
                    ? 'Counting the passengers on this flight…'
                    : manifest.isError
                      ? 'Every booking on this flight is told by e-mail.'
                      : `${mailed.passengers} ${mailed.passengers === 1 ? 'passenger' : 'passengers'} in ${mailed.bookings} ${mailed.bookings === 1 ? 'booking' : 'bookings'} will be mailed.`}
                  {values.status === 'cancelled' && ' Holds end for free; ticketed travellers may move to another flight or take a full refund. This cannot be undone.'}
                </Alert>
              )}
              {save.isError && !(save.error instanceof ApiError && (save.error.fieldErrors.estimatedTime || save.error.fieldErrors.reason)) && (
                <Alert variant="danger" className="mt-3 mb-0" role="alert">
                  {errorMessage(save.error)}
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {choices.length > 0 && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {values.status === 'cancelled' ? `Cancel flight ${flight.flightNumber}` : 'Save status'}
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
