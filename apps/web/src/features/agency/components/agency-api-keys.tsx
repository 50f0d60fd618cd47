import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { createApiKey, listApiKeys, revokeApiKey } from '../api/admin-agencies';

/**
 * An agency's partner API keys (admin; the back office speaks English): each by name and first characters, live or
 * revoked; a new one's secret shown once, to copy; several live at once so a partner can rotate.
 */
export function AgencyApiKeys({ agencyId, agencyName }: { agencyId: string; agencyName: string }) {
  const keys = useQuery({ queryKey: ['admin-agencies', agencyId, 'api-keys'], queryFn: ({ signal }) => listApiKeys(agencyId, signal) });
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    createApiKey(agencyId, name).then(
      ({ message, data }) => {
        toast.success(message);
        setShown({ name: data.name, key: data.key });
        form.reset();
        void keys.refetch();
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );
  };
  const revoke = (keyId: string) =>
    revokeApiKey(agencyId, keyId).then(
      ({ message }) => {
        toast.success(message);
        void keys.refetch();
      },
      (error: unknown) => toast.error(errorMessage(error)),
    );

  return (
    <section aria-labelledby="api-keys-heading" className="mt-5">
      <h2 id="api-keys-heading" className="h5">
        Partner API keys of {agencyName}
      </h2>
      {shown && (
        <Alert variant="warning" onClose={() => setShown(null)} dismissible>
          <p className="mb-1">Copy the key “{shown.name}” now: it is shown only once.</p>
          <code className="d-block text-break user-select-all" data-testid="new-api-key">
            {shown.key}
          </code>
        </Alert>
      )}
      {keys.isPending ? (
        <PageSpinner />
      ) : keys.isError ? (
        <QueryError error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className="text-body-secondary">No API keys yet.</p>
      ) : (
        <ListTable headings={['Name', 'Starts with', 'Created', 'Status', '']} small>
          {keys.data.map((k) => (
            <tr key={k._id}>
              <td className="text-break">{k.name}</td>
              <td className="font-monospace">{k.prefix}…</td>
              <td>{formatDateTime(k.createdAt)}</td>
              <td>{k.revokedAt ? <Badge bg="secondary">revoked {formatDateTime(k.revokedAt)}</Badge> : <Badge bg="success">live</Badge>}</td>
              <td>
                {!k.revokedAt && (
                  <Button size="sm" variant="outline-danger" onClick={() => void revoke(k._id)}>
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Form onSubmit={onCreate} aria-label={`New API key of ${agencyName}`}>
        <Row className="g-2 align-items-end">
          <Form.Group as={Col} xs={12} sm={6} controlId="api-key-name">
            <Form.Label>Key name</Form.Label>
            <Form.Control name="name" required maxLength={100} placeholder="e.g. booking engine 2026" />
          </Form.Group>
          <Col xs={12} sm="auto">
            <Button type="submit">Create key</Button>
          </Col>
        </Row>
      </Form>
    </section>
  );
}
