import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DISCIPLINE_LABELS, type Tournament, type TournamentCategory, type TournamentEntry } from '@academy/contract';
import { Badge, Count } from '../../../../components/badge.tsx';
import { Icon } from '../../../../components/icon.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { byDiscipline, categoryState, isTooSmall } from '../tournament-figures.ts';
import { STATE_TONES, STATE_WORDS } from '../tournament-words.ts';
import { CategoryPanel } from './category-panel.tsx';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './categories.css';

const COLUMNS = [
  'admin.tournaments.column.category',
  'admin.tournaments.column.entries',
  'admin.tournaments.column.state',
] as const;

/** Each discipline is a table of its own: fixed widths line their columns up one under the other. */
const COLUMN_CLASSES = ['', 'category-table__col-entries', 'category-table__col-state'] as const;

interface RowProps {
  eventId: string;
  category: TournamentCategory;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}

function CategoryRow({ eventId, category, open, panelId, onToggle }: RowProps) {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const state = categoryState(category);
  return (
    <tr className={isTooSmall(category) ? 'category-table__row is-too-small' : 'category-table__row'}>
      <th scope="row" className="category-table__name" data-label={column[0]}>
        {category.name}
      </th>
      <td data-label={column[1]}>
        <span className="category-table__entries">
          <span className="category-table__count">{category.entries}</span>
          {isTooSmall(category) && <Badge tone="warning">{t('admin.tournaments.tooSmall')}</Badge>}
        </span>
      </td>
      <td data-label={column[2]}>
        <Badge tone={STATE_TONES[state]}>{t(STATE_WORDS[state])}</Badge>
      </td>
      <td className="admin-table__actions category-table__actions">
        <RowActions>
          <button
            type="button"
            className={`btn btn-sm d-inline-flex align-items-center gap-1 ${open ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('admin.tournaments.entriesOf', { name: category.name })}
            onClick={onToggle}
          >
            {t('admin.tournaments.showEntries')}
            <Icon name={open ? 'up' : 'down'} size={16} />
          </button>
          {/* A category with nobody in it has nothing to draw or fight. */}
          {(category.entries > 0 || category.drawnAt !== null) && (
            <Link
              to={`/admin/events/${encodeURIComponent(eventId)}/tournament/categories/${encodeURIComponent(category.id)}`}
              className="btn btn-sm btn-outline-danger"
              aria-label={t('admin.tournaments.openCategoryOf', { name: category.name })}
            >
              {t('admin.tournaments.openCategory')}
            </Link>
          )}
        </RowActions>
      </td>
    </tr>
  );
}

interface Props {
  tournament: Tournament;
  entries: TournamentEntry[];
  /** The owner's: moves, merges and splits. */
  mayChange: boolean;
}

/**
 * Every category by discipline, in the programme's order: its entries (a category that cannot be fought, under two,
 * stands out), its state, and, opened, its athletes with what the organiser may do with them.
 */
export function CategoryList({ tournament, entries, mayChange }: Props) {
  const t = useT();
  const uid = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [enteredOnly, setEnteredOnly] = useState(false);
  const entered = tournament.categories.filter((category) => category.entries > 0);
  const shown = enteredOnly ? entered : tournament.categories;
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (tournament.categories.length === 0) {
    return <p className="category-group__empty">{t('admin.tournaments.noCategories')}</p>;
  }
  return (
    <div className="category-groups">
      <div className="form-check category-groups__filter">
        <input
          type="checkbox"
          className="form-check-input"
          id={`${uid}-entered`}
          checked={enteredOnly}
          onChange={(event) => setEnteredOnly(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${uid}-entered`}>
          {t('admin.tournaments.enteredOnly', { count: entered.length, all: tournament.categories.length })}
        </label>
      </div>
      {shown.length === 0 && <p className="category-group__empty">{t('admin.tournaments.noneEntered')}</p>}
      {byDiscipline(shown).map(({ discipline, categories }) => (
        <section key={discipline} className="category-group" aria-labelledby={`${uid}-${discipline}`}>
          <h3 id={`${uid}-${discipline}`} className="category-group__title">
            {t(DISCIPLINE_LABELS[discipline])} <Count tone="ink">{categories.length}</Count>
          </h3>
          <div className="table-responsive admin-table-wrap">
            <table className="table align-middle mb-0 admin-table category-table">
              <caption className="visually-hidden">{t(DISCIPLINE_LABELS[discipline])}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((key, i) => (
                    <th key={key} scope="col" className={COLUMN_CLASSES[i] || undefined}>
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col" className="category-table__col-actions">
                    <span className="visually-hidden">{t('admin.tournaments.column.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.flatMap((category) => {
                  const panelId = `${uid}-panel-${category.id}`;
                  const row = (
                    <CategoryRow
                      key={category.id}
                      eventId={tournament.eventId}
                      category={category}
                      open={open.has(category.id)}
                      panelId={panelId}
                      onToggle={() => toggle(category.id)}
                    />
                  );
                  if (!open.has(category.id)) return [row];
                  return [
                    row,
                    <tr key={`${category.id}-panel`} className="category-table__detail">
                      <td colSpan={COLUMNS.length + 1}>
                        <CategoryPanel
                          id={panelId}
                          category={category}
                          tournament={tournament}
                          entries={entries.filter((entry) => entry.categoryId === category.id)}
                          mayChange={mayChange}
                        />
                      </td>
                    </tr>,
                  ];
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
