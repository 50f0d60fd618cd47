import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { flightStatusQuery as flightStatusSchema, type FlightStatus } from '@tarmac/shared';
import { PageSpinner } from '../../../components/page-spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { flightStatusQuery } from '../api/get-flight-status';
import { FlightStatusBadge } from '../components/flight-status-badge';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';
import { Said } from '../../../components/said';
import { statusMoment } from '../status-dates';
import { placeName } from '../../../lib/catalogue-names';

/**
 * /flight-status (anyone): a flight's status by its number and local departure date. The search lives in the
 * address (`?flightNumber=&date=`), so the link in a delay mail opens the answer.
 */
export function FlightStatusPage() {
  usePageTitle(t('flightStatus.title'));
  const [params, setParams] = useSearchParams();
  const flightNumber = params.get('flightNumber') ?? '';
  const date = params.get('date') ?? '';
  const status = useQuery(flightStatusQuery(flightNumber, date));

  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 760 }}>
      <h1 className="h2 mb-4">{t('flightStatus.title')}</h1>
      <StatusForm key={`${flightNumber}|${date}`} initial={{ flightNumber, date }} onSearch={(v) => setParams(v)} />
      <div className="mt-4" aria-live="polite">
        {status.isFetching && !status.data ? (
          <PageSpinner />
        ) : status.isError ? (
          <Alert variant="warning" role="alert">
            {errorMessage(status.error)}
          </Alert>
        ) : status.data ? (
          <StatusCard status={status.data} />
        ) : null}
      </div>
    </Container>
  );
}

function StatusForm({ initial, onSearch }: { initial: { flightNumber: string; date: string }; onSearch: (v: { flightNumber: string; date: string }) => void }) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = flightStatusSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ?? t('flightStatus.form.checkFields'));
      return;
    }
    setError(null);
    onSearch(parsed.data);
  };
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <Form noValidate onSubmit={submit}>
          <Row className="g-3 align-items-end">
            <Col sm={5}>
              <Form.Group controlId="status-flight-number">
                <Form.Label>{t('flightStatus.form.flightNumber')}</Form.Label>
                <Form.Control
                  value={values.flightNumber}
                  placeholder={t('flightStatus.form.flightNumberPlaceholder')}
                  autoCapitalize="characters"
                  onChange={(e) => setValues((v) => ({ ...v, flightNumber: e.target.value }))}
                />
              </Form.Group>
            </Col>
            <Col sm={4}>
              <Form.Group controlId="status-date">
                <Form.Label>{t('flightStatus.form.departureDate')}</Form.Label>
                <Form.Control type="date" value={values.date} onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))} />
              </Form.Group>
            </Col>
            <Col sm={3}>
              <Button type="submit" className="w-100">
                {t('flightStatus.form.show')}
              </Button>
            </Col>
          </Row>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              <Said text={error} />
            </Alert>
          )}
        </Form>
      </Card.Body>
    </Card>
  );
}

function StatusCard({ status: s }: { status: FlightStatus }) {
  const moved = s.estimated !== s.scheduled;
  return (
    <Card className="shadow-sm" data-testid="flight-status-card">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h4 mb-0">
            {s.flightNumber}: {placeName(s.from)} → {placeName(s.to)}
          </h2>
          <FlightStatusBadge status={s.status} className="fs-6" />
        </div>
        <dl className="row mb-0">
          <dt className="col-sm-4">{t('flightStatus.card.scheduledDeparture')}</dt>
          <dd className="col-sm-8">
            {moved
              ? rich(t('flightStatus.card.cityTime', { moment: slot('moment'), city: placeName(s.from) }), { moment: <s>{statusMoment(s.scheduledLocal.date, s.scheduledLocal.time)}</s> })
              : t('flightStatus.card.cityTime', { moment: statusMoment(s.scheduledLocal.date, s.scheduledLocal.time), city: placeName(s.from) })}
          </dd>
          {moved && (
            <>
              <dt className="col-sm-4">{t('flightStatus.card.newDeparture')}</dt>
              <dd className="col-sm-8 fw-semibold" data-testid="estimated-departure">
                {t('flightStatus.card.cityTime', { moment: statusMoment(s.estimatedLocal.date, s.estimatedLocal.time), city: placeName(s.from) })}
              </dd>
            </>
          )}
          <dt className="col-sm-4">{t('flightStatus.card.scheduledArrival')}</dt>
          <dd className="col-sm-8">
            {moved && s.estimatedArrivalLocal
              ? rich(t('flightStatus.card.cityTime', { moment: slot('moment'), city: placeName(s.to) }), { moment: <s>{statusMoment(s.arrivalLocal.date, s.arrivalLocal.time)}</s> })
              : t('flightStatus.card.cityTime', { moment: statusMoment(s.arrivalLocal.date, s.arrivalLocal.time), city: placeName(s.to) })}
          </dd>
          {moved && s.estimatedArrivalLocal && (
            <>
              <dt className="col-sm-4">{t('flightStatus.card.expectedArrival')}</dt>
              <dd className="col-sm-8 fw-semibold" data-testid="estimated-arrival">
                {t('flightStatus.card.cityTime', { moment: statusMoment(s.estimatedArrivalLocal.date, s.estimatedArrivalLocal.time), city: placeName(s.to) })}
              </dd>
            </>
          )}
          {s.reason && (
            <>
              <dt className="col-sm-4">{t('flightStatus.card.reason')}</dt>
              <dd className="col-sm-8" data-testid="status-reason">
                {s.reason}
              </dd>
            </>
          )}
        </dl>
        {s.status === 'cancelled' && (
          <p className="mt-3 mb-0">
            {rich(t('flightStatus.card.cancelledHelp', { link: slot('link') }), {
              link: <Link to={paths.manageBooking.getHref()}>{t('flightStatus.card.manageBooking')}</Link>,
            })}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
