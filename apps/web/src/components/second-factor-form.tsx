import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorSchema, TWO_FACTOR, type SecondFactor, type SecondFactorMethod } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { TextField } from './form/controls.tsx';
import { SpinnerButton } from './spinner-button.tsx';
import './second-factor-form.css';

interface Props {
  /** Prefix of the field's id: `<prefix>-code` or `<prefix>-recovery-code`. */
  idPrefix: string;
  submitLabel: string;
  loading: boolean;
  /** The server's refusal of the last code, shown above the field. */
  error?: string | null | undefined;
  onSubmit: (factor: SecondFactor) => void;
  /** The app's code only (an enrolment's first code); otherwise a switch offers a recovery code instead. */
  appOnly?: boolean;
  /** What the form asks for, above the field, by the kind of code chosen. */
  intro?: (method: SecondFactorMethod) => ReactNode;
  /** Buttons beside the switch (Back to login, Cancel). */
  actions?: ReactNode;
  /** The kind of code changed: an error about the other kind no longer applies. */
  onMethodChange?: () => void;
  /**
   * Puts the cursor in the field at once, where the code is all the screen asks for; not where it comes below what
   * is to be read first (a QR code to scan), which a phone would scroll away from.
   */
  autoFocus?: boolean;
}

/**
 * A code of the authenticator app (the phone's number pad, and the code the phone or a password manager offers:
 * one-time-code) or, after "Use a recovery code", one of the recovery codes. Used by the admin login's second step
 * and the account screen.
 */
export function SecondFactorForm({
  idPrefix,
  submitLabel,
  loading,
  error,
  onSubmit,
  appOnly = false,
  intro,
  actions,
  onMethodChange,
  autoFocus = false,
}: Props) {
  const t = useT();
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<SecondFactor>({ resolver: zodResolver(secondFactorSchema), defaultValues: { method, code: '' } });

  // After a switch of the kind of code, the cursor goes to the new field.
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (autoFocus || switched) setFocus('code');
  }, [method, autoFocus, switched, setFocus]);

  const switchMethod = () => {
    const next = method === 'totp' ? 'recovery' : 'totp';
    setMethod(next);
    setSwitched(true);
    reset({ method: next, code: '' });
    onMethodChange?.();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="second-factor-form">
      {intro && <p className="second-factor-form__intro">{intro(method)}</p>}
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <input type="hidden" {...register('method')} />
      {method === 'totp' ? (
        <TextField
          key="totp"
          id={`${idPrefix}-code`}
          label={t('form.twoFactor.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={TWO_FACTOR.digits + 1}
          spellCheck={false}
          className="mb-3 second-factor-form__field"
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="recovery"
          id={`${idPrefix}-recovery-code`}
          label={t('form.twoFactor.recoveryLabel')}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          className="mb-3 second-factor-form__field second-factor-form__field--recovery"
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <SpinnerButton loading={loading} className="second-factor-form__submit">
        {submitLabel}
      </SpinnerButton>
      {(!appOnly || actions) && (
        <div className="second-factor-form__links">
          {!appOnly && (
            <button type="button" className="btn btn-link second-factor-form__link" onClick={switchMethod}>
              {method === 'totp' ? t('form.twoFactor.useRecovery') : t('form.twoFactor.useApp')}
            </button>
          )}
          {actions}
        </div>
      )}
    </form>
  );
}
