import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { controlProps } from '../../../components/form-field';

type DateInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'type' | 'value'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A labelled date field of the search panel. */
export function DateInput({ id, label, error, ...input }: DateInputProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="date" {...input} {...controlProps(id, error)} />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** Today as YYYY-MM-DD in the visitor's calendar: the earliest date worth searching. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
