import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n.ts';
import { STAFF_ROLE_LABELS } from '../../../../lib/staff-account.ts';
import { useStaff } from '../../../../lib/staff-list.ts';
import { twoFactorUrge } from '../../../../lib/two-factor-urge.ts';
import './two-factor-urge.css';

/**
 * The owner's nudge while a role that handles money may still sign in with a password alone: how many of its
 * members have a second factor, and the way to require it. Gone once the Staff screen requires it of those roles.
 */
export function TwoFactorUrge() {
  const t = useT();
  const staff = useStaff();
  const urge = staff.data ? twoFactorUrge(staff.data) : null;
  if (!urge) return null;
  const roles = urge.roles.map((role) => t(STAFF_ROLE_LABELS[role])).join(', ');
  return (
    <aside className="dash-urge" aria-labelledby="dash-urge-title">
      <div>
        <h2 id="dash-urge-title" className="dash-urge__title">
          {t('admin.dashboard.twoFactor.title')}
        </h2>
        <p className="dash-urge__lead">
          {t('admin.dashboard.twoFactor.lead', { on: urge.on, total: urge.total, roles })}
        </p>
      </div>
      <Link to="/admin/staff" className="btn btn-outline-danger dash-urge__action">
        {t('admin.dashboard.twoFactor.action')}
      </Link>
    </aside>
  );
}
