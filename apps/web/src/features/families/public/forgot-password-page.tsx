import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import {
  forgotPasswordRequestSchema,
  LIMITS,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@academy/contract';
import { AuthCard } from '../../../components/auth-card.tsx';
import { TextField } from '../../../components/form/controls.tsx';
import { FieldError } from '../../../components/form/field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT, type t as translate } from '../../../lib/i18n.ts';
import { useRequestResetCode } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { emptyOtp, OtpInput } from './otp-input.tsx';
import '../../../styles/bootstrap/forms.scss';
import './fighter-auth.css';

const failureMessage = (error: unknown, t: typeof translate) =>
  error instanceof ApiError ? error.message : t('account.reset.failed');

/** Where the email address goes in a message that names it: it is shown in bold, and may wrap. */
const EMAIL_SLOT = '\u0000';

/** Step 1, 'Forgot Password': the email the code goes to. */
function RequestCodeStep({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const t = useT();
  const toast = useToast();
  const requestCode = useRequestResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email },
  });

  const onValid = async (values: ForgotPasswordRequest) => {
    try {
      const reply = await requestCode.mutateAsync(values);
      toast.show(reply.message || t('account.reset.otpSent'), 'success');
      onSent(values.email);
    } catch (error) {
      toast.show(failureMessage(error, t), 'danger');
    }
  };

  return (
    <AuthCard
      kicker={t('account.kicker')}
      title={t('account.reset.title')}
      subtitle={t('account.reset.subtitle', { digits: LIMITS.otpLength })}
      footer={<Link to="/fighter/login">{t('account.reset.backToLogin')}</Link>}
    >
      <form noValidate onSubmit={handleSubmit(onValid, () => toast.show(t('account.reset.enterValidEmail'), 'danger'))}>
        <TextField
          id="forgot-email"
          label={t('account.reset.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SpinnerButton loading={requestCode.isPending} className="auth-card__submit">
          {t('account.reset.sendOtp')}
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}

/** Step 2, 'Enter OTP': the four boxes and the new password twice. */
function ResetStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [digits, setDigits] = useState(emptyOtp);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email, code: '', newPassword: '', confirmNewPassword: '' },
  });

  const onDigits = (next: string[]) => {
    setDigits(next);
    setValue('code', next.join(''), { shouldValidate: isSubmitted });
  };

  const onValid = async (values: ResetPasswordRequest) => {
    try {
      const reply = await resetPassword.mutateAsync(values);
      toast.show(reply.message || t('account.reset.done'), 'success');
      navigate('/fighter/login');
    } catch (error) {
      toast.show(failureMessage(error, t), 'danger');
    }
  };

  const [beforeEmail, afterEmail] = t('account.reset.codeSent', {
    digits: LIMITS.otpLength,
    email: EMAIL_SLOT,
    minutes: LIMITS.otpValidityMinutes,
  }).split(EMAIL_SLOT);

  return (
    <AuthCard
      kicker={t('account.kicker')}
      title={t('account.reset.enterOtp')}
      subtitle={
        <>
          {beforeEmail}
          <strong className="text-break">{email}</strong>
          {afterEmail}
        </>
      }
      footer={
        <button type="button" className="btn btn-link p-0 fighter-auth__back" onClick={onBack}>
          <span aria-hidden="true">&larr;</span> {t('account.reset.back')}
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid, () => toast.show(t('account.fillAllFields'), 'danger'))}>
        <p id="otp-label" className="form-label mb-2">
          {t('account.reset.otpCode')}
        </p>
        <OtpInput
          digits={digits}
          onChange={onDigits}
          labelledBy="otp-label"
          autoFocus
          invalid={Boolean(errors.code)}
          describedBy={errors.code ? 'otp-error' : undefined}
        />
        <div className="mb-3 text-center">
          <FieldError id="otp-error" message={errors.code?.message} />
        </div>
        <PasswordField
          id="reset-new-password"
          label={t('account.reset.newPassword')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          id="reset-confirm-password"
          label={t('account.reenterPassword')}
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <SpinnerButton loading={resetPassword.isPending} className="auth-card__submit">
          {t('account.reset.submit')}
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}

/** /fighter/forgot-password: two steps, send a code by email, then enter it with a new password. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<{ name: 'request' } | { name: 'reset'; email: string }>({ name: 'request' });
  const [email, setEmail] = useState('');

  if (step.name === 'reset') {
    return <ResetStep key={step.email} email={step.email} onBack={() => setStep({ name: 'request' })} />;
  }
  return (
    <RequestCodeStep
      email={email}
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep({ name: 'reset', email: sentTo });
      }}
    />
  );
}
