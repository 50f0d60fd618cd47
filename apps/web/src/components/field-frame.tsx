import type { ReactNode } from 'react';
import { useSentence } from '../lib/sentence';

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled field with its hint and error, in Bootstrap's form markup (no react-bootstrap): `id` is the control's,
 * which the control inside sets itself, with `{...controlProps(id, error, hint)}`'s aria attributes.
 */
export function FieldFrame({ id, label, error, hint, className = 'mb-3', children }: FieldFrameProps) {
  const message = useSentence(error);
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="form-text text-muted">
          {hint}
        </small>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}

/** Validity and aria attributes for the control inside a field with the same `id`, error and hint. */
export function controlProps(id: string, error?: string, hint?: string) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { isInvalid: !!error, 'aria-invalid': !!error, 'aria-describedby': describedBy };
}

/** The same for a plain control: Bootstrap's `is-invalid` is a class of its own. */
export function plainControlProps(id: string, error?: string, hint?: string) {
  const { isInvalid, ...aria } = controlProps(id, error, hint);
  return { id, ...aria, invalid: isInvalid };
}
