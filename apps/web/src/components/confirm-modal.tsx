import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SpinnerButton } from './spinner-button.tsx';

interface Props {
  show: boolean;
  title: string;
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
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
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
