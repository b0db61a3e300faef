import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FamilyProfile } from '@academy/contract';
import { ConsentBadge } from '../../../components/consent-badge.tsx';
import { initials, isChildProfile } from '../../../lib/family.ts';
import { useT } from '../../../lib/i18n.ts';
import './family-switcher.css';

/** The address of a profile of the family: the account's own is the page itself, a child's adds ?profile=<id>. */
export const profileSearch = (profile: FamilyProfile) =>
  isChildProfile(profile) ? `?profile=${encodeURIComponent(profile.id)}` : '';

function Avatar({ profile }: { profile: FamilyProfile }) {
  return profile.fighterThumbnailUrl ? (
    <img src={profile.fighterThumbnailUrl} alt="" className="family-switcher__avatar" width={40} height={40} />
  ) : (
    <span className="family-switcher__avatar family-switcher__avatar--initials" aria-hidden="true">
      {initials(profile.fullName)}
    </span>
  );
}

interface Props {
  /** The account holder's own first, then the children (GetFamily's order). */
  profiles: FamilyProfile[];
  selectedId: string;
  onAddChild: () => void;
}

/**
 * The family's profiles, one tap to switch: each with its photo or initials, and a child's consent state. A link each,
 * so the choice is in the address and survives a reload.
 */
export function FamilySwitcher({ profiles, selectedId, onAddChild }: Props) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring the chosen profile into it (a reload on a younger child's page), with
  // a bit of the one before showing that the row scrolls.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]')?.parentElement;
    if (!row || !current) return;
    const hidden = current.offsetLeft + current.offsetWidth > row.scrollLeft + row.clientWidth;
    if (hidden || current.offsetLeft < row.scrollLeft) row.scrollLeft = current.offsetLeft - 40;
  }, [selectedId]);

  return (
    <nav className="family-switcher" aria-label={t('account.family.label')}>
      <ul ref={list} className="family-switcher__list">
        {profiles.map((profile) => {
          const current = profile.id === selectedId;
          return (
            <li key={profile.id}>
              <Link
                to={{ search: profileSearch(profile) }}
                className={`family-switcher__item${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <Avatar profile={profile} />
                <span className="family-switcher__text">
                  <span className="family-switcher__name">{profile.fullName}</span>
                  {isChildProfile(profile) ? (
                    profile.consent && <ConsentBadge state={profile.consent.state} />
                  ) : (
                    <span className="family-switcher__role">{t('account.family.you')}</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className="family-switcher__add" onClick={onAddChild}>
            <span className="family-switcher__plus" aria-hidden="true">
              +
            </span>
            {t('account.family.addChild')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
