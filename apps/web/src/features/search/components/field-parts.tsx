import type { ReactNode } from 'react';

/** Bootstrap's classes and the aria links of a search field's control, for its error. */
export function controlAttributes(id: string, base: 'form-control' | 'form-select', error?: string) {
  return {
    id,
    className: error ? `${base} is-invalid` : base,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

export function FieldLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className="form-label">
      {children}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
