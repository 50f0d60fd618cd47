import { Button, Modal, Spinner } from 'react-bootstrap';
import { t } from '../i18n/i18n';

interface ConfirmModalProps {
  show: boolean;
  title: string;
  message: string;
  /** The confirm button's label, e.g. 'Delete'. */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
}

/** The one confirmation dialog of the back office (SPEC §2: title, message, confirm button, Close). */
export function ConfirmModal({ show, title, message, confirmLabel, onConfirm, onClose, pending = false }: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="confirm-modal-title">
      <Modal.Header closeButton={false}>
        <Modal.Title id="confirm-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0 text-break">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
          {t('common.close')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
