import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../lib/i18n.ts';
import { SpinnerButton } from './spinner-button.tsx';
import '../styles/bootstrap/modal.scss';

interface Props {
  show: boolean;
  title: string;
  /** What is about to go (e.g. the event's date), shown above the question so the admin can check the row. */
  detail?: ReactNode;
  message: string;
  /** The confirm button's words; Delete when absent. */
  confirmLabel?: string;
  /** The dismiss button's words; Cancel when absent (and when the action itself is a cancelling, "Keep ..."). */
  dismissLabel?: string;
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
  confirmLabel,
  dismissLabel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} className="confirm-modal">
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
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
          {dismissLabel ?? t('form.kit.cancel')}
        </button>
        <SpinnerButton type="button" loading={busy} onClick={onConfirm}>
          {confirmLabel ?? t('form.kit.delete')}
        </SpinnerButton>
      </Modal.Footer>
    </Modal>
  );
}
