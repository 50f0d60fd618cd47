import { useEffect } from 'react';
import { Badge, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatTk, localDigits, taxRate, type TaxRate, type TaxRateBody } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { t } from '../../../i18n/i18n';
import { useSaveTaxRate, useTaxTable } from '../api/taxes';

const asNumber = { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) };

/**
 * /taxes (admin): the tax table. Every fare is sold with its taxes inside it; a row sets VAT, excise duty by zone
 * and the embarkation fee from its day on. A row can start today or later only: a booking keeps the rates of the
 * day it was held, so a later row moves neither today's fares nor bookings already made.
 */
export function TaxesPage() {
  const table = useTaxTable();
  const save = useSaveTaxRate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TaxRateBody, unknown, TaxRate>({ resolver: zodResolver(taxRate) });
  const latest = table.data?.rates.at(-1);
  useEffect(() => {
    if (table.data && latest) reset({ ...latest, effectiveFrom: table.data.today > latest.effectiveFrom ? table.data.today : latest.effectiveFrom });
  }, [table.data, latest, reset]);

  const title = t('taxes.title');
  if (!table.data) return <BackOfficePage title={title}>{table.isError ? <QueryError error={table.error} onRetry={() => void table.refetch()} /> : <PageSpinner />}</BackOfficePage>;
  const { rates, today, current } = table.data;
  const percent = (v: number) => `${localDigits(String(v))}%`;

  return (
    <BackOfficePage title={title}>
      <p className="text-body-secondary">{t('taxes.intro')}</p>
      <Table responsive size="sm" className="align-middle" aria-label={t('taxes.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('taxes.from')}</th>
            <th scope="col">{t('taxes.vat')}</th>
            <th scope="col">{t('taxes.exciseDomestic')}</th>
            <th scope="col">{t('taxes.exciseSaarc')}</th>
            <th scope="col">{t('taxes.exciseAsia')}</th>
            <th scope="col">{t('taxes.embarkation')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.effectiveFrom} data-testid="tax-row">
              <th scope="row">
                {localDigits(r.effectiveFrom)}{' '}
                {current?.effectiveFrom === r.effectiveFrom && <Badge bg="success">{t('taxes.inForce')}</Badge>}
                {r.effectiveFrom > today && <Badge bg="info">{t('taxes.upcoming')}</Badge>}
              </th>
              <td>{percent(r.vatPercent)}</td>
              <td>{formatTk(r.excise.domestic)}</td>
              <td>{formatTk(r.excise.saarc)}</td>
              <td>{formatTk(r.excise.asia)}</td>
              <td>{formatTk(r.embarkationFee)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2 className="h5 mt-4">{t('taxes.setHeading')}</h2>
      <Form
        noValidate
        onSubmit={handleSubmit((body) => save.mutate(body, { onSuccess: ({ message }) => toast.success(message), onError: (err) => toast.error(errorMessage(err)) }))}
      >
        <Row className="g-3">
          <Col xs={12} md={4}>
            <TextField id="tax-from" type="date" min={today} label={t('taxes.from')} hint={t('taxes.fromHint')} error={errors.effectiveFrom?.message} {...register('effectiveFrom')} />
          </Col>
          <Col xs={6} md={4}>
            <TextField id="tax-vat" inputMode="decimal" label={t('taxes.vatPercent')} error={errors.vatPercent?.message} {...register('vatPercent', asNumber)} />
          </Col>
          <Col xs={6} md={4}>
            <TextField id="tax-embarkation" inputMode="numeric" label={t('taxes.embarkation')} hint={t('taxes.embarkationHint')} error={errors.embarkationFee?.message} {...register('embarkationFee', asNumber)} />
          </Col>
          <Col xs={12} md={4}>
            <TextField id="tax-excise-domestic" inputMode="numeric" label={t('taxes.exciseDomestic')} error={errors.excise?.domestic?.message} {...register('excise.domestic', asNumber)} />
          </Col>
          <Col xs={12} md={4}>
            <TextField id="tax-excise-saarc" inputMode="numeric" label={t('taxes.exciseSaarc')} error={errors.excise?.saarc?.message} {...register('excise.saarc', asNumber)} />
          </Col>
          <Col xs={12} md={4}>
            <TextField id="tax-excise-asia" inputMode="numeric" label={t('taxes.exciseAsia')} error={errors.excise?.asia?.message} {...register('excise.asia', asNumber)} />
          </Col>
        </Row>
        <Button type="submit" className="mt-3" disabled={save.isPending}>
          {t('taxes.save')}
        </Button>
      </Form>
    </BackOfficePage>
  );
}
