import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteTopBar } from '../../components/site-top-bar.tsx';
import { useT } from '../../lib/i18n.ts';

export function PublicLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('public.skipToContent')}
      </a>
      <SiteTopBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
