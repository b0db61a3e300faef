import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@academy/contract';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { STAFF_ROLE_LABELS } from '../../../../lib/staff-account.ts';
import { useSaveTwoFactorPolicy } from '../../api/save-two-factor-policy.ts';
import { handlesMoney } from '../../../../lib/two-factor-urge.ts';
import '../../../../styles/bootstrap/forms.scss';

/**
 * The owner's choice of roles that must sign in with a second factor: a box per role, the roles that handle money
 * marked, and Save. A member of a chosen role without one can only set it up until they have.
 */
export function TwoFactorPolicy({ required }: { required: readonly StaffRole[] }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveTwoFactorPolicy();
  const [chosen, setChosen] = useState<readonly StaffRole[]>(required);
  const changed = chosen.length !== required.length || chosen.some((role) => !required.includes(role));
  const toggle = (role: StaffRole) =>
    setChosen((roles) => (roles.includes(role) ? roles.filter((each) => each !== role) : [...roles, role]));

  return (
    <section className="staff-section" aria-labelledby="staff-two-factor">
      <h2 id="staff-two-factor" className="staff-section__title">
        {t('admin.staff.policy.title')}
      </h2>
      <form
        className="admin-page__card staff-policy"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { required: STAFF_ROLES.filter((role) => chosen.includes(role)) },
            {
              onSuccess: (reply) => toast.show(reply.message, 'success'),
              onError: (error) => toast.show(error.message, 'danger'),
            },
          );
        }}
      >
        <p className="staff-policy__lead">{t('admin.staff.policy.lead')}</p>
        <fieldset className="staff-policy__roles">
          <legend className="visually-hidden">{t('admin.staff.policy.legend')}</legend>
          {STAFF_ROLES.map((role) => (
            <div key={role} className="form-check staff-policy__role">
              <input
                type="checkbox"
                className="form-check-input"
                id={`two-factor-required-${role}`}
                checked={chosen.includes(role)}
                onChange={() => toggle(role)}
              />
              <label className="form-check-label" htmlFor={`two-factor-required-${role}`}>
                {t(STAFF_ROLE_LABELS[role])}
                {handlesMoney(role) && <span className="staff-policy__money">{t('admin.staff.policy.money')}</span>}
              </label>
            </div>
          ))}
        </fieldset>
        <SpinnerButton loading={save.isPending} disabled={!changed}>
          {t('admin.staff.policy.save')}
        </SpinnerButton>
      </form>
    </section>
  );
}
