import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';
import './page-header.css';

interface Props {
  title: string;
  className?: string;
  /** A decorative picture at the band's right end, on wide screens only. */
  emblem?: string;
  /** The pages between Home and this one in the breadcrumb (a batch's page: Classes). */
  trail?: readonly { to: string; label: string }[];
  children: ReactNode;
}

/** The dark title band of a public page: breadcrumb from Home, the page title and one lead sentence. */
export function PageHeader({ title, className, emblem, trail = [], children }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      <div className="container page-header__inner">
        {emblem && <img className="page-header__emblem" src={emblem} alt="" width={200} height={200} />}
        <nav aria-label={t('public.breadcrumb')}>
          <ol className="page-header__crumbs">
            <li>
              <Link to={publicPath('/home')}>{t('public.nav.home')}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.to}>
                <Link to={publicPath(crumb.to)}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{children}</p>
      </div>
    </header>
  );
}
