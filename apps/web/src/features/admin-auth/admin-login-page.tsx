import { Navigate, useNavigate } from 'react-router';
import type { LoginRequest } from '@academy/contract';
import { AuthCard } from '../../components/auth-card.tsx';
import { LoginForm } from '../../components/login-form.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { useT } from '../../lib/i18n.ts';
import { loginState, saveLogin, useSession } from '../../lib/session.ts';
import { STAFF_HOME } from '../../lib/staff-account.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAdminLogin } from './api/admin-login.ts';

/** /admin/login. */
export default function AdminLoginPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useAdminLogin();
  // A member of staff who is already logged in has nothing to do here: /admin opens their home.
  if (loginState(session) === 'admin' && !login.isPending) return <Navigate to="/admin" replace />;

  const onValid = async (values: LoginRequest) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply.status !== 1 || reply.userType !== 'admin') {
        toast.show(t('admin.login.failed'), 'danger');
        return;
      }
      saveLogin(reply);
      navigate(STAFF_HOME[reply.staffRole ?? 'owner'], { replace: true });
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
      <LoginForm
        idPrefix="admin"
        loading={login.isPending}
        onValid={onValid}
        onInvalid={() => toast.show(t('admin.login.formInvalid'), 'danger')}
      />
    </AuthCard>
  );
}
