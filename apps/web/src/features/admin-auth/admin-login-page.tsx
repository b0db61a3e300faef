import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { loginRequestSchema, MESSAGES, type LoginRequest } from '@academy/contract';
import { AuthCard } from '../../components/auth-card.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { loginState, saveLogin, useSession } from '../../lib/session.ts';
import { useAdminLogin } from './api/admin-login.ts';

/** /admin/login (SPEC.md sections 2, 4, 5 and 8). */
export default function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  // An admin who is already logged in has nothing to do here.
  if (loginState(session) === 'admin' && !login.isPending) return <Navigate to="/admin/dashboard" replace />;

  const onValid = async (values: LoginRequest) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply.status !== 1 || reply.userType !== 'admin') {
        toast.show(MESSAGES.loginFailed, 'danger');
        return;
      }
      saveLogin(reply);
      navigate('/admin/dashboard', { replace: true });
    } catch {
      toast.show(MESSAGES.loginFailed, 'danger');
    }
  };

  return (
    <AuthCard kicker="Admin area" title="Admin Login" subtitle="Sign in to manage fighters, events and the gallery.">
      <form noValidate onSubmit={handleSubmit(onValid, () => toast.show(MESSAGES.formInvalid, 'danger'))}>
        <div className="mb-3">
          <label htmlFor="admin-email" className="form-label">
            Email
          </label>
          <input
            id="admin-email"
            type="email"
            autoComplete="username"
            className={`form-control ${errors.email ? 'is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'admin-email-error' : undefined}
            {...register('email')}
          />
          <FieldError id="admin-email-error" message={errors.email?.message} />
        </div>
        <PasswordField
          id="admin-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SpinnerButton loading={login.isPending} className="auth-card__submit mt-2">
          Login
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}
