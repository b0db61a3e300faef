import { DISCIPLINE_LABELS, type Tournament, type TournamentEntry } from '@academy/contract';
import { Icon } from '../../../../components/icon.tsx';
import { formatDay } from '../../../../lib/family.ts';
import { formatInr } from '../../../../lib/format.ts';
import { useLanguage, useT } from '../../../../lib/i18n.ts';
import { tournamentCounts } from '../tournament-figures.ts';
import { ageGroupText } from '../tournament-words.ts';

interface Props {
  tournament: Tournament;
  entries: TournamentEntry[];
  /** Change rules, while it may (the owner's, before any draw); null hides it. */
  onChangeRules: (() => void) | null;
  /** Why the rules no longer change (the tournament day is over), said where Change rules would be; null: nothing. */
  closed?: string | null;
}

/** The tournament's rules at a glance, and how many categories, athletes, entries and clubs it has so far. */
export function TournamentFacts({ tournament, entries, onChangeRules, closed = null }: Props) {
  const t = useT();
  const language = useLanguage();
  const counts = tournamentCounts(tournament, entries);
  const ageGroups = tournament.profile.ageGroups.filter((group) => tournament.ageGroups.includes(group.key));
  const figures = [
    [counts.categories, t('admin.tournaments.count.categories', { count: counts.categories })],
    [counts.athletes, t('admin.tournaments.count.athletes', { count: counts.athletes })],
    [counts.entries, t('admin.tournaments.count.entries', { count: counts.entries })],
    [counts.clubs, t('admin.tournaments.count.clubs', { count: counts.clubs })],
  ] as const;
  return (
    <section className="admin-page__card tournament-facts" aria-label={t('admin.tournaments.facts')}>
      <ul className="tournament-counts">
        {figures.map(([figure, label]) => (
          <li key={label}>
            <span className="tournament-counts__figure">{figure}</span>
            <span className="tournament-counts__label">{label}</span>
          </li>
        ))}
      </ul>
      <dl className="tournament-facts__list">
        <div>
          <dt>{t('admin.tournaments.fact.day')}</dt>
          <dd>{formatDay(tournament.day, language)}</dd>
        </div>
        <div>
          <dt>{t('admin.tournaments.fact.profile')}</dt>
          <dd>{tournament.profile.name}</dd>
        </div>
        <div>
          <dt>{t('admin.tournaments.fact.fee')}</dt>
          <dd>{tournament.categoryFee > 0 ? formatInr(tournament.categoryFee) : t('admin.tournaments.free')}</dd>
        </div>
        <div>
          <dt>{t('admin.tournaments.fact.disciplines')}</dt>
          <dd>{tournament.disciplines.map((discipline) => t(DISCIPLINE_LABELS[discipline])).join(', ')}</dd>
        </div>
        <div className="tournament-facts__wide">
          <dt>{t('admin.tournaments.fact.ageGroups')}</dt>
          <dd>{ageGroups.map((group) => ageGroupText(t, group)).join(', ')}</dd>
        </div>
      </dl>
      {closed && !onChangeRules && (
        <div className="tournament-facts__foot">
          <span className="tournament-facts__hint">{closed}</span>
        </div>
      )}
      {onChangeRules && (
        <div className="tournament-facts__foot">
          <span className="tournament-facts__hint">{t('admin.tournaments.changeRulesHint')}</span>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1"
            onClick={onChangeRules}
          >
            <Icon name="edit" size={16} />
            {t('admin.tournaments.changeRules')}
          </button>
        </div>
      )}
    </section>
  );
}
