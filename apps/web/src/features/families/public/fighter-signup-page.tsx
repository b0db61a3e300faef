import { useEffect } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ACADEMY_NAME, fieldMessage, LIMITS, signUpRequestSchema } from '@academy/contract';
import { AuthCard } from '../../../components/auth-card.tsx';
import { CheckField } from '../../../components/form/check-field.tsx';
import { SelectField, TextField } from '../../../components/form/controls.tsx';
import { formattingMobile, usePersonInputs } from '../../../components/form/person-inputs.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { PrivacyNoticeLine } from '../../../components/privacy-notice-line.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCreateFighter } from '../api/create-fighter.ts';
import { forAdult, LeadWelcome, useLeadInvitation } from './lead-welcome.tsx';
import '../../../styles/bootstrap/grid.scss';
import './fighter-auth.css';

/** /fighter/signup; a new password needs 8 characters (login accepts any, so older accounts still log in). */
export default function FighterSignupPage() {
  const t = useT();
  const personInputs = usePersonInputs();
  const navigate = useNavigate();
  const toast = useToast();
  // On a phone the notice is a band across the top and the page starts below it (toast.css); a form scrolled
  // halfway would have a field under the band. Going back to the top shows the card's heading and the first
  // fields below the band.
  const fail = (message: string) => {
    if (window.matchMedia?.('(max-width: 575.98px)').matches) {
      // Two frames later: after the field errors have rendered, which would otherwise shift the page again.
      requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo({ top: 0 })));
    }
    toast.show(message, 'danger');
  };
  const createFighter = useCreateFighter();
  const { invite, leadToken, login } = useLeadInvitation();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      email: '',
      mobileNumber: '',
      age: '',
      password: '',
      confirmPassword: '',
      trains: true,
    },
  });

  // A lead's link fills in its name, and the age when the student is the person signing up; never over typing.
  useEffect(() => {
    if (!invite) return;
    if (!getFieldState('fullName').isDirty) setValue('fullName', invite.name);
    if (forAdult(invite) && !getFieldState('age').isDirty) setValue('age', String(invite.studentAge));
  }, [invite, getFieldState, setValue]);

  // One summary notice; the details are under each field (the notices replace rather than stack a repeated text).
  const onInvalid = (invalid: FieldErrors) => {
    // The match check runs only once every other field is valid, so a lone confirmPassword error is a mismatch.
    const onlyMismatch =
      Object.keys(invalid).length === 1 && invalid.confirmPassword?.message === fieldMessage('form.password.mismatch');
    fail(onlyMismatch ? t('form.password.mismatch') : t('account.signup.fillAllRequiredFields'));
  };

  const onValid = handleSubmit(async (values) => {
    try {
      const reply = await createFighter.mutateAsync({ ...values, leadToken });
      if (reply.status !== 1) {
        fail(reply.message || t('account.signup.failed'));
        return;
      }
      toast.show(reply.message || t('account.signup.successful'), 'success');
      // The login form starts with the email just chosen. In the history entry's state, not the address: an
      // address would carry it into the server's access log.
      navigate(login, { state: { email: values.email } });
    } catch (error) {
      fail(error instanceof ApiError && error.message ? error.message : t('account.signup.failed'));
    }
  }, onInvalid);

  return (
    <AuthCard
      wide
      title={t('account.signup.title', { academy: ACADEMY_NAME })}
      subtitle={t('account.signup.subtitle')}
      footer={
        <Link to="/fighter/login">
          {t('account.signup.haveAccount')} <strong>{t('account.signup.login')}</strong>
        </Link>
      }
    >
      {invite && <LeadWelcome invite={invite} />}
      <form noValidate onSubmit={onValid} aria-labelledby="signup-form-title">
        <h2 id="signup-form-title" className="fighter-auth__form-title">
          {t('account.signup.formTitle')}
        </h2>
        <TextField
          id="signup-fullName"
          label={t('account.signup.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className="row g-0 gx-sm-3">
          <TextField
            id="signup-email"
            label={t('account.signup.email')}
            type="email"
            autoComplete="email"
            className="col-sm-6 mb-3"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id="signup-mobileNumber"
            {...personInputs.mobileNumber}
            className="col-sm-6 mb-3"
            error={errors.mobileNumber?.message}
            {...formattingMobile(register('mobileNumber'))}
          />
          <TextField
            id="signup-age"
            {...personInputs.age}
            className="col-sm-6 mb-3"
            error={errors.age?.message}
            {...register('age')}
          />
          <SelectField
            id="signup-gender"
            {...personInputs.gender}
            className="col-sm-6 mb-3"
            error={errors.gender?.message}
            {...register('gender')}
          />
          <PasswordField
            id="signup-password"
            label={t('account.signup.password')}
            autoComplete="new-password"
            hint={t('account.signup.passwordHint', { min: LIMITS.passwordMinLength })}
            className="col-sm-6 mb-3"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="signup-confirm-password"
            label={t('account.reenterPassword')}
            autoComplete="new-password"
            className="col-sm-6 mb-3"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <Controller
          control={control}
          name="trains"
          render={({ field }) => (
            <CheckField
              id="signup-parent"
              label={t('account.signup.parent')}
              hint={t('account.signup.parentHint')}
              checked={field.value === false}
              onChange={(parent) => field.onChange(!parent)}
              className="mb-3"
            />
          )}
        />
        <PrivacyNoticeLine className="mb-3" />
        <SpinnerButton loading={createFighter.isPending} className="auth-card__submit mt-1">
          {t('account.signup.submit')}
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}
