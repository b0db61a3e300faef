import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import SplitButton from 'react-bootstrap/SplitButton';
import { useNavigate } from 'react-router';
import { ConfirmModal } from './confirm-modal.tsx';
import { useToast } from './toast/toast-context.ts';
import { ApiError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { clearSession } from '../lib/session.ts';
import { useLogoutEverywhere } from '../lib/logout-everywhere.ts';
import '../styles/bootstrap/dropdown.scss';

interface Props {
  /** The layout's LOGOUT (this device only). */
  onLogout: () => void;
  /** Where to go once every session has ended: the role's login page. */
  loginPath: '/admin/login' | '/fighter/login';
}

/**
 * LOGOUT for the guarded layouts, with "Log out everywhere" in its menu: after a confirmation the server ends every
 * session of the user; this browser then forgets its own and goes to the login page with the server's message.
 */
export function LogoutMenu({ onLogout, loginPath }: Props) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logoutEverywhere = useLogoutEverywhere();
  const [asking, setAsking] = useState(false);

  const leave = () => {
    void navigate(loginPath, { replace: true });
    clearSession();
    queryClient.clear();
  };

  const confirm = async () => {
    try {
      const reply = await logoutEverywhere.mutateAsync();
      setAsking(false);
      toast.show(reply.message, 'success');
      leave();
    } catch (error) {
      setAsking(false);
      const message = error instanceof Error ? error.message : t('form.logout.failed');
      toast.show(message, 'danger');
      // The token was already refused (e.g. ended from another device): it is of no use here either.
      if (error instanceof ApiError && error.httpStatus === 401) leave();
    }
  };

  return (
    <>
      <SplitButton
        id={`${id}-logout`}
        title={t('form.logout.button')}
        toggleLabel={t('form.logout.options')}
        variant="outline-light"
        size="sm"
        align="end"
        // At the right end of the bar, also when a phone wraps it under the logo.
        className="ms-auto"
        onClick={onLogout}
      >
        <Dropdown.Item as="button" type="button" onClick={() => setAsking(true)}>
          {t('form.logout.everywhere')}
        </Dropdown.Item>
      </SplitButton>
      <ConfirmModal
        show={asking}
        title={t('form.logout.everywhere')}
        message={t('form.logout.confirm')}
        confirmLabel={t('form.logout.everywhere')}
        busy={logoutEverywhere.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
