import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import type { Tatami, TatamiCall, TatamisReply } from '@academy/contract';
import { Icon } from '../../../components/icon.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatIstIn } from '../../../lib/plain-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useSetTatamis, useTatamis } from '../api/tatamis.ts';
import { useSetTatamiOfficials, useTatamiOfficials } from '../api/tatami-officials.ts';
import { DisplaysPanel } from './displays-panel.tsx';
import '../../../styles/bootstrap/forms.scss';
import './tatamis-panel.css';

/** The assignment as SetTatamis takes it: each tatami's category ids, in order. */
type Assignment = string[][];

const assignmentOf = (reply: TatamisReply): Assignment =>
  reply.tatamis.map((tatami) => tatami.queue.map((category) => category.categoryId));

/** The assignment with one category moved by `by` places within its tatami (kept at either end). */
export function movedWithin(assignment: Assignment, categoryId: string, by: -1 | 1): Assignment {
  return assignment.map((ids) => {
    const at = ids.indexOf(categoryId);
    const to = at + by;
    if (at < 0 || to < 0 || to >= ids.length) return ids;
    const next = [...ids];
    [next[at], next[to]] = [next[to]!, next[at]!];
    return next;
  });
}

/**
 * The assignment with one category taken from wherever it is (a tatami, or none: an unassigned category) and put on
 * the tatami at `tatamiIndex`, just before `beforeCategoryId`, or at its end when that is null (or not on it). Dropped
 * on itself, or on a tatami that is not there, the assignment is returned unchanged.
 */
export function movedTo(
  assignment: Assignment,
  categoryId: string,
  tatamiIndex: number,
  beforeCategoryId: string | null,
): Assignment {
  if (beforeCategoryId === categoryId || tatamiIndex < 0 || tatamiIndex >= assignment.length) return assignment;
  const next = assignment.map((ids) => ids.filter((id) => id !== categoryId));
  const target = next[tatamiIndex]!;
  const at = beforeCategoryId === null ? -1 : target.indexOf(beforeCategoryId);
  next[tatamiIndex] = at < 0 ? [...target, categoryId] : [...target.slice(0, at), categoryId, ...target.slice(at)];
  return next.every((ids, i) => ids.length === assignment[i]!.length && ids.every((id, j) => id === assignment[i]![j]))
    ? assignment
    : next;
}

/** Where a dragged category would land: the tatami (by index) and the category it would go before (null: the end). */
interface DropPlace {
  tatami: number;
  before: string | null;
}

/** The drag and drop state the panel shares with its cards: what is dragged, where it would land, and the drop. */
interface Dragging {
  enabled: boolean;
  categoryId: string | null;
  place: DropPlace | null;
  start: (event: DragEvent, categoryId: string) => void;
  over: (event: DragEvent, place: DropPlace) => void;
  leave: (event: DragEvent) => void;
  drop: (event: DragEvent, place: DropPlace) => void;
  end: () => void;
}

/** Over a row, its upper half means before it and its lower half before the next row (or the end). */
function placeOver(event: DragEvent, tatami: number, categoryId: string, nextId: string | null): DropPlace {
  const box = event.currentTarget.getBoundingClientRect();
  const lower = box.height > 0 && event.clientY > box.top + box.height / 2;
  return { tatami, before: lower ? nextId : categoryId };
}

function Call({ label, call }: { label: string; call: TatamiCall | null }) {
  const t = useT();
  return (
    <div className="tatami__call">
      <dt>{label}</dt>
      <dd>
        {call ? (
          <>
            <span className="tatami__who">
              {call.ao === null
                ? (call.aka ?? '')
                : t('admin.tournaments.tatamis.bout', { aka: call.aka ?? '?', ao: call.ao })}
            </span>
            <span className="tatami__where">{call.categoryName}</span>
          </>
        ) : (
          t('admin.tournaments.tatamis.nothing')
        )}
      </dd>
    </div>
  );
}

interface TatamiCardProps {
  eventId: string;
  mayScore: boolean;
  tatami: Tatami;
  mayChange: boolean;
  busy: boolean;
  onMove: (categoryId: string, by: -1 | 1) => void;
  onRemove: (categoryId: string) => void;
  drag: Dragging;
}

