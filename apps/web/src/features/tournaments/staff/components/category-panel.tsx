import { useId, useState } from 'react';
import type { Tournament, TournamentCategory, TournamentEntry, TournamentReply } from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useStaffMay } from '../../../../lib/staff-account.ts';
import { useMergeCategories } from '../../api/merge-categories.ts';
import { useMoveEntry } from '../../api/move-entry.ts';
import { useSetEntryState } from '../../api/set-entry-state.ts';
import { useSplitCategory } from '../../api/split-category.ts';
import { levelWords } from '../../entering/belt-grade.ts';
import { sameDisciplineTargets } from '../tournament-figures.ts';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

/** What every change does once answered: the server's words, in the reader's language, as a toast. */
function useSaying() {
  const toast = useToast();
  return {
    onSuccess: (reply: TournamentReply) => toast.show(reply.message, 'success'),
    onError: (error: Error) => toast.show(error.message, 'danger'),
  };
}

const COLUMNS = [
  'admin.tournaments.column.athlete',
  'admin.tournaments.column.age',
  'admin.tournaments.column.weight',
  'admin.tournaments.column.club',
  'admin.tournaments.column.belt',
] as const;

interface EntryRowProps {
  entry: TournamentEntry;
  targets: TournamentCategory[];
  changeable: boolean;
  /** Present or absent may be marked: the category is not drawn and the member of staff may. */
  markable: boolean;
  ticked: boolean;
  onTick: (on: boolean) => void;
}

