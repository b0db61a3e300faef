import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SpinnerButton } from './spinner-button.tsx';

interface Props {
  show: boolean;
  title: string;
  /** What is about to go (e.g. the event's date), shown above the question so the admin can check the row. */
  detail?: ReactNode;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action, so nothing is lost to a slip; an in-page modal, never window.confirm. */
export function ConfirmModal({
  show,
  title,
  detail,
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} className="confirm-modal">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {detail && <p className="confirm-modal__detail fw-semibold mb-2">{detail}</p>}
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SpinnerButton type="button" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </SpinnerButton>
      </Modal.Footer>
    </Modal>
  );
}
