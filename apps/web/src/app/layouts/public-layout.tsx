import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteTopBar } from '../../components/site-top-bar.tsx';

export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteTopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
