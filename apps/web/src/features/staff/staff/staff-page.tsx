import { useState } from 'react';
import {
  STAFF_ROLES,
  type InviteStaffRequest,
  type MessageKey,
  type StaffInvitation,
  type StaffMember,
  type StaffRole,
} from '@academy/contract';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatAdminDateTime, formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { STAFF_ROLE_LABELS, useStaffAccount } from '../../../lib/staff-account.ts';
import { useStaff } from '../../../lib/staff-list.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import { useSetStaffActive } from '../api/set-staff-active.ts';
import { useWithdrawInvitation } from '../api/withdraw-invitation.ts';
import { EditMemberModal } from './components/edit-member-modal.tsx';
import { InviteModal } from './components/invite-modal.tsx';
import { ROLE_HELP } from './components/role-choice.tsx';
import { TwoFactorPolicy } from './components/two-factor-policy.tsx';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './admin-staff.css';

/** Each role in a pill of its own tone, the table official's too (the four roles told apart at a glance). */
const ROLE_TONES: Record<StaffRole, BadgeTone> = {
  owner: 'danger',
  instructor: 'info',
  frontDesk: 'warning',
  tableOfficial: 'accent',
};

const COLUMNS: readonly MessageKey[] = [
  'admin.staff.column.member',
  'admin.staff.column.role',
  'admin.staff.column.teaches',
  'admin.staff.column.lastSignIn',
  'admin.staff.column.twoFactor',
  'admin.staff.column.actions',
];

const NEW_INVITATION: InviteStaffRequest = { name: '', email: '', role: 'instructor' };

