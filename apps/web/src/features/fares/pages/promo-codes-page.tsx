import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { formatTk, type PromoCodeBody } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreatePromoCode, useDeletePromoCode, useDisablePromoCode, usePromoCodes } from '../api/fares';

const today = () => new Date().toISOString().slice(0, 10);

/** /promoCodes (admin, issue 31): create codes, see their uses, disable them (a used code is never deleted). */
export function PromoCodesPage() {
  const codes = usePromoCodes();
  const create = useCreatePromoCode();
  const disable = useDisablePromoCode();
  const remove = useDeletePromoCode();
  const [form, setForm] = useState({ code: '', kind: 'percent' as 'percent' | 'amount', value: '', validFrom: today(), validTo: today(), maxUses: '', minTravellers: '' });
  const set = (field: keyof typeof form, value: string) => setForm({ ...form, [field]: value });

  return (
    <BackOfficePage title="Promo codes">
      <Row className="g-4">
        <Col lg={5}>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5">New promo code</h2>
              <Form
                onSubmit={(e) => {
                  e.preventDefault();
                  const body: PromoCodeBody = {
                    code: form.code,
                    kind: form.kind,
                    value: Number(form.value),
                    validFrom: form.validFrom,
                    validTo: form.validTo,
                    maxUses: Number(form.maxUses),
                    ...(form.minTravellers.trim() ? { minTravellers: Number(form.minTravellers) } : {}),
                  };
                  create.mutate(body, {
                    onSuccess: ({ message }) => {
                      toast.success(message);
                      setForm({ ...form, code: '', value: '', maxUses: '', minTravellers: '' });
                    },
                  });
                }}
              >
                <Form.Group className="mb-2" controlId="promo-code-text">
                  <Form.Label>Code</Form.Label>
                  <Form.Control value={form.code} onChange={(e) => set('code', e.target.value)} placeholder="BKASH500" />
                </Form.Group>
                <Row className="g-2 mb-2">
                  <Col>
                    <Form.Label htmlFor="promo-kind">Kind</Form.Label>
                    <Form.Select id="promo-kind" value={form.kind} onChange={(e) => set('kind', e.target.value)}>
                      <option value="percent">Percent off</option>
                      <option value="amount">Amount off (TK)</option>
                    </Form.Select>
                  </Col>
                  <Col>
                    <Form.Label htmlFor="promo-value">Value</Form.Label>
                    <Form.Control id="promo-value" inputMode="numeric" value={form.value} onChange={(e) => set('value', e.target.value)} />
                  </Col>
                </Row>
                <Row className="g-2 mb-2">
                  <Col>
                    <Form.Label htmlFor="promo-from">Valid from</Form.Label>
                    <Form.Control id="promo-from" type="date" value={form.validFrom} onChange={(e) => set('validFrom', e.target.value)} />
                  </Col>
                  <Col>
                    <Form.Label htmlFor="promo-to">Valid to</Form.Label>
                    <Form.Control id="promo-to" type="date" value={form.validTo} onChange={(e) => set('validTo', e.target.value)} />
                  </Col>
                </Row>
                <Row className="g-2 mb-3">
                  <Col>
                    <Form.Label htmlFor="promo-max">Maximum uses</Form.Label>
                    <Form.Control id="promo-max" inputMode="numeric" value={form.maxUses} onChange={(e) => set('maxUses', e.target.value)} />
                  </Col>
                  <Col>
                    <Form.Label htmlFor="promo-min">Minimum travellers (optional)</Form.Label>
                    <Form.Control id="promo-min" inputMode="numeric" value={form.minTravellers} onChange={(e) => set('minTravellers', e.target.value)} />
                  </Col>
                </Row>
                {create.isError && <Alert variant="danger">{errorMessage(create.error)}</Alert>}
                <Button type="submit" disabled={create.isPending}>
                  Create promo code
                </Button>
              </Form>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          {codes.isError && <Alert variant="danger">{errorMessage(codes.error)}</Alert>}
          {codes.data && codes.data.length === 0 && <p className="text-body-secondary">No promo codes yet.</p>}
          {codes.data && codes.data.length > 0 && (
            <ListTable headings={['Code', 'Discount', 'Valid', 'Uses', 'Given', <span key="actions" className="visually-hidden">Actions</span>]}>
              {codes.data.map((c) => (
                <tr key={c._id}>
                  <td className="font-monospace">
                    {c.code} {c.disabled && <Badge bg="secondary">disabled</Badge>}
                  </td>
                  <td>{c.kind === 'percent' ? `${c.value} %` : formatTk(c.value)}</td>
                  <td className="small">
                    {c.validFrom} – {c.validTo}
                    {c.minTravellers ? ` · ${c.minTravellers}+ travellers` : ''}
                    {c.routes ? ` · ${c.routes.map((r) => `${r.from} → ${r.to}`).join(', ')}` : ''}
                  </td>
                  <td>
                    {c.uses} / {c.maxUses}
                  </td>
                  <td>{formatTk(c.discountGiven)}</td>
                  <td className="text-nowrap">
                    {!c.disabled && (
                      <Button size="sm" variant="outline-warning" className="me-1" aria-label={`Disable ${c.code}`} onClick={() => disable.mutate(c._id, { onSuccess: ({ message }) => toast.success(message), onError: (e) => toast.error(errorMessage(e)) })}>
                        Disable
                      </Button>
                    )}
                    {c.everUsed === 0 && (
                      <Button size="sm" variant="outline-danger" aria-label={`Delete ${c.code}`} onClick={() => remove.mutate(c._id, { onSuccess: ({ message }) => toast.success(message), onError: (e) => toast.error(errorMessage(e)) })}>
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
        </Col>
      </Row>
    </BackOfficePage>
  );
}
