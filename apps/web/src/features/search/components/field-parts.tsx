import { errorMessage } from '../../../lib/api-client';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { useSentence } from '../../../lib/sentence';

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
  const message = useSentence(error);
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

/** The search forms' submit button, with a spinner while the search runs. */
export function SearchButton({ pending, className }: { pending: boolean; className: string }) {
  return (
    <button type="submit" className={`btn btn-primary search-submit ${className}`} disabled={pending}>
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {t('search.button')}
    </button>
  );
}

/** The search forms' failure, said under the form. */
export function SearchFailure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0 py-2" role="alert">
      {errorMessage(error)}
    </div>
  );
}
