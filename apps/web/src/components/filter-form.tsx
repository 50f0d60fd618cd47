import { type FormEvent, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

/** One field of a back-office list's filter form: a text, e-mail or date box, or a choice among `options`. */
export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date';
  /** A choice: the empty choice says `anyLabel`. */
  options?: readonly { value: string; label: string }[];
  anyLabel?: string;
  /** Typed in capitals (a booking reference). */
  upper?: boolean;
  maxLength?: number;
  /** Its width on a phone, a tablet and a desktop (Bootstrap columns of 12). */
  cols?: { xs?: number; sm?: number; lg?: number };
}

/**
 * A back-office list's filters as one form: the fields side by side, Filter (and whatever `actions` adds, such as
 * Clear). On Filter it answers the filled-in fields, trimmed, by name; the list then asks the server for them.
 */
export function FilterForm({
  label,
  fields,
  values = {},
  onFilter,
  actions,
}: {
  /** The form's accessible name ("Filter the payments"). */
  label: string;
  fields: readonly FilterField[];
  /** The values the fields start with (the filters in force). */
  values?: Partial<Record<string, string>>;
  onFilter: (filters: Record<string, string>) => void;
  actions?: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const filters: Record<string, string> = {};
    for (const { name } of fields) {
      const value = String(data.get(name) ?? '').trim();
      if (value) filters[name] = value;
    }
    onFilter(filters);
  };
  return (
    <Form onSubmit={onSubmit} className="mb-4" aria-label={label}>
      <Row className="g-3 align-items-end">
        {fields.map((f) => (
          <Col key={f.name} xs={f.cols?.xs ?? 12} sm={f.cols?.sm ?? 6} lg={f.cols?.lg ?? 2}>
            <Form.Group controlId={`filter-${f.name}`}>
              <Form.Label>{f.label}</Form.Label>
              {f.options ? (
                <Form.Select name={f.name} defaultValue={values[f.name] ?? ''}>
                  <option value="">{f.anyLabel ?? 'Any'}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
              ) : (
                <Form.Control
                  name={f.name}
                  type={f.type ?? 'text'}
                  defaultValue={values[f.name] ?? ''}
                  maxLength={f.maxLength}
                  className={f.upper ? 'text-uppercase' : undefined}
                  autoCapitalize={f.upper ? 'characters' : undefined}
                />
              )}
            </Form.Group>
          </Col>
        ))}
        <Col xs={12} lg={2} className="d-flex flex-wrap gap-2">
          <Button type="submit">Filter</Button>
          {actions}
        </Col>
      </Row>
    </Form>
  );
}
