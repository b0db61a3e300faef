import { useT } from '../../lib/i18n.ts';
import { TwoFactorSection } from './two-factor-section.tsx';
import './admin-account.css';

/** /admin/account: how the member of staff signs in; each manages their own two-factor sign-in here. */
export default function AccountPage() {
  const t = useT();
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
      <TwoFactorSection />
    </section>
  );
}
