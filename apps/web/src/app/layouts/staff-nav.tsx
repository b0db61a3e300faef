import { Fragment, type ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { NavLink, matchPath, useLocation } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { useT } from '../../lib/i18n.ts';
import type { NavGroup, NavLinkEntry } from './staff-nav-links.ts';
import '../../styles/bootstrap/dropdown.scss';
import './staff-nav.css';

interface Props {
  /** What the member's role shows, grouped: a group of one link is shown as that link. */
  groups: readonly NavGroup[];
  /**
   * The count beside a section, where one waits for the member (new trial requests, transfers to check); given the
   * section's name when it stands away from it, for a screen reader to say whose count it is.
   */
  badge: (link: NavLinkEntry, section?: string) => ReactNode;
}

/** The section the page is in: its own address, one below it, or one of its sub-pages (`also`). */
function useCurrentSection(links: readonly NavLinkEntry[]): NavLinkEntry | undefined {
  const { pathname } = useLocation();
  return links.find((link) =>
    [link.to, `${link.to}/*`, ...link.also].some((pattern) => matchPath(pattern, pathname) !== null),
  );
}

/** A section in a menu: its name and the count waiting there. */
function MenuItem({ link, here, badge }: { link: NavLinkEntry; here: boolean; badge: Props['badge'] }) {
  const t = useT();
  return (
    <Dropdown.Item as={NavLink} to={link.to} className={`dropdown-item${here ? ' active' : ''}`}>
      {t(link.label)}
      {badge(link)}
    </Dropdown.Item>
  );
}

/**
 * The staff sections. From 1200 px, one row that never wraps: single sections as links, related ones under a menu
 * (the owner's fourteen sections are eight entries). Narrower, one "Menu" button naming the current section opens
 * every section, grouped under headings: a row of sections does not fit a phone, and one that scrolls sideways
 * hides most of them. Three sections or fewer stay a row at every width.
 */
export function StaffNav({ groups, badge }: Props) {
  const t = useT();
  const all = groups.flatMap((group) => group.links);
  const here = useCurrentSection(all);
  // Up to three sections (an instructor's) fit a phone's row as they are.
  const few = all.length <= 3;
  return (
    <nav aria-label={t('admin.nav.label')} className={`admin-nav__links${few ? ' staff-nav--few' : ''}`}>
      <ul className="app-bar__links staff-nav__row">
        {groups.map((group) =>
          group.links.length === 1 || !group.label ? (
            group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={`app-bar__link${link === here ? ' active' : ''}`}>
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
                  className={`app-bar__link staff-nav__toggle${here && group.links.includes(here) ? ' active' : ''}`}
                >
                  {t(group.label)}
                  {group.links.map((link) => badge(link))}
                  <Icon name="down" size={18} />
                </Dropdown.Toggle>
                <Dropdown.Menu className="staff-nav__menu">
                  {group.links.map((link) => (
                    <MenuItem key={link.to} link={link} here={link === here} badge={badge} />
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
            {/* One dot says something waits inside, where each count is named: two bare numbers on the button did not. */}
            <span className="staff-nav__waiting">
              {all.map((link) => (here === link ? null : badge(link, t(link.label))))}
            </span>
          </Dropdown.Toggle>
          <Dropdown.Menu className="staff-nav__menu">
            {groups.map((group, index) => (
              <Fragment key={group.label ?? index}>
                {/* A group ends where the next begins: under its heading, or after a line where the next has none. */}
                {group.label && group.links.length > 1 ? (
                  <Dropdown.Header>{t(group.label)}</Dropdown.Header>
                ) : (
                  index > 0 && <Dropdown.Divider />
                )}
                {group.links.map((link) => (
                  <MenuItem key={link.to} link={link} here={link === here} badge={badge} />
                ))}
              </Fragment>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
    </nav>
  );
}
