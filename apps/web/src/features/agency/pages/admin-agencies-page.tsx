import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { formatTk, type Agency } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { TablePager } from '../../../components/table-pager';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useServerList } from '../../../lib/use-server-list';
import { adjustWallet, createAgency, depositInto, inviteAgent, setAgencyStatus } from '../api/admin-agencies';
import { agencyKeys } from '../api/agency-keys';
import { AgencyApiKeys } from '../components/agency-api-keys';
import { CommissionRulesEditor } from '../components/commission-rules-editor';
import { WalletStatement } from '../components/wallet-statement';

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * /agencies (admin): travel agencies newest first, found by name or registration number; a new agency; for one
 * agency a deposit into its wallet or an adjustment of it, its statement, an invited agent, its commission rules, its partner API keys,
 * suspending or reactivating it. (The back office speaks English.)
 */
export function AdminAgenciesPage() {
  const list = useServerList<Agency>({ key: ['admin-agencies'], path: '/api/admin/agencies', defaultSort: '-createdAt' });
  const [chosen, setChosen] = useState('');
  const queryClient = useQueryClient();
  const query = list.query;
  const agency = list.rows.find((a) => a._id === chosen) ?? list.rows[0];

  const run = (work: Promise<{ message: string }>, form?: HTMLFormElement) =>
    work.then(
      ({ message }) => {
        toast.success(message);
        form?.reset();
        void query.refetch();
        void queryClient.invalidateQueries({ queryKey: agencyKeys.all });
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(
      createAgency({
        name: field(data, 'name'),
        registrationNumber: field(data, 'registrationNumber'),
        address: field(data, 'address'),
        phone: field(data, 'phone'),
        email: field(data, 'email'),
        creditLimit: Number(field(data, 'creditLimit') || 0),
        commissionPercent: Number(field(data, 'commissionPercent') || 0),
      }),
      event.currentTarget,
    );
  };
  const onDeposit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (agency) void run(depositInto(agency._id, { amount: Number(field(data, 'amount')), reference: field(data, 'reference') }), event.currentTarget);
  };
  const onAdjust = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (agency) void run(adjustWallet(agency._id, { amount: Number(field(data, 'amount')), reason: field(data, 'reason') }), event.currentTarget);
  };
  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (agency) void run(inviteAgent(agency._id, { name: field(data, 'name'), email: field(data, 'email') }), event.currentTarget);
  };

  return (
    <BackOfficePage title="Travel agencies">
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">No agencies yet.</p>
      ) : (
        <>
          <ListTable headings={['Agency', 'Registration', 'Credit limit', 'Commission', 'Status', '']} small>
            {list.rows.map((a) => (
              <tr key={a._id} className={a._id === agency?._id ? 'table-active' : undefined}>
                <td className="text-break">
                  <Button variant="link" size="sm" className="p-0 text-start" onClick={() => setChosen(a._id)}>
                    {a.name}
                  </Button>
                </td>
                <td className="text-break">{a.registrationNumber}</td>
                <td className="text-end text-nowrap">{formatTk(a.creditLimit)}</td>
                <td className="text-end">{a.commissionPercent}%</td>
                <td>
                  <Badge bg={a.status === 'active' ? 'success' : 'danger'}>{a.status}</Badge>
                </td>
                <td>
                  <Button size="sm" variant="outline-secondary" onClick={() => void run(setAgencyStatus(a._id, a.status === 'active' ? 'suspend' : 'reactivate'))}>
                    {a.status === 'active' ? 'Suspend' : 'Reactivate'}
                  </Button>
                </td>
              </tr>
            ))}
          </ListTable>
          <TablePager {...list.pager} noun="agencies" />
        </>
      )}

      {agency && (
        <Row className="g-4 mt-2">
          <Col xs={12} lg={6}>
            <h2 className="h5">Deposit into {agency.name}</h2>
            <Form onSubmit={onDeposit} aria-label={`Deposit into ${agency.name}`}>
              <Row className="g-2 align-items-end">
                <Form.Group as={Col} xs={12} sm={5} controlId="deposit-amount">
                  <Form.Label>Amount (BDT)</Form.Label>
                  <Form.Control name="amount" type="number" min={1} required />
                </Form.Group>
                <Form.Group as={Col} xs={12} sm={5} controlId="deposit-reference">
                  <Form.Label>Bank reference</Form.Label>
                  <Form.Control name="reference" required maxLength={100} />
                </Form.Group>
                <Col xs={12} sm={2}>
                  <Button type="submit">Deposit</Button>
                </Col>
              </Row>
            </Form>
          </Col>
          <Col xs={12} lg={6}>
            <h2 className="h5">Invite an agent of {agency.name}</h2>
            <Form onSubmit={onInvite} aria-label={`Invite an agent of ${agency.name}`}>
              <Row className="g-2 align-items-end">
                <Form.Group as={Col} xs={12} sm={5} controlId="agent-name">
                  <Form.Label>Name</Form.Label>
                  <Form.Control name="name" required />
                </Form.Group>
                <Form.Group as={Col} xs={12} sm={5} controlId="agent-email">
                  <Form.Label>Email</Form.Label>
                  <Form.Control name="email" type="email" required />
                </Form.Group>
                <Col xs={12} sm={2}>
                  <Button type="submit">Invite</Button>
                </Col>
              </Row>
            </Form>
          </Col>
          <Col xs={12} lg={6}>
            <h2 className="h5">Adjust the wallet of {agency.name}</h2>
            <Form onSubmit={onAdjust} aria-label={`Adjust the wallet of ${agency.name}`}>
              <Row className="g-2 align-items-end">
                <Form.Group as={Col} xs={12} sm={4} controlId="adjust-amount">
                  <Form.Label>Amount (BDT, minus to debit)</Form.Label>
                  <Form.Control name="amount" type="number" step={1} required />
                </Form.Group>
                <Form.Group as={Col} xs={12} sm={6} controlId="adjust-reason">
                  <Form.Label>Reason</Form.Label>
                  <Form.Control name="reason" required maxLength={200} />
                </Form.Group>
                <Col xs={12} sm={2}>
                  <Button type="submit">Adjust</Button>
                </Col>
              </Row>
            </Form>
          </Col>
        </Row>
      )}
      {agency && <WalletStatement key={agency._id} agencyId={agency._id} registration={agency.registrationNumber} />}
      {agency && <CommissionRulesEditor key={`commission-${agency._id}`} agencyId={agency._id} agencyName={agency.name} ownPercent={agency.commissionPercent} />}
      {agency && <AgencyApiKeys key={`keys-${agency._id}`} agencyId={agency._id} agencyName={agency.name} />}

      <h2 className="h5 mt-5">New agency</h2>
      <Form onSubmit={onCreate} aria-label="New agency">
        <Row className="g-2">
          {(
            [
              ['name', 'Name', 'text', true],
              ['registrationNumber', 'Registration number', 'text', true],
              ['address', 'Address', 'text', false],
              ['phone', 'Phone', 'tel', false],
              ['email', 'Email', 'email', false],
              ['creditLimit', 'Credit limit (BDT)', 'number', true],
              ['commissionPercent', 'Commission (%)', 'number', true],
            ] as const
          ).map(([name, label, type, required]) => (
            <Form.Group key={name} as={Col} xs={12} sm={6} lg={4} controlId={`agency-${name}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control name={name} type={type} required={required} {...(type === 'number' ? { min: 0, step: name === 'commissionPercent' ? 0.01 : 1 } : {})} />
            </Form.Group>
          ))}
        </Row>
        <Button type="submit" className="mt-3">
          Create agency
        </Button>
      </Form>
    </BackOfficePage>
  );
}
