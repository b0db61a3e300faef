import { formatMobile, rankWords } from '@academy/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { FamilyProfile, Fighter, MessageKey, Rank } from '@academy/contract';
import { DISCIPLINE_LABELS, GENDER_LABELS } from '../../../components/form/person-inputs.ts';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { formatDay, isChildProfile, profileAge, useFamily } from '../../../lib/family.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useLanguage, useT, type t as translate } from '../../../lib/i18n.ts';
import { beltRank } from '../../../lib/rank-words.ts';
import { useSession } from '../../../lib/session.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { useFighterDetails } from '../../../lib/fighter-details.ts';
import { AddChildModal } from './add-child-modal.tsx';
import { ConsentPanel } from './consent-panel.tsx';
import { FamilySwitcher, profileSearch } from './family-switcher.tsx';
import { ParentPanel } from './parent-panel.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { UpdateProfileModal } from './update-profile-modal.tsx';
import { YourDataSection } from './your-data-section.tsx';
import './view-profile-page.css';

/** A value stored in English (a gender, a discipline) in the reader's language; one it does not know, as it is. */
function optionText(labels: Record<string, MessageKey>, value: string | null, t: typeof translate): string | null {
  return value !== null && Object.hasOwn(labels, value) ? t(labels[value]!) : value;
}

type Row = { label: MessageKey; value: string | number | null };

/**
 * The Profile Details list, in its fixed order; null is an empty value (NA). A child's shows the parent's email and
 * mobile (a child has no login of its own) and the date of birth its age follows from. A parent who does not train
 * has no weight, height, discipline or belt to show.
 */
function detailRows(
  fighter: Fighter,
  belt: Rank | null,
  t: typeof translate,
  language: ReturnType<typeof useLanguage>,
): Row[] {
  const child = isChildProfile(fighter);
  const who: Row[] = child
    ? [
        { label: 'account.profile.name', value: fighter.fullName },
        { label: 'account.family.parentEmail', value: fighter.email },
        { label: 'account.family.parentMobile', value: formatMobile(fighter.mobileNumber) },
        { label: 'account.profile.gender', value: optionText(GENDER_LABELS, fighter.gender, t) },
        {
          label: 'account.family.dateOfBirth',
          value: fighter.dateOfBirth ? formatDay(fighter.dateOfBirth, language) : null,
        },
        { label: 'account.profile.age', value: profileAge(fighter) },
      ]
    : [
        { label: 'account.profile.name', value: fighter.fullName },
        { label: 'account.profile.email', value: fighter.email },
        { label: 'account.profile.mobileNumber', value: formatMobile(fighter.mobileNumber) },
        { label: 'account.profile.gender', value: optionText(GENDER_LABELS, fighter.gender, t) },
        { label: 'account.profile.age', value: fighter.age },
      ];
  const address: Row = { label: 'account.profile.address', value: fighter.address };
  if (!fighter.trains) return [...who, address];
  return [
    ...who,
    {
      label: 'account.profile.weight',
      value: fighter.weight === null ? null : t('account.profile.kilograms', { weight: fighter.weight }),
    },
    {
      label: 'account.profile.height',
      value: fighter.height === null ? null : t('account.profile.centimetres', { height: fighter.height }),
    },
    { label: 'account.profile.discipline', value: optionText(DISCIPLINE_LABELS, fighter.discipline, t) },
    { label: 'account.profile.beltLevel', value: belt ? rankWords(t, belt) : fighter.beltLevel },
    address,
  ];
}

/** An account without children: one modest way in to adding one (the way in, for a parent who does not train). */
function AddChildInvite({ onAdd, parent }: { onAdd: () => void; parent: boolean }) {
  const t = useT();
  return (
    <div className="family-invite">
      <p className="family-invite__text">{t(parent ? 'account.family.inviteParent' : 'account.family.invite')}</p>
      <button type="button" className="btn btn-sm btn-outline-dark family-invite__button" onClick={onAdd}>
        <span aria-hidden="true">+ </span>
        {t('account.family.addChild')}
      </button>
    </div>
  );
}

/** What other features draw on a profile; the app gives them, since a feature never imports another. */
export interface ProfileSections {
  /** The belt and its promotions with their certificates, of a profile that trains. */
  ranksSection: (fighter: Fighter) => ReactNode;
  /** The tournaments entered and the medals won, of a profile that trains. */
  competitionsSection: (fighter: Fighter) => ReactNode;
  /** Classes (batches, attendance, the check-in card) of a profile that trains. */
  classesSection: (fighter: Fighter) => ReactNode;
  /** The family's fees. */
  fees?: ReactNode;
  /** The family's WhatsApp and SMS choices. */
  messages?: ReactNode;
}

/**
 * /fighter/viewprofile: the family's profiles (?profile=<child id> picks a child's), then the chosen one's picture
 * with Update Picture, a child's consent, Profile Details with its Update Profile modal, the belt and its promotions
 * with their certificates, Classes (batches, attendance, the check-in card), the family's fees, its WhatsApp and SMS
 * choices and Your data. A
 * parent who does not train is shown as a parent: no belt, no classes and no check-in card of their own, but where
 * their children's are.
 */
