import { Spinner } from 'react-bootstrap';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