function TatamiCard({ eventId, mayScore, tatami, mayChange, busy, onMove, onRemove, drag }: TatamiCardProps) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const minutes = Math.round((tatami.boutSeconds / 60) * 10) / 10;
  const index = tatami.number - 1;
  const target = drag.place?.tatami === index ? drag.place : null;
  const end: DropPlace = { tatami: index, before: null };
  return (
    <section
      className={`tatami${target ? ' is-drop-target' : ''}`}
      aria-labelledby={`${uid}-title`}
      onDragOver={(event) => drag.over(event, end)}
      onDragLeave={drag.leave}
      onDrop={(event) => drag.drop(event, end)}
    >
      <div className="tatami__head">
        <h3 id={`${uid}-title`} className="tatami__title">
          {t('admin.tournaments.tatamis.tatami', { number: tatami.number })}
        </h3>
        <p className="tatami__pace">
          {t(tatami.measured ? 'admin.tournaments.tatamis.measured' : 'admin.tournaments.tatamis.default', {
            minutes,
          })}
        </p>
        {mayScore && (
          <Link
            className="btn btn-dark btn-sm tatami__console"
            to={`/admin/events/${eventId}/console/${tatami.number}`}
            aria-label={t('admin.tournaments.tatamis.consoleFor', { number: tatami.number })}
          >
            {t('admin.tournaments.tatamis.console')}
          </Link>
        )}
      </div>
      <dl className="tatami__calls">
        <Call label={t('admin.tournaments.tatamis.now')} call={tatami.now} />
        <Call label={t('admin.tournaments.tatamis.onDeck')} call={tatami.onDeck} />
      </dl>
      {tatami.queue.length === 0 ? (
        <p className="tatami__empty">{t('admin.tournaments.tatamis.empty')}</p>
      ) : (
        <ol className={`tatami__queue${target && target.before === null ? ' is-drop-end' : ''}`}>
          {tatami.queue.map((category, i) => {
            const classes = [
              'tatami__category',
              category.finished && 'is-finished',
              drag.enabled && 'is-draggable',
              drag.categoryId === category.categoryId && 'is-dragging',
              target?.before === category.categoryId && 'is-drop-before',
            ];
            const place = (event: DragEvent) =>
              placeOver(event, index, category.categoryId, tatami.queue[i + 1]?.categoryId ?? null);
            return (
              <li
                key={category.categoryId}
                className={classes.filter(Boolean).join(' ')}
                draggable={drag.enabled}
                onDragStart={(event) => drag.start(event, category.categoryId)}
                onDragOver={(event) => drag.over(event, place(event))}
                onDrop={(event) => drag.drop(event, place(event))}
                onDragEnd={drag.end}
              >
                {drag.enabled && (
                  <span className="tatami__grip" aria-hidden="true">
                    <Icon name="drag" />
                  </span>
                )}
                <div className="tatami__category-text">
                  <span className="tatami__name">{category.name}</span>
                  <span className="tatami__meta">
                    {category.finished
                      ? t('admin.tournaments.tatamis.finished')
                      : `${t('admin.tournaments.tatamis.startsAt', {
                          time: formatIstIn(category.startsAt!, 'hh:mm a', language),
                        })} · ${t('admin.tournaments.tatamis.boutsLeft', { count: category.boutsLeft })}`}
                  </span>
                </div>
                {mayChange && (
                  <div className="tatami__actions">
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm tatami__action"
                      aria-label={t('admin.tournaments.tatamis.up', { name: category.name })}
                      data-category={category.categoryId}
                      data-by="-1"
                      disabled={busy || i === 0}
                      onClick={() => onMove(category.categoryId, -1)}
                    >
                      <Icon name="up" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm tatami__action"
                      aria-label={t('admin.tournaments.tatamis.down', { name: category.name })}
                      data-category={category.categoryId}
                      data-by="1"
                      disabled={busy || i === tatami.queue.length - 1}
                      onClick={() => onMove(category.categoryId, 1)}
                    >
                      <Icon name="down" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm tatami__action"
                      aria-label={t('admin.tournaments.tatamis.remove', { name: category.name })}
                      disabled={busy}
                      onClick={() => onRemove(category.categoryId)}
                    >
                      <Icon name="cross" />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Unassigned({
  reply,
  busy,
  onAdd,
  drag,
}: {
  reply: TatamisReply;
  busy: boolean;
  onAdd: (categoryId: string, tatami: number) => void;
  drag: Dragging;
}) {
  const t = useT();
  const uid = useId();
  const [chosen, setChosen] = useState<Record<string, number>>({});
  return (
    <section className="tatamis__unassigned" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="tatami__title">
        {t('admin.tournaments.tatamis.unassigned')}
      </h3>
      {reply.unassigned.length === 0 ? (
        <p className="tatami__empty">{t('admin.tournaments.tatamis.allAssigned')}</p>
      ) : (
        <ul className="tatami__queue">
          {reply.unassigned.map((category) => {
            const number = chosen[category.categoryId] ?? 1;
            return (
              <li
                key={category.categoryId}
                className={`tatami__category${drag.enabled ? ' is-draggable' : ''}${drag.categoryId === category.categoryId ? ' is-dragging' : ''}`}
                draggable={drag.enabled && reply.tatamis.length > 0}
                onDragStart={(event) => drag.start(event, category.categoryId)}
                onDragEnd={drag.end}
              >
                {drag.enabled && reply.tatamis.length > 0 && (
                  <span className="tatami__grip" aria-hidden="true">
                    <Icon name="drag" />
                  </span>
                )}
                <span className="tatami__name">{category.name}</span>
                <div className="tatami__actions">
                  <select
                    className="form-select form-select-sm tatami__select"
                    aria-label={t('admin.tournaments.tatamis.addTo', { name: category.name })}
                    value={number}
                    onChange={(event) => setChosen({ ...chosen, [category.categoryId]: Number(event.target.value) })}
                  >
                    {reply.tatamis.map((tatami) => (
                      <option key={tatami.number} value={tatami.number}>
                        {t('admin.tournaments.tatamis.tatami', { number: tatami.number })}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn btn-outline-dark btn-sm tatami__action"
                    disabled={busy || reply.tatamis.length === 0}
                    onClick={() => onAdd(category.categoryId, number)}
                  >
                    {t('admin.tournaments.tatamis.add')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The owner gives each table official of the academy a tatami for the day (or none). */
function Officials({ eventId, count }: { eventId: string; count: number }) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const query = useTatamiOfficials(eventId, true);
  const save = useSetTatamiOfficials(eventId);
  const officials = query.data?.officials;
  if (!officials) return null;
  return (
    <section className="tatamis__unassigned" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="tatami__title">
        {t('admin.tournaments.officials.title')}
      </h3>
      <p className="tatami__empty">
        {officials.length === 0 ? t('admin.tournaments.officials.none') : t('admin.tournaments.officials.lead')}
      </p>
      {officials.length > 0 && (
        <ul className="tatami__queue">
          {officials.map((official) => (
            <li key={official.userId} className="tatami__category">
              <span className="tatami__name">{official.name}</span>
              <select
                className="form-select form-select-sm tatami__select"
                aria-label={t('admin.tournaments.officials.tatamiOf', { name: official.name })}
                value={official.tatami ?? ''}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate(
                    {
                      officials: [
                        { userId: official.userId, tatami: event.target.value ? Number(event.target.value) : null },
                      ],
                    },
                    {
                      onSuccess: () => toast.show(t('admin.tournaments.officials.saved'), 'success'),
                      onError: (error) => toast.show(error.message, 'danger'),
                    },
                  )
                }
              >
                <option value="">{t('admin.tournaments.officials.noTatami')}</option>
                {Array.from({ length: Math.max(count, official.tatami ?? 0) }, (_, i) => i + 1).map((number) => (
                  <option key={number} value={number}>
                    {t('admin.tournaments.tatamis.tatami', { number })}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The tournament's tatamis: how many (the organiser's), the categories on each in the order they are fought, moved with
 * the up and down buttons or dragged (within a tatami, onto another, or from the unassigned), the bout now and on deck,
 * and when each category should start. Each change saves the whole assignment, and the reply's estimates replace the
 * old ones.
 */
export default function TatamisPanel({ eventId }: { eventId: string }) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const mayChange = useStaffMay('SetTatamis');
  const mayScore = useStaffMay('GetConsole');
  const mayAssignOfficials = useStaffMay('SetTatamiOfficials');
  const query = useTatamis(eventId);
  const save = useSetTatamis();
  const reply = query.data;
  const root = useRef<HTMLDivElement>(null);
  // Drag and drop (a mouse's way; the buttons stay the keyboard's and the phone's): the category dragged and where it
  // would land, for the dimmed row and the drop line.
  const [dragged, setDragged] = useState<string | null>(null);
  const [place, setPlace] = useState<DropPlace | null>(null);
  // The category just moved keeps the focus: on the same button, or the other once it reached an end.
  const moving = useRef<{ categoryId: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    const wanted = moving.current;
    if (!wanted || save.isPending || !root.current) return;
    moving.current = null;
    const buttons = [...root.current.querySelectorAll<HTMLButtonElement>('button[data-category]')].filter(
      (button) => button.dataset.category === wanted.categoryId && !button.disabled,
    );
    (buttons.find((button) => button.dataset.by === String(wanted.by)) ?? buttons[0])?.focus();
  }, [reply, save.isPending]);

  if (!reply) {
    return query.isError ? (
      <p role="alert">{t('admin.tournaments.tatamis.loadError', { reason: query.error.message })}</p>
    ) : null;
  }
  const assignment = assignmentOf(reply);
  const send = (tatamis: Assignment) =>
    save.mutate(
      { eventId, tatamis: tatamis.map((categoryIds) => ({ categoryIds })) },
      { onError: (error) => toast.show(error.message, 'danger') },
    );
  const count = reply.tatamis.length;
  // One tatami fewer: the last one's categories go to the end of the one before it.
  const fewer = () => {
    const kept = assignment.slice(0, -1);
    kept[kept.length - 1] = [...kept.at(-1)!, ...assignment.at(-1)!];
    send(kept);
  };
  const busy = save.isPending;
  const endDrag = () => {
    setDragged(null);
    setPlace(null);
  };
  const drag: Dragging = {
    enabled: mayChange && !busy,
    categoryId: dragged,
    place,
    start: (event, categoryId) => {
      event.dataTransfer.setData('text/plain', categoryId);
      event.dataTransfer.effectAllowed = 'move';
      setDragged(categoryId);
    },
    over: (event, at) => {
      // Only a category dragged from this panel is welcome; anything else dragged in (text, a file) is not.
      if (!dragged || busy) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (place?.tatami !== at.tatami || place.before !== at.before) setPlace(at);
    },
    leave: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPlace(null);
    },
    drop: (event, at) => {
      const categoryId = event.dataTransfer.getData('text/plain') || dragged;
      if (!dragged || !categoryId || busy) return;
      event.preventDefault();
      event.stopPropagation();
      endDrag();
      const next = movedTo(assignment, categoryId, at.tatami, at.before);
      if (next !== assignment) send(next);
    },
    end: endDrag,
  };

  return (
    <div className="tatamis" ref={root}>
      <div className="tatamis__head">
        <div>
          <p className="tatamis__note">{t('admin.tournaments.tatamis.note')}</p>
          {mayChange && <p className="tatamis__hint">{t('admin.tournaments.tatamis.dragHint')}</p>}
        </div>
        <div className="tatamis__count" role="group" aria-labelledby={`${uid}-count`}>
          <span id={`${uid}-count`} className="tatamis__count-label">
            {t('admin.tournaments.tatamis.count')}
          </span>
          {mayChange && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm tatami__action"
              aria-label={t('admin.tournaments.tatamis.fewer')}
              disabled={busy || count <= 1}
              onClick={fewer}
            >
              −
            </button>
          )}
          <output className="tatamis__count-value" aria-live="polite">
            {count}
          </output>
          {mayChange && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm tatami__action"
              aria-label={t('admin.tournaments.tatamis.more')}
              disabled={busy || count >= 20}
              onClick={() => send([...assignment, []])}
            >
              +
            </button>
          )}
        </div>
      </div>
      <div className="tatamis__grid">
        {reply.tatamis.map((tatami) => (
          <TatamiCard
            key={tatami.number}
            eventId={eventId}
            mayScore={mayScore}
            tatami={tatami}
            mayChange={mayChange}
            busy={busy}
            onMove={(categoryId, by) => {
              moving.current = { categoryId, by };
              send(movedWithin(assignment, categoryId, by));
            }}
            onRemove={(categoryId) => send(assignment.map((ids) => ids.filter((id) => id !== categoryId)))}
            drag={drag}
          />
        ))}
      </div>
      {mayChange && (
        <Unassigned
          reply={reply}
          busy={busy}
          onAdd={(categoryId, number) =>
            send(assignment.map((ids, i) => (i === number - 1 ? [...ids, categoryId] : ids)))
          }
          drag={drag}
        />
      )}
      {mayAssignOfficials && <Officials eventId={eventId} count={count} />}
      <DisplaysPanel eventId={eventId} tatamis={count} />
    </div>
  );
}
