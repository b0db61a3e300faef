import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { takeSessionEndedNotice } from '../lib/session.ts';
import { TextField } from './form/controls.tsx';
import { PasswordField } from './form/password-field.tsx';
import { SpinnerButton } from './spinner-button.tsx';

interface Props {
  /** Prefix of the field ids, e.g. 'admin' gives admin-email and admin-password. */
  idPrefix: string;
  loading: boolean;
  onValid: (values: LoginRequest) => void;
  /** Called when a submit finds the form invalid; the admin and fighter pages word that alert differently. */
  onInvalid: () => void;
  /** Shown between the password field and the Login button (e.g. Forgot Password?). */
  beforeSubmit?: ReactNode;
  /** The email to start with (the one just signed up with); the password field then has the focus. */
  email?: string;
}

/** The email + password form shared by the admin and fighter login pages. */
export function LoginForm({ idPrefix, loading, onValid, onInvalid, beforeSubmit, email = '' }: Props) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });
  const prefilled = email !== '';
  useEffect(() => {
    if (prefilled) setFocus('password');
  }, [prefilled, setFocus]);
  // Read once on mount: a session the server ended elsewhere (password reset, "log out everywhere").
  const [endedNotice] = useState(takeSessionEndedNotice);
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      {endedNotice && (
        <div className="alert alert-info py-2" role="status">
          {endedNotice}
        </div>
      )}
      <TextField
        id={`${idPrefix}-email`}
        label={t('form.login.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('form.login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {beforeSubmit}
      <SpinnerButton loading={loading} className={`auth-card__submit${beforeSubmit ? '' : ' mt-2'}`}>
        {t('form.login.submit')}
      </SpinnerButton>
    </form>
  );
}
