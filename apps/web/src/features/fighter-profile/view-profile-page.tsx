import { useEffect, useState } from 'react';
import type { Fighter, MessageKey } from '@academy/contract';
import { DISCIPLINE_LABELS, GENDER_LABELS } from '../../components/form/person-inputs.ts';
import { FullScreenLoader } from '../../components/full-screen-loader.tsx';
import { formatListDate } from '../../lib/format.ts';
import { useT, type t as translate } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useFighterDetails } from './api/get-fighter-details.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { UpdateProfileModal } from './update-profile-modal.tsx';
import { YourDataSection } from './your-data-section.tsx';
import './fighter-profile.css';

/** A value stored in English (a gender, a discipline) in the reader's language; one it does not know, as it is. */
function optionText(labels: Record<string, MessageKey>, value: string | null, t: typeof translate): string | null {
  return value !== null && Object.hasOwn(labels, value) ? t(labels[value]!) : value;
}

/** The Profile Details list, in its fixed order; null is an empty value (NA). */
function detailRows(fighter: Fighter, t: typeof translate): { label: MessageKey; value: string | number | null }[] {
  return [
    { label: 'account.profile.name', value: fighter.fullName },
    { label: 'account.profile.email', value: fighter.email },
    { label: 'account.profile.mobileNumber', value: fighter.mobileNumber },
    { label: 'account.profile.gender', value: optionText(GENDER_LABELS, fighter.gender, t) },
    { label: 'account.profile.age', value: fighter.age },
    {
      label: 'account.profile.weight',
      value: fighter.weight === null ? null : t('account.profile.kilograms', { weight: fighter.weight }),
    },
    {
      label: 'account.profile.height',
      value: fighter.height === null ? null : t('account.profile.centimetres', { height: fighter.height }),
    },
    { label: 'account.profile.discipline', value: optionText(DISCIPLINE_LABELS, fighter.discipline, t) },
    { label: 'account.profile.beltLevel', value: fighter.beltLevel },
    { label: 'account.profile.address', value: fighter.address },
  ];
}

/** /fighter/viewprofile: picture with Update Picture, Profile Details and the Update Profile modal. */
export default function ViewProfilePage() {
  const t = useT();
  const session = useSession();
  const fighterId = session.fighterId ?? session.userId ?? '';
  const details = useFighterDetails(fighterId);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    // A details failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (details.error) console.error('Could not load the fighter details', details.error);
  }, [details.error]);

  if (details.isPending) return <FullScreenLoader label={t('account.profile.loading')} />;
  const fighter = details.data?.fighter;
  if (!fighter) return <h1 className="profile-page__title">{t('account.profile.title')}</h1>;

  return (
    <div className="profile-page">
      <h1 className="visually-hidden">{t('account.profile.title')}</h1>
      <section className="profile-hero" aria-label={t('account.profile.picture')}>
        <ProfilePhoto fighterId={fighter.id} fullName={fighter.fullName} />
        <div className="profile-hero__text">
          <p className="profile-hero__kicker">{t('account.profile.kicker')}</p>
          <p className="profile-hero__name">{fighter.fullName}</p>
          <p className="profile-hero__email">{fighter.email}</p>
          <ul className="profile-hero__tags" aria-label={t('account.profile.training')}>
            {fighter.discipline && <li>{optionText(DISCIPLINE_LABELS, fighter.discipline, t)}</li>}
            {fighter.beltLevel && <li>{t('account.profile.belt', { belt: fighter.beltLevel })}</li>}
            <li>{t('account.profile.memberSince', { date: formatListDate(fighter.createdAt) })}</li>
          </ul>
        </div>
      </section>

      <section className="profile-details" aria-labelledby="profile-details-title">
        <div className="profile-details__head">
          <h2 id="profile-details-title">{t('account.profile.details')}</h2>
          <button type="button" className="btn btn-danger" onClick={() => setEditing(true)}>
            {t('account.profile.edit')}
          </button>
        </div>
        <dl className="profile-details__list">
          {detailRows(fighter, t).map(({ label, value }) => {
            const empty = value === null || value === '';
            return (
              <div
                key={label}
                className={`profile-details__row${label === 'account.profile.address' ? ' profile-details__row--wide' : ''}`}
              >
                <dt>{t(label)}</dt>
                <dd className={empty ? 'is-empty' : undefined}>{empty ? t('account.profile.notAvailable') : value}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      <YourDataSection fighterId={fighter.id} />

      <UpdateProfileModal fighter={fighter} show={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
