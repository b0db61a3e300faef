import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import SplitButton from 'react-bootstrap/SplitButton';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { useLogoutEverywhere } from '../api/logout-everywhere.ts';

interface Props {
  /** The layout's LOGOUT (this device only). */
  onLogout: () => void;
  /** Where to go once every session has ended: the role's login page. */
  loginPath: '/admin/login' | '/fighter/login';
}

export const LOGOUT_EVERYWHERE_CONFIRM = 'Log out on every device? You will need to log in again here too.';

/**
 * LOGOUT for the guarded layouts, with "Log out everywhere" in its menu: after a confirmation the server ends every
 * session of the user; this browser then forgets its own and goes to the login page with the server's message.
 */
export function LogoutMenu({ onLogout, loginPath }: Props) {
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
      const message = error instanceof Error ? error.message : 'Could not log out everywhere. Please try again.';
      toast.show(message, 'danger');
      // The token was already refused (e.g. ended from another device): it is of no use here either.
      if (error instanceof ApiError && error.httpStatus === 401) leave();
    }
  };

  return (
    <>
      <SplitButton
        id={`${id}-logout`}
        title="LOGOUT"
        toggleLabel="Sign-out options"
        variant="outline-light"
        size="sm"
        align="end"
        // At the right end of the bar, also when a phone wraps it under the logo.
        className="ms-auto"
        onClick={onLogout}
      >
        <Dropdown.Item as="button" type="button" onClick={() => setAsking(true)}>
          Log out everywhere
        </Dropdown.Item>
      </SplitButton>
      <ConfirmModal
        show={asking}
        title="Log out everywhere"
        message={LOGOUT_EVERYWHERE_CONFIRM}
        confirmLabel="Log out everywhere"
        busy={logoutEverywhere.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
