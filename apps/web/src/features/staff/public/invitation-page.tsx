import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  acceptStaffInvitationRequestSchema,
  LIMITS,
  STAFF_INVITATION_TOKEN_PATTERN,
  type AcceptStaffInvitationRequest,
} from '@academy/contract';
import { AuthCard } from '../../../components/auth-card.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { academy } from '../../../config/academy.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { saveLogin } from '../../../lib/session.ts';
import { STAFF_HOME, STAFF_ROLE_LABELS } from '../../../lib/staff-account.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import '../staff/admin-staff.css';

/** The link's secret, from the address's fragment (#...), which browsers never send to a server. */
function tokenOf(hash: string): string {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return STAFF_INVITATION_TOKEN_PATTERN.test(token) ? token : '';
}

/**
 * /admin/invitation#<secret>: where the owner's invitation email leads. The invited person sees the name, email and
 * role the owner gave, sets a password, and is signed in to their home.
 */
export default function InvitationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Read once: the fragment is cleared from the address bar, so the secret does not stay on screen or in history.
  const [token] = useState(() => tokenOf(hash));
  useEffect(() => {
    if (hash) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AcceptStaffInvitationRequest>({
    resolver: zodResolver(acceptStaffInvitationRequestSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit((request) =>
    accept.mutate(request, {
      onSuccess: (reply) => {
        saveLogin(reply);
        void navigate(STAFF_HOME[reply.staffRole ?? 'owner'], { replace: true });
      },
      onError: (error) => setFailure(error.message),
    }),
  );

  let body;
  if (!token) {
    body = <p role="alert">{t('form.invitationLink.invalid')}</p>;
  } else if (invitation.isError) {
    body = (
      <div role="alert" className="invitation-problem">
        <p>{invitation.error.message}</p>
        <p className="mb-0">
          {t('admin.invitation.askOwner')} <a href={`mailto:${academy.email}`}>{academy.email}</a>
        </p>
      </div>
    );
  } else if (!invitation.data) {
    body = <p role="status">{t('admin.common.loading')}</p>;
  } else {
    const { name, email, role, expiresAt } = invitation.data.invitation;
    body = (
      <form onSubmit={submit} noValidate>
        <dl className="invitation-facts">
          <div>
            <dt>{t('admin.staff.form.name')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('admin.staff.form.email')}</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>{t('admin.staff.form.role')}</dt>
            <dd>{t(STAFF_ROLE_LABELS[role])}</dd>
          </div>
        </dl>
        {/* For the browser's password manager, which files the new password under this email. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <PasswordField
          label={t('admin.invitation.password')}
          autoComplete="new-password"
          hint={t('admin.invitation.passwordHint', { min: LIMITS.passwordMinLength })}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('admin.invitation.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {failure && (
          <p className="text-danger fw-semibold" role="alert">
            {failure}
          </p>
        )}
        <SpinnerButton loading={accept.isPending} className="w-100">
          {t('admin.invitation.submit')}
        </SpinnerButton>
        <p className="invitation-expiry">{t('admin.invitation.expires', { day: formatListDate(expiresAt) })}</p>
      </form>
    );
  }

  return (
    <AuthCard
      kicker={t('admin.invitation.kicker')}
      title={t('admin.invitation.title', { academy: academy.name })}
      subtitle={t('admin.invitation.subtitle')}
    >
      {body}
    </AuthCard>
  );
}