function EntryRow({ entry, targets, changeable, markable, ticked, onTick }: EntryRowProps) {
  const t = useT();
  const saying = useSaying();
  const move = useMoveEntry();
  const [to, setTo] = useState('');
  const column = COLUMNS.map((key) => t(key));
  const weight = entry.weighedKg ?? entry.weightKg;
  return (
    <tr className={entry.state === 'withdrawn' ? 'is-withdrawn' : undefined}>
      {changeable && (
        <td className="category-entries__tick">
          <input
            type="checkbox"
            className="form-check-input"
            aria-label={t('admin.tournaments.tick', { name: entry.athleteName })}
            checked={ticked}
            onChange={(event) => onTick(event.target.checked)}
          />
        </td>
      )}
      <th scope="row" className="category-entries__name" data-label={column[0]}>
        <span>
          {entry.athleteName}
          {entry.state === 'withdrawn' && (
            <>
              {' '}
              <Badge tone="neutral">{t('admin.tournaments.withdrawn')}</Badge>
            </>
          )}
          {entry.state === 'checkedIn' && (
            <>
              {' '}
              <Badge tone="success">{t('admin.tournaments.checkedIn')}</Badge>
            </>
          )}
        </span>
      </th>
      <td data-label={column[1]}>{entry.age}</td>
      <td data-label={column[2]} className="text-nowrap">
        {weight === null ? '—' : t('admin.tournaments.kg', { kg: weight })}
      </td>
      <td data-label={column[3]}>{entry.club}</td>
      <td data-label={column[4]}>{levelWords(t, entry.level) ?? '—'}</td>
      {markable && (
        <td className="admin-table__actions">
          <EntryPresence entry={entry} />
        </td>
      )}
      {changeable && (
        <td className="admin-table__actions">
          {targets.length > 0 && (
            <div className="entry-move">
              <select
                className="form-select form-select-sm"
                aria-label={t('admin.tournaments.moveTo', { name: entry.athleteName })}
                value={to}
                onChange={(event) => setTo(event.target.value)}
              >
                <option value="">{t('admin.tournaments.moveChoose')}</option>
                {targets.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
              <SpinnerButton
                type="button"
                variant="outline-dark"
                className="btn-sm"
                loading={move.isPending}
                disabled={to === ''}
                aria-label={t('admin.tournaments.moveFor', { name: entry.athleteName })}
                onClick={() => move.mutate({ entryId: entry.id, categoryId: to }, saying)}
              >
                {t('admin.tournaments.move')}
              </SpinnerButton>
            </div>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * Present or absent, marked at the table before the draw: how an athlete entered by hand, with no ticket for the
 * door's weigh-in, is checked in (and so stays when the absentees are withdrawn).
 */
function EntryPresence({ entry }: { entry: TournamentEntry }) {
  const t = useT();
  const saying = useSaying();
  const mark = useSetEntryState();
  const name = entry.athleteName;
  const send = (state: TournamentEntry['state']) => mark.mutate({ entryId: entry.id, state }, saying);
  if (entry.state !== 'entered') {
    return (
      <SpinnerButton
        type="button"
        variant="outline-dark"
        className="btn-sm"
        loading={mark.isPending}
        aria-label={t('admin.tournaments.entry.undoFor', { name })}
        onClick={() => send('entered')}
      >
        {t('admin.tournaments.entry.undo')}
      </SpinnerButton>
    );
  }
  return (
    <div className="entry-presence">
      <SpinnerButton
        type="button"
        variant="outline-success"
        className="btn-sm"
        loading={mark.isPending && mark.variables?.state === 'checkedIn'}
        disabled={mark.isPending}
        aria-label={t('admin.tournaments.entry.presentFor', { name })}
        onClick={() => send('checkedIn')}
      >
        {t('admin.tournaments.entry.present')}
      </SpinnerButton>
      <SpinnerButton
        type="button"
        variant="outline-secondary"
        className="btn-sm"
        loading={mark.isPending && mark.variables?.state === 'withdrawn'}
        disabled={mark.isPending}
        aria-label={t('admin.tournaments.entry.absentFor', { name })}
        onClick={() => send('withdrawn')}
      >
        {t('admin.tournaments.entry.absent')}
      </SpinnerButton>
    </div>
  );
}

interface Props {
  id: string;
  category: TournamentCategory;
  tournament: Tournament;
  entries: TournamentEntry[];
  mayChange: boolean;
}

/**
 * A category opened: its athletes, each movable to another category of the discipline; ticked ones split off into a
 * new category of the same criteria; or the whole category merged into another, once asked.
 */
export function CategoryPanel({ id, category, tournament, entries, mayChange }: Props) {
  const t = useT();
  const uid = useId();
  const saying = useSaying();
  const split = useSplitCategory();
  const merge = useMergeCategories();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [into, setInto] = useState('');
  const [asking, setAsking] = useState(false);
  const changeable = mayChange && category.drawnAt === null;
  const markable = useStaffMay('SetEntryState') && category.drawnAt === null;
  const targets = sameDisciplineTargets(tournament.categories, category);
  const intoCategory = targets.find((each) => each.id === into);
  const chosen = entries.filter((entry) => ticked.has(entry.id));
  // A split leaves at least one athlete behind, as the server requires.
  const mayChoose = chosen.length > 0 && chosen.length < entries.length;

  const tick = (entryId: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(entryId);
      else next.delete(entryId);
      return next;
    });

  const sendSplit = () =>
    split.mutate(
      { categoryId: category.id, entryIds: chosen.map((entry) => entry.id) },
      {
        ...saying,
        onSuccess: (reply) => {
          setTicked(new Set());
          saying.onSuccess(reply);
        },
      },
    );

  const sendMerge = () =>
    merge.mutate({ categoryId: category.id, intoId: into }, { ...saying, onSettled: () => setAsking(false) });

  return (
    <div id={id} className="category-panel">
      {entries.length === 0 ? (
        <p className="category-panel__empty">{t('admin.tournaments.noEntries')}</p>
      ) : (
        <table className="table align-middle mb-0 admin-table category-entries">
          <caption className="visually-hidden">{t('admin.tournaments.entriesOf', { name: category.name })}</caption>
          <thead>
            <tr>
              {changeable && (
                <th scope="col">
                  <span className="visually-hidden">{t('admin.tournaments.column.tick')}</span>
                </th>
              )}
              {COLUMNS.map((key) => (
                <th key={key} scope="col">
                  {t(key)}
                </th>
              ))}
              {markable && (
                <th scope="col">
                  <span className="visually-hidden">{t('admin.tournaments.column.presence')}</span>
                </th>
              )}
              {changeable && (
                <th scope="col">
                  <span className="visually-hidden">{t('admin.tournaments.column.move')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                targets={targets}
                changeable={changeable}
                markable={markable}
                ticked={ticked.has(entry.id)}
                onTick={(on) => tick(entry.id, on)}
              />
            ))}
          </tbody>
        </table>
      )}

      {category.drawnAt !== null && <p className="category-panel__note">{t('admin.tournaments.drawnNote')}</p>}
      {changeable && (
        <div className="category-panel__actions">
          {entries.length > 1 && (
            <SpinnerButton
              type="button"
              variant="outline-dark"
              className="btn-sm"
              loading={split.isPending}
              disabled={!mayChoose}
              onClick={sendSplit}
            >
              {t('admin.tournaments.split', { count: chosen.length })}
            </SpinnerButton>
          )}
          {targets.length > 0 && (
            <div className="category-panel__merge">
              <label className="visually-hidden" htmlFor={`${uid}-into`}>
                {t('admin.tournaments.mergeLabel', { name: category.name })}
              </label>
              <select
                id={`${uid}-into`}
                className="form-select form-select-sm"
                value={into}
                onChange={(event) => setInto(event.target.value)}
              >
                <option value="">{t('admin.tournaments.mergeChoose')}</option>
                {targets.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={into === ''}
                onClick={() => setAsking(true)}
              >
                {t('admin.tournaments.merge')}
              </button>
            </div>
          )}
        </div>
      )}
      <ConfirmModal
        show={asking}
        title={t('admin.tournaments.mergeTitle')}
        detail={`${category.name} → ${intoCategory?.name ?? ''}`}
        message={t('admin.tournaments.mergeMessage', {
          count: category.entries,
          name: category.name,
          into: intoCategory?.name ?? '',
        })}
        confirmLabel={t('admin.tournaments.merge')}
        busy={merge.isPending}
        onConfirm={sendMerge}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
