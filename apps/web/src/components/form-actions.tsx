import { t } from '../i18n/i18n';
import { Button, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';

interface FormActionsProps {
  pending: boolean;
  onReset: () => void;
  /** A link beside the buttons, e.g. to the list. */
  link?: { to: string; label: string };
  resetLabel?: string;
  saveLabel?: string;
}

/** The Reset and Save buttons the back-office forms share. */
export function FormActions({ pending, onReset, link, resetLabel = t('profile.reset'), saveLabel = t('profile.save') }: FormActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Button type="button" variant="outline-secondary" onClick={onReset} disabled={pending}>
        {resetLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {saveLabel}
      </Button>
      {link && (
        <Link to={link.to} className="ms-sm-auto">
          {link.label}
        </Link>
      )}
    </div>
  );
}
