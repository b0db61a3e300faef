import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { LoginReply, LoginRequest, TwoFactorChallengeReply } from '@academy/contract';
import { AuthCard } from '../../../components/auth-card.tsx';
import { LoginForm } from '../../../components/login-form.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { loginState, saveLogin, useSession } from '../../../lib/session.ts';
import { STAFF_HOME } from '../../../lib/staff-account.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import './admin-auth.css';

/** /admin/login: email and password, then, for an account with two-factor sign-in, its code. */
export default function AdminLoginPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useAdminLogin();
  const [challenge, setChallenge] = useState<TwoFactorChallengeReply | null>(null);
  const restart = useCallback(
    (notice?: string) => {
      setChallenge(null);
      if (notice) toast.show(notice, 'info');
    },
    [toast],
  );
  // A member of staff who is already logged in has nothing to do here: /admin opens their home. Not while a login
  // of this page is finishing: it goes to the home its reply names.
  if (loginState(session) === 'admin' && !login.isPending && !challenge) return <Navigate to="/admin" replace />;

  const loggedIn = (reply: LoginReply) => {
    saveLogin(reply);
    navigate(STAFF_HOME[reply.staffRole ?? 'owner'], { replace: true });
  };

  const onValid = async (values: LoginRequest) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply.status === 2) {
        setChallenge(reply);
        return;
      }
      if (reply.status !== 1 || reply.userType !== 'admin') {
        toast.show(t('admin.login.failed'), 'danger');
        return;
      }
      loggedIn(reply);
    } catch (error) {
      // A deactivated member of staff is told so (403); any other failure is the one plain message.
      toast.show(
        error instanceof ApiError && error.httpStatus === 403 ? error.message : t('admin.login.failed'),
        'danger',
      );
    }
  };

  return (
    <AuthCard kicker={t('admin.login.kicker')} title={t('admin.login.title')} subtitle={t('admin.login.subtitle')}>
      {challenge ? (
        <TwoFactorStep challenge={challenge} onLoggedIn={loggedIn} onRestart={restart} />
      ) : (
        <LoginForm
          idPrefix="admin"
          loading={login.isPending}
          onValid={onValid}
          onInvalid={() => toast.show(t('admin.login.formInvalid'), 'danger')}
        />
      )}
    </AuthCard>
  );
}
