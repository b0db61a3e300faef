import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The dark title band of a public page: breadcrumb from Home, the page title and one lead sentence. */
export function PageHeader({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="page-header__crumbs">
            <li>
              <Link to="/home">Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-header__title">{title}</h1>
        <p className="page-header__lead">{children}</p>
      </div>
    </header>
  );
}
