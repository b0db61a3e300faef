import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './page-header.css';

interface Props {
  title: string;
  className?: string;
  /** A decorative picture at the band's right end, on wide screens only. */
  emblem?: string;
  children: ReactNode;
}

/** The dark title band of a public page: breadcrumb from Home, the page title and one lead sentence. */
export function PageHeader({ title, className, emblem, children }: Props) {
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      <div className="container page-header__inner">
        {emblem && <img className="page-header__emblem" src={emblem} alt="" width={200} height={200} />}
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