export default function ViewProfilePage({
  ranksSection,
  competitionsSection,
  classesSection,
  fees,
  messages,
}: ProfileSections) {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ownId = session.fighterId ?? session.userId ?? '';
  const family = useFamily(ownId !== '');
  const profiles: FamilyProfile[] = family.data?.profiles ?? [];
  const asked = search.get('profile');
  // A child the family does not hold (erased since, or a mistyped address) falls back to the account's own profile.
  const unknown =
    asked !== null && family.isSuccess && !family.isFetching && !profiles.some((profile) => profile.id === asked);
  const selectedId = asked && !unknown ? asked : ownId;
  const details = useFighterDetails(selectedId);
  const ranks = useRanks();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (unknown) void navigate({ search: '' }, { replace: true });
  }, [unknown, navigate]);

  useEffect(() => {
    // A details failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (details.error) console.error('Could not load the fighter details', details.error);
  }, [details.error]);

  useEffect(() => {
    // Without the family (an older server, a failed call) the page is the account's own, as before.
    if (family.error) console.error('Could not load the family', family.error);
  }, [family.error]);

  const listed = profiles.find((profile) => profile.id === selectedId);
  // The family list already holds the profile: switching shows it at once while its details load.
  const fighter: Fighter | undefined = details.data?.fighter ?? listed;
  if (!fighter && details.isPending) return <FullScreenLoader label={t('account.profile.loading')} />;
  if (!fighter) return <h1 className="profile-page__title">{t('account.profile.title')}</h1>;

  const child = isChildProfile(fighter);
  const parent = !fighter.trains;
  // The belt in the syllabus's words: a belt typed or chosen on the profile is stored as words ('Brown 3 kyu').
  const belt = beltRank(fighter, ranks.data?.ranks ?? []);
  const consent = listed?.consent ?? null;
  const account = profiles.find((profile) => !isChildProfile(profile)) ?? (child ? undefined : fighter);
  const children = profiles.filter(isChildProfile);
  const showTo = (id: string) => {
    const profile = profiles.find((member) => member.id === id);
    void navigate({ search: profile ? profileSearch(profile) : `?profile=${encodeURIComponent(id)}` });
  };

  return (
    <div className="profile-page">
      <h1 className="visually-hidden">
        {child ? t('account.family.childTitle', { name: fighter.fullName }) : t('account.profile.title')}
      </h1>
      {children.length > 0 ? (
        <FamilySwitcher profiles={profiles} selectedId={fighter.id} onAddChild={() => setAdding(true)} />
      ) : (
        family.isSuccess && <AddChildInvite parent={parent} onAdd={() => setAdding(true)} />
      )}

      {/* Keyed by profile: a switch starts the picture, the modals and their messages afresh. */}
      <div key={fighter.id} className="profile-page__body">
        <section className="profile-hero" aria-label={t('account.profile.picture')}>
          <ProfilePhoto
            fighterId={fighter.id}
            fullName={fighter.fullName}
            blockedReason={child && consent?.state !== 'confirmed' ? t('account.photo.needsConsent') : undefined}
          />
          <div className="profile-hero__text">
            <p className="profile-hero__kicker">
              {child
                ? t('account.family.childKicker')
                : t(parent ? 'account.profile.parentKicker' : 'account.profile.kicker')}
            </p>
            <p className="profile-hero__name">{fighter.fullName}</p>
            <p className="profile-hero__email">
              {child ? t('account.family.parentEmailLine', { email: fighter.email }) : fighter.email}
            </p>
            <ul className="profile-hero__tags" aria-label={t('account.profile.training')}>
              {!parent && fighter.discipline && <li>{optionText(DISCIPLINE_LABELS, fighter.discipline, t)}</li>}
              {!parent && fighter.beltLevel && (
                <li>{t('account.profile.belt', { belt: belt?.name ?? fighter.beltLevel })}</li>
              )}
              <li>{t('account.profile.memberSince', { date: formatListDate(fighter.createdAt) })}</li>
            </ul>
          </div>
        </section>

        {child && consent && <ConsentPanel child={fighter} consent={consent} />}

        <section className="profile-details" aria-labelledby="profile-details-title">
          <div className="profile-details__head">
            <h2 id="profile-details-title">{t('account.profile.details')}</h2>
            <button type="button" className="btn btn-danger" onClick={() => setEditing(true)}>
              {t('account.profile.edit')}
            </button>
          </div>
          <dl className="profile-details__list">
            {detailRows(fighter, belt, t, language).map(({ label, value }) => {
              const empty = value === null || value === '';
              return (
                <div
                  key={label}
                  className={`profile-details__row${label === 'account.profile.address' ? ' profile-details__row--wide' : ''}`}
                >
                  <dt>{t(label)}</dt>
                  <dd className={empty ? 'is-empty' : undefined}>
                    {empty ? t('account.profile.notAvailable') : value}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>

        {parent ? (
          <ParentPanel childProfiles={children} />
        ) : (
          <>
            {ranksSection(fighter)}
            {competitionsSection(fighter)}
            {classesSection(fighter)}
          </>
        )}

        {fees}

        {messages}

        <YourDataSection
          fighterId={fighter.id}
          child={child ? { name: fighter.fullName } : null}
          hasChildren={children.length > 0}
          onChildErased={() => void navigate({ search: '' }, { replace: true })}
        />

        <UpdateProfileModal fighter={fighter} show={editing} onClose={() => setEditing(false)} />
      </div>

      <AddChildModal show={adding} account={account} onClose={() => setAdding(false)} onAdded={showTo} />
    </div>
  );
}
