import { t } from '../i18n/i18n';

/** A page (or part of one) on its way: Bootstrap's border spinner, announced politely. */
export function PageSpinner({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
