import { Link, Navigate, useNavigate } from 'react-router';
import { MESSAGES, type LoginRequest } from '@academy/contract';
import { AuthCard } from '../../components/auth-card.tsx';
import { LoginForm } from '../../components/login-form.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loginState, saveLogin, useSession } from '../../lib/session.ts';
import { useFighterLogin } from './api/fighter-login.ts';
import './fighter-auth.css';

/** /fighter/login. */
export default function FighterLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useFighterLogin();
  // A fighter who is already logged in goes straight to their profile.
  if (loginState(session) === 'fighter' && !login.isPending) return <Navigate to="/fighter/viewprofile" replace />;

  const onValid = async (values: LoginRequest) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply.status !== 1) {
        toast.show(reply.message, 'danger');
        return;
      }
      saveLogin(reply);
      if (reply.userType === 'fighter') navigate('/fighter/viewprofile', { replace: true });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : MESSAGES.loginFailed, 'danger');
    }
  };

  return (
    <AuthCard
      kicker="Fighter area"
      title="Fighter Login"
      subtitle="Welcome back. Log in to see your profile."
      footer={
        <Link to="/fighter/signup">
          New Fighter? <strong>Sign Up</strong>
        </Link>
      }
    >
      <LoginForm
        idPrefix="fighter"
        loading={login.isPending}
        onValid={onValid}
        onInvalid={() => toast.show(MESSAGES.fillAllFields, 'danger')}
        beforeSubmit={
          <div className="text-end mb-3">
            <Link to="/fighter/forgot-password" className="fighter-auth__small-link">
              Forgot Password?
            </Link>
          </div>
        }
      />
    </AuthCard>
  );
}
