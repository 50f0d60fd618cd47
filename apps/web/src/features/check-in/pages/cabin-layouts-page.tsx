import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { cabinLayoutBody, type CabinLayout } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { Said } from '../../../components/said';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCabinLayouts, useDeleteCabinLayout, useSaveCabinLayout } from '../api/cabin-layouts';
import { emptyLayoutForm, layoutBodyOf, layoutFormOf, type LayoutFormValues } from '../layout-form-values';

/** /cabinLayouts (admin): a cabin layout per plane type, and which planes fly it. Planes not listed fly 30 × ABC-DEF. */
export function CabinLayoutsPage() {
  const layouts = useCabinLayouts();
  const remove = useDeleteCabinLayout();
  const [editing, setEditing] = useState<CabinLayout | null>(null);
  return (
    <BackOfficePage title="Cabin layouts">
      <Row className="g-4">
        <Col lg={7}>
          {layouts.isPending ? (
            <PageSpinner />
          ) : layouts.isError ? (
            <QueryError error={layouts.error} onRetry={() => void layouts.refetch()} />
          ) : layouts.data.length === 0 ? (
            <p className="text-body-secondary">No layouts yet: every plane flies the standard 30 rows × ABC-DEF (180 seats).</p>
          ) : (
            <ListTable headings={['Name', 'Cabin', 'Seats', 'Planes', <span key="actions" className="visually-hidden">Actions</span>]}>
              {layouts.data.map((l) => (
                <tr key={l._id}>
                  <td>{l.name}</td>
                  <td className="font-monospace">
                    {l.rows} × {l.letters}
                  </td>
                  <td>{l.seatCapacity}</td>
                  <td className="small">{l.planeNumbers.join(', ') || '—'}</td>
                  <td className="text-nowrap">
                    <Button size="sm" variant="outline-primary" className="me-1" onClick={() => setEditing(l)} aria-label={`Edit ${l.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Delete ${l.name}`}
                      onClick={() =>
                        window.confirm(`Delete the layout ${l.name}? Its planes will use the standard layout.`) &&
                        remove.mutate(l._id, { onSuccess: ({ message }) => toast.success(message), onError: (e) => toast.error(errorMessage(e)) })
                      }
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
        </Col>
        <Col lg={5}>
          <LayoutForm key={editing?._id ?? 'new'} layout={editing} onDone={() => setEditing(null)} />
        </Col>
      </Row>
    </BackOfficePage>
  );
}

const fields: { key: keyof LayoutFormValues; label: string; help?: string }[] = [
  { key: 'name', label: 'Name (plane type)' },
  { key: 'rows', label: 'Rows' },
  { key: 'letters', label: 'Seat letters', help: 'Left to right, - for an aisle: ABC-DEF' },
  { key: 'extraLegroomRows', label: 'Extra-legroom rows', help: 'Row numbers, comma-separated' },
  { key: 'exitRows', label: 'Exit rows', help: 'Exit rows also have extra legroom' },
  { key: 'blockedSeats', label: 'Blocked seats', help: 'Not for sale, e.g. 30A, 30F' },
  { key: 'planeNumbers', label: 'Planes flying it', help: 'Plane numbers as on flights, e.g. S2-AJA' },
];

function LayoutForm({ layout, onDone }: { layout: CabinLayout | null; onDone: () => void }) {
  const save = useSaveCabinLayout();
  const [values, setValues] = useState<LayoutFormValues>(layout ? layoutFormOf(layout) : emptyLayoutForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = layoutBodyOf(values);
    const parsed = cabinLayoutBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: layout?._id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setValues(emptyLayoutForm);
          onDone();
        },
      },
    );
  };
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5">{layout ? `Edit ${layout.name}` : 'New layout'}</h2>
        <Form noValidate onSubmit={submit}>
          {fields.map((f) => (
            <Form.Group className="mb-2" controlId={`layout-${f.key}`} key={f.key}>
              <Form.Label className="mb-0">{f.label}</Form.Label>
              <Form.Control value={values[f.key]} isInvalid={!!errors[f.key]} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} />
              {errors[f.key] ? <Form.Control.Feedback type="invalid"><Said text={errors[f.key] ?? ''} /></Form.Control.Feedback> : f.help && <Form.Text>{f.help}</Form.Text>}
            </Form.Group>
          ))}
          {save.isError && (
            <Alert variant="danger" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={save.isPending}>
              Save layout
            </Button>
            {layout && (
              <Button type="button" variant="link" onClick={onDone}>
                Cancel
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
