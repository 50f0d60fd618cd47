import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useSentence } from '../lib/sentence';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled field with its hint and error; `id` ties the <label> to the control inside.
 * Controls spread `{...controlProps(id, error, hint)}` to link the messages to themselves.
 */
export function FormField({ id, label, error, hint, className = 'mb-3', children }: FormFieldProps) {
  const message = useSentence(error);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {hint && !error && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** Validity and aria attributes for the control inside a FormField with the same `id`, error and hint. */
export function controlProps(id: string, error?: string, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { isInvalid: !!error, 'aria-invalid': !!error, 'aria-describedby': describedBy };
}
