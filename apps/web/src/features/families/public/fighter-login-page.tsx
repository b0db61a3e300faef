import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@academy/contract';
import { AuthCard } from '../../../components/auth-card.tsx';
import { LoginForm } from '../../../components/login-form.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { activateLanguage, useT } from '../../../lib/i18n.ts';
import { rememberLanguage } from '../../../lib/language-choice.ts';
import { loginState, saveLogin, useSession } from '../../../lib/session.ts';
import { useFighterLogin } from '../api/fighter-login.ts';
import './fighter-auth.css';

/**
 * Where to go after logging in: ?next= names a page of this site (a batch's page, to join it), never another site's
 * address; else the profile.
 */
function afterLogin(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/fighter/viewprofile';
}

/** The email the sign-up page hands over in the history entry's state, if it did. */
function signedUpEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : undefined;
}

/**
 * /fighter/login; ?next=/classes/<id>?join=1 comes back there after the login. Right after a sign-up the email is
 * filled in (from the navigation's state, which never reaches an address or a server log).
 */
export default function FighterLoginPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useFighterLogin();
  const [search] = useSearchParams();
  const email = signedUpEmail(useLocation().state);
  const destination = afterLogin(search.get('next'));
  // A fighter who is already logged in goes straight on.
  if (loginState(session) === 'fighter' && !login.isPending) return <Navigate to={destination} replace />;

  const onValid = async (values: LoginRequest) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply.status !== 1) {
        toast.show(reply.message, 'danger');
        return;
      }
      saveLogin(reply);
      // The language saved on the account is the fighter's choice on every device.
      if (reply.language) {
        rememberLanguage(reply.language);
        await activateLanguage(reply.language);
      }
      if (reply.userType === 'fighter') navigate(destination, { replace: true });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('account.login.failed'), 'danger');
    }
  };

  return (
    <AuthCard
      kicker={t('account.kicker')}
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      footer={
        <Link to="/fighter/signup">
          {t('account.login.newFighter')} <strong>{t('account.login.signUp')}</strong>
        </Link>
      }
    >
      <LoginForm
        idPrefix="fighter"
        email={email}
        loading={login.isPending}
        onValid={onValid}
        onInvalid={() => toast.show(t('account.fillAllFields'), 'danger')}
        beforeSubmit={
          <div className="text-end mb-3">
            <Link to="/fighter/forgot-password" className="fighter-auth__small-link">
              {t('account.login.forgotPassword')}
            </Link>
          </div>
        }
      />
    </AuthCard>
  );
}
