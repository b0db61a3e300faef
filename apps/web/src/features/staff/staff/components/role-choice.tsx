import type { UseFormRegisterReturn } from 'react-hook-form';
import { STAFF_ROLES, type MessageKey, type StaffRole } from '@academy/contract';
import { FieldError } from '../../../../components/form/field.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { STAFF_ROLE_LABELS } from '../../../../lib/staff-account.ts';

/** What each role may do, in a line the owner reads while choosing. */
export const ROLE_HELP: Record<StaffRole, MessageKey> = {
  owner: 'admin.staff.roleHelp.owner',
  instructor: 'admin.staff.roleHelp.instructor',
  frontDesk: 'admin.staff.roleHelp.frontDesk',
  tableOfficial: 'admin.staff.roleHelp.tableOfficial',
};

interface Props {
  id: string;
  error?: string | undefined;
  disabled?: boolean;
  field: UseFormRegisterReturn;
}

/** The role as cards to pick from, each saying what the role may do. */
export function RoleChoice({ id, error, disabled = false, field }: Props) {
  const t = useT();
  return (
    <fieldset className="role-choice" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="form-label">{t('admin.staff.form.role')}</legend>
      {STAFF_ROLES.map((role) => (
        <div key={role} className="role-choice__option">
          <input type="radio" className="btn-check" id={`${id}-${role}`} value={role} {...field} />
          <label className="role-choice__card" htmlFor={`${id}-${role}`}>
            <span className="role-choice__name">{t(STAFF_ROLE_LABELS[role])}</span>
            <span className="role-choice__help">{t(ROLE_HELP[role])}</span>
          </label>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
