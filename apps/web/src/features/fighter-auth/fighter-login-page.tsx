import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { loginRequestSchema, MESSAGES, type LoginRequest } from '@academy/contract';
import { AuthCard } from '../../components/auth-card.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loginState, saveLogin, useSession } from '../../lib/session.ts';
import { useFighterLogin } from './api/fighter-login.ts';
import './fighter-auth.css';

/** /fighter/login (SPEC.md sections 2, 4, 5 and 8). */
export default function FighterLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useFighterLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

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
      <form noValidate onSubmit={handleSubmit(onValid, () => toast.show(MESSAGES.fillAllFields, 'danger'))}>
        <div className="mb-3">
          <label htmlFor="fighter-email" className="form-label">
            Email
          </label>
          <input
            id="fighter-email"
            type="email"
            autoComplete="username"
            className={`form-control ${errors.email ? 'is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'fighter-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="fighter-email-error" message={errors.email?.message} />
        </div>
        <PasswordField
          id="fighter-password"
          label="Password"
          autoComplete="current-password"
          className="mb-2"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="text-end mb-3">
          <Link to="/fighter/forgot-password" className="fighter-auth__small-link">
            Forgot Password?
          </Link>
        </div>
        <SpinnerButton loading={login.isPending} className="auth-card__submit">
          Login
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}
