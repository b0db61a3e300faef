import { useEffect, useState } from 'react';
import type { Fighter } from '@academy/contract';
import { FullScreenLoader } from '../../components/full-screen-loader.tsx';
import { formatListDate, orPlaceholder } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useFighterDetails } from './api/get-fighter-details.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { UpdateProfileModal } from './update-profile-modal.tsx';
import './fighter-profile.css';

const withUnit = (value: number | null, unit: string) => (value === null ? null : `${value} ${unit}`);

/** The Profile Details list, in its fixed order; NA for every empty value. */
function detailRows(fighter: Fighter): [string, string][] {
  const rows: [string, string | number | null][] = [
    ['Name', fighter.fullName],
    ['Email', fighter.email],
    ['Mobile Number', fighter.mobileNumber],
    ['Gender', fighter.gender],
    ['Age', fighter.age],
    ['Weight', withUnit(fighter.weight, 'kg')],
    ['Height', withUnit(fighter.height, 'cm')],
    ['Discipline', fighter.discipline],
    ['Belt Level', fighter.beltLevel],
    ['Address', fighter.address],
  ];
  return rows.map(([label, value]) => [label, orPlaceholder(value, 'NA')]);
}

/** /fighter/viewprofile: picture with Update Picture, Profile Details and the Update Profile modal. */
export default function ViewProfilePage() {
  const session = useSession();
  const fighterId = session.fighterId ?? session.userId ?? '';
  const details = useFighterDetails(fighterId);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    // A details failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (details.error) console.error('Could not load the fighter details', details.error);
  }, [details.error]);

  if (details.isPending) return <FullScreenLoader label="Loading your profile…" />;
  const fighter = details.data?.fighter;
  if (!fighter) return <h1 className="profile-page__title">My Profile</h1>;

  return (
    <div className="profile-page">
      <h1 className="visually-hidden">My Profile</h1>
      <section className="profile-hero" aria-label="Profile picture">
        <ProfilePhoto fighterId={fighter.id} fullName={fighter.fullName} />
        <div className="profile-hero__text">
          <p className="profile-hero__kicker">Fighter</p>
          <p className="profile-hero__name">{fighter.fullName}</p>
          <p className="profile-hero__email">{fighter.email}</p>
          <ul className="profile-hero__tags" aria-label="Training">
            {fighter.discipline && <li>{fighter.discipline}</li>}
            {fighter.beltLevel && <li>{fighter.beltLevel} belt</li>}
            <li>Member since {formatListDate(fighter.createdAt)}</li>
          </ul>
        </div>
      </section>

      <section className="profile-details" aria-labelledby="profile-details-title">
        <div className="profile-details__head">
          <h2 id="profile-details-title">Profile Details</h2>
          <button type="button" className="btn btn-danger" onClick={() => setEditing(true)}>
            Edit
          </button>
        </div>
        <dl className="profile-details__list">
          {detailRows(fighter).map(([label, value]) => (
            <div
              key={label}
              className={`profile-details__row${label === 'Address' ? ' profile-details__row--wide' : ''}`}
            >
              <dt>{label}</dt>
              <dd className={value === 'NA' ? 'is-empty' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <UpdateProfileModal fighter={fighter} show={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
