import { useT } from '../../../lib/i18n.ts';
import { STAFF_ROLE_LABELS, useStaffAccount } from '../../../lib/staff-account.ts';
import { TwoFactorSection } from './two-factor-section.tsx';
import './admin-account.css';

/**
 * /admin/account: how the member of staff signs in; each manages their own two-factor sign-in here. A member whose
 * role requires it and who has none is sent here and told why.
 */
export default function AccountPage() {
  const t = useT();
  const me = useStaffAccount().data;
  return (
    <section className="admin-account" aria-labelledby="admin-account-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-account-title" className="admin-page__title">
            {t('admin.account.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.account.subtitle')}</p>
        </div>
      </div>
      {me?.mustSetUpTwoFactor && (
        <div className="admin-account__required" role="alert">
          <strong>{t('admin.account.requiredTitle')}</strong>{' '}
          {t('admin.account.requiredLead', { role: t(STAFF_ROLE_LABELS[me.role]) })}
        </div>
      )}
      <TwoFactorSection />
    </section>
  );
}
