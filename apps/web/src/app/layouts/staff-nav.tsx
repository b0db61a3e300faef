import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { NavLink, matchPath, useLocation } from 'react-router';
import type { MessageKey } from '@academy/contract';
import { Icon } from '../../components/icon.tsx';
import { useT } from '../../lib/i18n.ts';
import type { NavGroup, NavLinkEntry } from './staff-nav-links.ts';
import '../../styles/bootstrap/dropdown.scss';
import './staff-nav.css';

interface Props {
  /** What the member's role shows, grouped: a group of one link is shown as that link. */
  groups: readonly NavGroup[];
  /** The count beside a section, where one waits for the member (new trial requests, transfers to check). */
  badge: (link: NavLinkEntry) => ReactNode;
}

function useCurrent() {
  const { pathname } = useLocation();
  return (link: NavLinkEntry) =>
    [link.to, `${link.to}/*`, ...link.also].some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The staff sections. From 1200 px, one row that never wraps: single sections as links, related ones under a menu
 * (the owner's fourteen sections are eight entries). Narrower, one "Menu" button naming the current section opens
 * every section, grouped under headings: a row of sections does not fit a phone, and one that scrolls sideways
 * hides most of them. Three sections or fewer stay a row at every width.
 */
export function StaffNav({ groups, badge }: Props) {
  const t = useT();
  const current = useCurrent();
  const itemClass = (link: NavLinkEntry) => `dropdown-item${current(link) ? ' active' : ''}`;
  const all = groups.flatMap((group) => group.links);
  const here = all.find(current);
  // Up to three sections (an instructor's) fit a phone's row as they are.
  const few = all.length <= 3;
  return (
    <nav aria-label={t('admin.nav.label')} className={`admin-nav__links${few ? ' staff-nav--few' : ''}`}>
      <ul className="app-bar__links staff-nav__row">
        {groups.map((group) =>
          group.links.length === 1 || !group.label ? (
            group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={`app-bar__link${current(link) ? ' active' : ''}`}>
                  {t(link.label)}
                  {badge(link)}
                </NavLink>
              </li>
            ))
          ) : (
            <li key={group.label}>
              <Dropdown>
                <Dropdown.Toggle
                  as="button"
                  type="button"
                  className={`app-bar__link staff-nav__toggle${group.links.some(current) ? ' active' : ''}`}
                >
                  {t(group.label)}
                  {group.links.map((link) => badge(link))}
                  <Icon name="down" size={18} />
                </Dropdown.Toggle>
                <Dropdown.Menu className="staff-nav__menu">
                  {group.links.map((link) => (
                    <Dropdown.Item key={link.to} as={NavLink} to={link.to} className={itemClass(link)}>
                      {t(link.label)}
                      {badge(link)}
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              </Dropdown>
            </li>
          ),
        )}
      </ul>
      {!few && (
        <Dropdown className="staff-nav__compact">
          <Dropdown.Toggle as="button" type="button" className="app-bar__link staff-nav__toggle active">
            <Icon name="menu" size={20} />
            <span className="visually-hidden">{t('admin.nav.menu')}: </span>
            {here ? t(here.label) : t('admin.nav.menu')}
            {all.map((link) => (here === link ? null : badge(link)))}
          </Dropdown.Toggle>
          <Dropdown.Menu className="staff-nav__menu">
            {groups.map((group, index) => (
              <NavSection key={group.label ?? index} label={group.links.length > 1 ? group.label : undefined}>
                {group.links.map((link) => (
                  <Dropdown.Item key={link.to} as={NavLink} to={link.to} className={itemClass(link)}>
                    {t(link.label)}
                    {badge(link)}
                  </Dropdown.Item>
                ))}
              </NavSection>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
    </nav>
  );
}

function NavSection({ label, children }: { label: MessageKey | undefined; children: ReactNode }) {
  const t = useT();
  return (
    <>
      {label && <Dropdown.Header>{t(label)}</Dropdown.Header>}
      {children}
    </>
  );
}
