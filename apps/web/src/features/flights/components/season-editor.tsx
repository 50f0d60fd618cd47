import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Row, Col } from 'react-bootstrap';
import type { Schedule } from '@tarmac/shared';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSeason } from '../api/schedules';

/** Changes the times and prices of every future flight of a season; seats already sold stay sold. */
export function SeasonEditor({ season }: { season: Schedule }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateSeason(season._id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    update.mutate(
      {
        departTime: value('departTime'),
        arriveTime: value('arriveTime'),
        arriveDayOffset: Number(value('arriveDayOffset')),
        prices: { platinum: value('platinum'), gold: value('gold'), silver: value('silver') },
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setOpen(false);
        },
      },
    );
  };

  return (
    <>
      <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)} aria-label={`Change future flights of ${season.flightNumber}`}>
        Change
      </Button>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Form onSubmit={onSubmit} aria-label={`Future flights of ${season.flightNumber}`}>
          <Modal.Header closeButton>
            <Modal.Title as="h2" className="h5">
              Future flights of {season.flightNumber}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-body-secondary">
              {season.futureFlightCount} flights to come change at once. Seats already sold stay sold, and bookings keep the price they paid.
            </p>
            <Row className="g-2">
              <Col xs={6}>
                <Form.Group controlId={`edit-depart-${season._id}`}>
                  <Form.Label>Departure time</Form.Label>
                  <Form.Control type="time" name="departTime" defaultValue={season.departTime} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId={`edit-arrive-${season._id}`}>
                  <Form.Label>Arrival time</Form.Label>
                  <Form.Control type="time" name="arriveTime" defaultValue={season.arriveTime} />
                </Form.Group>
              </Col>
              <Col xs={12}>
                <Form.Group controlId={`edit-offset-${season._id}`}>
                  <Form.Label>Arrives</Form.Label>
                  <Form.Select name="arriveDayOffset" defaultValue={season.arriveDayOffset}>
                    <option value={0}>The same day</option>
                    <option value={1}>The next day (+1)</option>
                    <option value={2}>Two days later (+2)</option>
                  </Form.Select>
                </Form.Group>
              </Col>
              {(['silver', 'gold', 'platinum'] as const).map((tier) => (
                <Col xs={4} key={tier}>
                  <Form.Group controlId={`edit-${tier}-${season._id}`}>
                    <Form.Label className="text-capitalize">{tier} price (৳)</Form.Label>
                    <Form.Control name={tier} inputMode="numeric" defaultValue={season.prices[tier]} />
                  </Form.Group>
                </Col>
              ))}
            </Row>
            {update.isError && (
              <Alert variant="danger" className="mt-3 mb-0">
                {errorMessage(update.error)}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Change future flights
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
