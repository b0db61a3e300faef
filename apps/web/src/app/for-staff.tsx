import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { mayCallBeforeTwoFactor, staffMayCall, type EndpointName } from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { STAFF_HOME, STAFF_ROLE_LABELS, useStaffAccount } from '../lib/staff-account.ts';
import { PageLoading } from './lazy-page.tsx';

/** Where a member whose role must sign in with a second factor sets theirs up before anything else. */
const TWO_FACTOR_SETUP_PAGE = '/admin/account';

/** /admin: each member's own home (the owner's dashboard, an instructor's day, the front desk's). */
export function StaffHome() {
  const { data } = useStaffAccount();
  if (!data) return <PageLoading />;
  return <Navigate to={data.mustSetUpTwoFactor ? TWO_FACTOR_SETUP_PAGE : STAFF_HOME[data.role]} replace />;
}

/**
 * A page of the admin area for the roles whose row of STAFF_ACCESS lets them use its main endpoint; the others are
 * told the page is not part of their role (the server answers 403 to its calls anyway) and sent home. A member who
 * must set up a second factor first is taken to My account.
 */
export function ForStaff({ endpoint, children }: { endpoint: EndpointName; children: ReactNode }) {
  const t = useT();
  const { data, isError, refetch } = useStaffAccount();
  if (isError) {
    return (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.staff.accountError')}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  }
  if (!data) return <PageLoading />;
  if (data.mustSetUpTwoFactor && !mayCallBeforeTwoFactor(endpoint))
    return <Navigate to={TWO_FACTOR_SETUP_PAGE} replace />;
  if (staffMayCall(endpoint, data.role)) return children;
  return (
    <div className="admin-page__card p-4 not-for-role" role="alert">
      <h1 className="admin-page__title h3">{t('admin.staff.notForRole.title')}</h1>
      <p className="mb-3">{t('admin.staff.notForRole.lead', { role: t(STAFF_ROLE_LABELS[data.role]) })}</p>
      <Link to={STAFF_HOME[data.role]} className="btn btn-danger">
        {t('admin.staff.notForRole.home')}
      </Link>
    </div>
  );
}
