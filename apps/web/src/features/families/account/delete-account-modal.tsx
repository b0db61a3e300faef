import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { MessageKey } from '@academy/contract';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { eraseFighter } from '../api/erase-fighter.ts';
import '../../../styles/bootstrap/modal.scss';
import '../../../components/brand-modal.css';
import './delete-account-modal.css';

const REMOVED: readonly MessageKey[] = [
  'account.data.modal.removed.profile',
  'account.data.modal.removed.photo',
  'account.data.modal.removed.bookings',
  'account.data.modal.removed.sessions',
];
const KEPT: readonly MessageKey[] = ['account.data.modal.kept.bookings', 'account.data.modal.kept.audit'];

/** Erasing a child's profile: the child's details go, the guardian's account stays. */
const CHILD_REMOVED: readonly MessageKey[] = [
  'account.data.childModal.removed.profile',
  'account.data.childModal.removed.photo',
  'account.data.childModal.removed.bookings',
];
const CHILD_KEPT: readonly MessageKey[] = ['account.data.modal.kept.bookings', 'account.data.childModal.kept.audit'];

interface Props {
  fighterId: string;
  /** Set when the profile is a child's: only it is erased, and the texts say so. */
  child?: { name: string } | null;
  /** The account holds children's profiles, which go with it. */
  hasChildren?: boolean;
  show: boolean;
  onClose: () => void;
  /** The account is gone: `message` is the server's confirmation, for the page the fighter lands on. */
  onErased: (message: string) => void;
}

/**
 * Says what an erasure removes and what it keeps, and asks for the password before the account goes; for a child's
 * profile, the guardian's password before that profile alone goes.
 */
export function DeleteAccountModal({ fighterId, child = null, hasChildren = false, show, onClose, onErased }: Props) {
  const t = useT();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setPassword('');
    setError(undefined);
    onClose();
  };

  const named = child ? { name: child.name } : undefined;
  const removed = named
    ? CHILD_REMOVED
    : hasChildren
      ? [...REMOVED, 'account.data.modal.removed.children' as const]
      : REMOVED;
  const kept = named ? CHILD_KEPT : KEPT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('form.password.required'));
      return;
    }
    setBusy(true);
    try {
      const reply = await eraseFighter(fighterId, password);
      onErased(reply.message);
    } catch (failure) {
      // A wrong password is the server's 403 with its own words; anything else is a plain failure.
      setError(
        failure instanceof ApiError && failure.httpStatus === 403
          ? failure.message
          : named
            ? t('account.data.childModal.failed', named)
            : t('account.data.modal.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId} className="brand-modal delete-account-modal">
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {named ? t('account.data.childModal.title', named) : t('account.data.modal.title')}
        </Modal.Title>
      </Modal.Header>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Body>
          <h3 className="delete-account-modal__heading">{t('account.data.modal.removedTitle')}</h3>
          <ul className="delete-account-modal__list">
            {removed.map((key) => (
              <li key={key}>{t(key, named)}</li>
            ))}
          </ul>
          <h3 className="delete-account-modal__heading">{t('account.data.modal.keptTitle')}</h3>
          <ul className="delete-account-modal__list">
            {kept.map((key) => (
              <li key={key}>{t(key, named)}</li>
            ))}
          </ul>
          <p className="fw-semibold">
            {named ? t('account.data.childModal.final', named) : t('account.data.modal.final')}
          </p>
          <PasswordField
            id={`${titleId}-password`}
            label={t('account.data.modal.password')}
            hint={t('account.data.modal.passwordHint')}
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy}>
            {t('form.kit.cancel')}
          </button>
          <SpinnerButton loading={busy}>
            {named ? t('account.data.childModal.confirm', named) : t('account.data.modal.confirm')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