function MemberRow({
  member,
  isSelf,
  onEdit,
  onToggle,
  onResetTwoFactor,
}: {
  member: StaffMember;
  isSelf: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onResetTwoFactor: () => void;
}) {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const shown = member.name || member.email;
  return (
    <tr className={member.active ? undefined : 'staff-row--inactive'}>
      <th scope="row" data-label={column[0]}>
        {/* One block beside the label on a phone's card, its lines stacked. */}
        <span className="staff-row__who">
          <span className="staff-row__name">
            {shown}
            {isSelf && <span className="staff-row__you">{t('admin.staff.you')}</span>}
          </span>
          {member.name && (
            <span className="staff-row__email">
              <EmailAddress address={member.email} />
            </span>
          )}
          {!member.active && <Badge tone="neutral">{t('admin.staff.deactivated')}</Badge>}
        </span>
      </th>
      <td data-label={column[1]}>
        <Badge tone={ROLE_TONES[member.role]}>{t(STAFF_ROLE_LABELS[member.role])}</Badge>
      </td>
      <td data-label={column[2]}>
        {member.teaches.length === 0 ? (
          <span className="text-body-secondary">–</span>
        ) : (
          <ul className="staff-row__batches">
            {member.teaches.map((batch) => (
              <li key={batch.id}>{batch.name}</li>
            ))}
          </ul>
        )}
      </td>
      <td data-label={column[3]}>
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{formatAdminDateTime(member.lastSignInAt)}</time>
        ) : (
          <span className="text-body-secondary">{t('admin.staff.neverSignedIn')}</span>
        )}
      </td>
      <td data-label={column[4]}>
        <Badge tone={member.twoFactor ? 'success' : 'neutral'}>
          {t(member.twoFactor ? 'admin.staff.twoFactorOn' : 'admin.staff.twoFactorOff')}
        </Badge>
      </td>
      <td className="text-end admin-table__actions">
        <RowActions
          danger={
            !isSelf && (
              <button
                type="button"
                className={`btn btn-sm ${member.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                onClick={onToggle}
                aria-label={t(member.active ? 'admin.staff.deactivateName' : 'admin.staff.reactivateName', {
                  name: shown,
                })}
              >
                {t(member.active ? 'admin.staff.deactivate' : 'admin.staff.reactivate')}
              </button>
            )
          }
        >
          <button
            type="button"
            className="btn btn-sm btn-outline-dark"
            onClick={onEdit}
            aria-label={t('admin.staff.editName', { name: shown })}
          >
            {t('admin.staff.edit.button')}
          </button>
          {/* One's own second factor is switched off on My account, with a code. */}
          {!isSelf && member.twoFactor && (
            <button
              type="button"
              className="btn btn-sm btn-outline-dark"
              onClick={onResetTwoFactor}
              aria-label={t('admin.staff.resetTwoFactorName', { name: shown })}
            >
              {t('admin.staff.resetTwoFactor')}
            </button>
          )}
        </RowActions>
      </td>
    </tr>
  );
}

function InvitationItem({
  invitation,
  onResend,
  onWithdraw,
}: {
  invitation: StaffInvitation;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  const t = useT();
  const expired = Date.parse(invitation.expiresAt) <= Date.now();
  return (
    <li className="staff-invitation">
      <div className="staff-invitation__who">
        <strong className="staff-invitation__name">{invitation.name}</strong>
        <span className="staff-invitation__email">
          <EmailAddress address={invitation.email} />
        </span>
        <span className="staff-invitation__meta">
          {t(STAFF_ROLE_LABELS[invitation.role])} ·{' '}
          {expired
            ? t('admin.staff.invitation.expired', { day: formatListDate(invitation.expiresAt) })
            : t('admin.staff.invitation.expires', { day: formatListDate(invitation.expiresAt) })}
        </span>
      </div>
      <div className="staff-invitation__actions">
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={onResend}>
          {t('admin.staff.invitation.resend')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={onWithdraw}
          aria-label={t('admin.staff.invitation.withdrawName', { name: invitation.name })}
        >
          {t('admin.staff.invitation.withdraw')}
        </button>
      </div>
    </li>
  );
}

/**
 * /admin/staff (the owner's): every member with their role, the batches they teach, last sign-in and two-factor;
 * the open invitations; inviting, editing, deactivating and reactivating; resetting a lost second factor.
 */
export default function StaffPage() {
  const t = useT();
  const toast = useToast();
  const me = useStaffAccount().data;
  const { data, isPending, isError, refetch } = useStaff();
  const setActive = useSetStaffActive();
  const withdraw = useWithdrawInvitation();
  const resetTwoFactor = useResetTwoFactor();
  const [inviting, setInviting] = useState<InviteStaffRequest | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const column = COLUMNS.map((key) => t(key));

  const confirmToggle = () => {
    if (!toggling) return;
    setActive.mutate(
      { id: toggling.id, active: !toggling.active },
      {
        onSuccess: (reply) => toast.show(reply.message, 'success'),
        onError: (error) => toast.show(error.message, 'danger'),
        onSettled: () => setToggling(null),
      },
    );
  };

  const confirmReset = () => {
    if (!resetting) return;
    resetTwoFactor.mutate(resetting.id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
      onSettled: () => setResetting(null),
    });
  };

  const withdrawInvitation = (invitation: StaffInvitation) =>
    withdraw.mutate(invitation.id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
    });

  return (
    <div className="admin-staff">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.staff.title')}</h1>
          <p className="admin-page__subtitle">{t('admin.staff.subtitle')}</p>
        </div>
        <button type="button" className="btn btn-danger" onClick={() => setInviting(NEW_INVITATION)}>
          {t('admin.staff.invite.button')}
        </button>
      </div>

      {isError ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t('admin.staff.loadError')}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : (
        <div className="admin-page__card">
          <div className="table-responsive admin-table-wrap">
            <table className="table align-middle mb-0 admin-table staff-table">
              <caption className="visually-hidden">{t('admin.staff.caption')}</caption>
              <thead>
                <tr>
                  {column.map((label, index) => (
                    <th key={label} scope="col" className={index === column.length - 1 ? 'text-end' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              {isPending ? (
                <SkeletonRows rows={3} cells={COLUMNS.length} />
              ) : (
                <tbody>
                  {data.staff.map((member) => (
                    <MemberRow
                      key={member.id}
                      member={member}
                      isSelf={member.id === me?.id}
                      onEdit={() => setEditing(member)}
                      onToggle={() => setToggling(member)}
                      onResetTwoFactor={() => setResetting(member)}
                    />
                  ))}
                </tbody>
              )}
            </table>
          </div>
        </div>
      )}

      {data && data.invitations.length > 0 && (
        <section className="staff-section" aria-labelledby="staff-invitations">
          <h2 id="staff-invitations" className="staff-section__title">
            {t('admin.staff.invitations', { count: data.invitations.length })}
          </h2>
          <ul className="staff-invitations admin-page__card">
            {data.invitations.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                onResend={() => setInviting({ name: invitation.name, email: invitation.email, role: invitation.role })}
                onWithdraw={() => withdrawInvitation(invitation)}
              />
            ))}
          </ul>
        </section>
      )}

      {data && <TwoFactorPolicy key={data.twoFactorPolicy.required.join()} required={data.twoFactorPolicy.required} />}

      <section className="staff-section" aria-labelledby="staff-roles">
        <h2 id="staff-roles" className="staff-section__title">
          {t('admin.staff.rolesTitle')}
        </h2>
        <dl className="staff-roles">
          {STAFF_ROLES.map((role) => (
            <div key={role} className="staff-roles__item">
              <dt>{t(STAFF_ROLE_LABELS[role])}</dt>
              <dd>{t(ROLE_HELP[role])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <InviteModal initial={inviting} onHide={() => setInviting(null)} />
      <EditMemberModal member={editing} isSelf={editing?.id === me?.id} onHide={() => setEditing(null)} />
      <ConfirmModal
        show={toggling !== null}
        title={
          toggling
            ? t(toggling.active ? 'admin.staff.deactivateTitle' : 'admin.staff.reactivateTitle', {
                name: toggling.name || toggling.email,
              })
            : ''
        }
        message={toggling ? t(toggling.active ? 'admin.staff.deactivateMessage' : 'admin.staff.reactivateMessage') : ''}
        confirmLabel={toggling ? t(toggling.active ? 'admin.staff.deactivate' : 'admin.staff.reactivate') : ''}
        busy={setActive.isPending}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      />
      <ConfirmModal
        show={resetting !== null}
        title={resetting ? t('admin.staff.resetTwoFactorTitle', { name: resetting.name || resetting.email }) : ''}
        message={t('admin.staff.resetTwoFactorMessage')}
        confirmLabel={t('admin.staff.resetTwoFactor')}
        busy={resetTwoFactor.isPending}
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      />
    </div>
  );
}
