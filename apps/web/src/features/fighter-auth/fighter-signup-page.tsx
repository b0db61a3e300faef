import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ACADEMY_NAME, MESSAGES, signUpRequestSchema } from '@academy/contract';
import { AuthCard } from '../../components/auth-card.tsx';
import { SelectField, TextField } from '../../components/form/controls.tsx';
import { PERSON_INPUTS } from '../../components/form/person-inputs.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCreateFighter } from './api/create-fighter.ts';
import './fighter-auth.css';

/** Said before the rule fails, so nobody learns it from an error. */
export const PASSWORD_HINT = 'At least 8 characters.';

/** /fighter/signup; a new password needs 8 characters (login accepts any, so older accounts still log in). */
export default function FighterSignupPage() {
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
  const {
    register,
    handleSubmit,
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
    },
  });

  // One summary notice; the details are under each field (the notices replace rather than stack a repeated text).
  const onInvalid = (invalid: FieldErrors) => {
    // The match check runs only once every other field is valid, so a lone confirmPassword error is a mismatch.
    const onlyMismatch =
      Object.keys(invalid).length === 1 && invalid.confirmPassword?.message === MESSAGES.passwordsDoNotMatch;
    fail(onlyMismatch ? MESSAGES.passwordsDoNotMatch : MESSAGES.fillAllRequiredFields);
  };

  const onValid = handleSubmit(async (values) => {
    try {
      const reply = await createFighter.mutateAsync(values);
      if (reply.status !== 1) {
        fail(reply.message || MESSAGES.signupFailed);
        return;
      }
      toast.show(reply.message || MESSAGES.signupSuccessful, 'success');
      navigate('/fighter/login');
    } catch (error) {
      fail(error instanceof ApiError && error.message ? error.message : MESSAGES.signupFailed);
    }
  }, onInvalid);

  return (
    <AuthCard
      wide
      title={`Welcome to ${ACADEMY_NAME}`}
      subtitle="Please Sign Up to continue"
      footer={
        <Link to="/fighter/login">
          Already have an account? <strong>Login</strong>
        </Link>
      }
    >
      <form noValidate onSubmit={onValid} aria-labelledby="signup-form-title">
        <h2 id="signup-form-title" className="fighter-auth__form-title">
          Sign Up
        </h2>
        <TextField
          id="signup-fullName"
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className="row g-0 gx-sm-3">
          <TextField
            id="signup-email"
            label="Email ID"
            type="email"
            autoComplete="email"
            className="col-sm-6 mb-3"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id="signup-mobileNumber"
            {...PERSON_INPUTS.mobileNumber}
            className="col-sm-6 mb-3"
            error={errors.mobileNumber?.message}
            {...register('mobileNumber')}
          />
          <TextField
            id="signup-age"
            {...PERSON_INPUTS.age}
            className="col-sm-6 mb-3"
            error={errors.age?.message}
            {...register('age')}
          />
          <SelectField
            id="signup-gender"
            {...PERSON_INPUTS.gender}
            className="col-sm-6 mb-3"
            error={errors.gender?.message}
            {...register('gender')}
          />
          <PasswordField
            id="signup-password"
            label="Password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            className="col-sm-6 mb-3"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="signup-confirm-password"
            label="Re-enter Password"
            autoComplete="new-password"
            className="col-sm-6 mb-3"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <SpinnerButton loading={createFighter.isPending} className="auth-card__submit mt-1">
          Sign Up
        </SpinnerButton>
      </form>
    </AuthCard>
  );
}
