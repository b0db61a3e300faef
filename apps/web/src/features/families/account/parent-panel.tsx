import { Link } from 'react-router';
import type { FamilyProfile } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import { profileSearch } from './family-switcher.tsx';
import './parent-panel.css';

/**
 * Where a parent who does not train finds what a student's profile shows (classes, attendance, the check-in card,
 * the belt): on each child's profile, one tap away. Also how to say they train after all.
 */
export function ParentPanel({ childProfiles }: { childProfiles: FamilyProfile[] }) {
  const t = useT();
  return (
    <section className="parent-panel" aria-labelledby="parent-panel-title">
      <div className="parent-panel__head">
        <h2 id="parent-panel-title">{t('account.parent.title')}</h2>
      </div>
      <p className="parent-panel__lead">{t('account.parent.lead')}</p>
      {childProfiles.length > 0 && (
        <ul className="parent-panel__children">
          {childProfiles.map((child) => (
            <li key={child.id}>
              <Link to={{ search: profileSearch(child) }} className="parent-panel__child">
                {t('account.parent.openChild', { name: child.fullName })}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="parent-panel__note">{t('account.parent.startTraining')}</p>
    </section>
  );
}
