import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  PROGRAM_LABELS,
  WEEKDAY_LABELS,
  weekdayOf,
  type AttendanceMark,
  type AttendanceRegisterReply,
  type MessageKey,
} from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAttendanceRegister } from '../api/get-attendance-register.ts';
import { useBatchRoster } from '../api/get-batch-roster.ts';
import { Icon } from '../../../components/icon.tsx';
import { MONTH, monthName, shiftMonth, thisMonth } from '../../../lib/months.ts';
import { registerTable, type RegisterRow, type RegisterTable } from './register.ts';
import { downloadRegisterCsv } from './register-csv.ts';
import { timesText, weekdaysText } from './schedule.ts';
import './admin-classes.css';
import './components/class-day-frame.css';
import './register.css';

const MARK_LABELS = {
  present: 'admin.attendance.present',
  late: 'admin.attendance.late',
  absent: 'admin.attendance.absent',
} as const satisfies Record<AttendanceMark, MessageKey>;

/** The letter a cell shows: one glyph wide, so a month of columns fits a phone's screen in two swipes. */
const MARK_LETTERS = {
  present: 'admin.register.letter.present',
  late: 'admin.register.letter.late',
  absent: 'admin.register.letter.absent',
} as const satisfies Record<AttendanceMark, MessageKey>;

/** The register's month from the address (?month=YYYY-MM): this month when absent, malformed or still ahead. */
function useRegisterMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const current = thisMonth();
  const month = asked && MONTH.test(asked) && asked <= current ? asked : current;
  return [month, (next) => setParams({ month: next })];
}

function MarkCell({ row, day, held }: { row: RegisterRow; day: string; held: boolean }) {
  const t = useT();
  const mark = row.marks[day];
  if (row.outside.has(day)) {
    return (
      <td className="register-cell is-outside">
        <span className="visually-hidden">{t('admin.register.notInBatch')}</span>
      </td>
    );
  }
  return (
    <td className={`register-cell${held ? '' : ' is-not-held'}`}>
      {mark && (
        <span className={`register-mark register-mark--${mark}`} title={t(MARK_LABELS[mark])}>
          <span aria-hidden="true">{t(MARK_LETTERS[mark])}</span>
          <span className="visually-hidden">{t(MARK_LABELS[mark])}</span>
        </span>
      )}
    </td>
  );
}

function RegisterGrid({ table, caption }: { table: RegisterTable; caption: string }) {
  const t = useT();
  const uid = useId();
  return (
    // Scrolls sideways within the card on a phone; focusable, so a keyboard can scroll it too.
    <div className="register-scroll" role="region" aria-labelledby={`${uid}-caption`} tabIndex={0}>
      <table className="register-table">
        <caption id={`${uid}-caption`} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="register-table__name">
              {t('admin.register.fighter')}
            </th>
            {table.days.map((day) => {
              const held = table.held.has(day);
              return (
                <th
                  key={day}
                  scope="col"
                  className={`register-day${held ? '' : ' is-not-held'}`}
                  title={held ? undefined : t('admin.register.notTaken')}
                >
                  <span className="register-day__number">{Number(day.slice(8))}</span>
                  <span className="register-day__weekday">{t(WEEKDAY_LABELS[weekdayOf(day)])}</span>
                  {!held && <span className="visually-hidden">{t('admin.register.notTaken')}</span>}
                </th>
              );
            })}
            <th scope="col" className="register-table__total">
              {t('admin.register.attended')}
            </th>
            <th scope="col" className="register-table__total">
              {t('admin.register.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.fighterId}>
              <th scope="row" className="register-table__name">
                {row.fullName}
              </th>
              {table.days.map((day) => (
                <MarkCell key={day} row={row} day={day} held={table.held.has(day)} />
              ))}
              <td className="register-table__total">
                {row.held === 0 ? '–' : t('admin.register.ratio', { attended: row.attended, held: row.held })}
              </td>
              <td className="register-table__total">
                {row.rate === null ? (
                  '–'
                ) : (
                  <span className={`attendance-rate${row.rate < 60 ? ' is-low' : ''}`}>
                    {t('admin.roster.rate', { rate: row.rate })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend() {
  const t = useT();
  return (
    <ul className="register-legend" aria-label={t('admin.register.legend')}>
      {(Object.keys(MARK_LABELS) as AttendanceMark[]).map((mark) => (
        <li key={mark}>
          <span className={`register-mark register-mark--${mark}`} aria-hidden="true">
            {t(MARK_LETTERS[mark])}
          </span>
          {t(MARK_LABELS[mark])}
        </li>
      ))}
      <li>
        <span className="register-legend__swatch is-outside" aria-hidden="true" />
        {t('admin.register.notInBatch')}
      </li>
    </ul>
  );
}

/** What the page shows of the batch before the register or while it loads. */
function Heading({ batch }: { batch: AttendanceRegisterReply['batch'] | undefined }) {
  const t = useT();
  return (
    <header className="register-page__head">
      <p className="class-day-screen__kicker">{t('admin.register.title')}</p>
      <h1 className="class-day-screen__title">
        {batch ? batch.name : <SkeletonBlock className="admin-skeleton admin-skeleton--title w-75" />}
      </h1>
      {batch && (
        <p className="class-day-screen__times">
          {[t(PROGRAM_LABELS[batch.program]), weekdaysText(batch, t), timesText(batch, t)].map((fact, index) => (
            <span key={fact}>
              {index > 0 && ' · '}
              <span className="register-page__fact">{fact}</span>
            </span>
          ))}
        </p>
      )}
    </header>
  );
}

/**
 * /admin/classes/:id/register?month=YYYY-MM: a batch's month at a glance, fighters down and class days across,
 * each fighter's attended of held and rate, and the month as a CSV file for a spreadsheet.
 */
export default function AttendanceRegisterPage() {
  const t = useT();
  const toast = useToast();
  const { id = '' } = useParams();
  const [month, setMonth] = useRegisterMonth();
  const register = useAttendanceRegister(id, month);
  const roster = useBatchRoster(id);
  const [exporting, setExporting] = useState(false);

  const batch = register.data?.batch ?? roster.data?.batch;
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  // Nothing to see before the batch's first class, nor ahead of this month.
  const hasPrevious = batch ? previous >= batch.startDate.slice(0, 7) : false;
  const hasNext = next <= thisMonth();
  const table = register.data && roster.data ? registerTable(register.data, roster.data.enrolments) : null;
  const caption = batch ? t('admin.register.caption', { name: batch.name, month: monthName(month) }) : '';

  const exportCsv = async () => {
    if (!table || !batch) return;
    setExporting(true);
    try {
      await downloadRegisterCsv(table, batch.name, month);
    } catch {
      toast.show(t('admin.register.exportFailed'), 'danger');
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (register.isError || roster.isError) {
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.register.loadError')}</p>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => {
            if (register.isError) void register.refetch();
            if (roster.isError) void roster.refetch();
          }}
        >
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  } else if (!table) {
    body = <SkeletonBlock className="register-skeleton" />;
  } else if (table.days.length === 0 || table.rows.length === 0) {
    body = (
      <p className="admin-page__card register-empty">
        {t(table.days.length === 0 ? 'admin.register.noClassDays' : 'admin.register.nobody')}
      </p>
    );
  } else {
    body = (
      <>
        <div className="admin-page__card register-card">
          <RegisterGrid table={table} caption={caption} />
        </div>
        <Legend />
      </>
    );
  }

  return (
    <div className="admin-classes register-page">
      <Link to={`/admin/classes/${id}`} className="admin-back-link">
        <Icon name="back" size={16} /> {t('admin.classDay.backToRoster')}
      </Link>
      <Heading batch={batch} />

      <div className="register-toolbar">
        <nav className="day-nav register-month" aria-label={t('admin.register.monthNav')}>
          <button
            type="button"
            className="btn btn-outline-secondary day-nav__step"
            disabled={!hasPrevious}
            onClick={() => setMonth(previous)}
            aria-label={t('admin.register.previous', { month: monthName(previous) })}
          >
            <Icon name="previous" size={22} />
          </button>
          <div className="day-nav__day" aria-live="polite">
            <span className="day-nav__label">{t('admin.register.month')}</span>
            <span className="day-nav__date">{monthName(month)}</span>
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary day-nav__step"
            disabled={!hasNext}
            onClick={() => setMonth(next)}
            aria-label={t('admin.register.next', { month: monthName(next) })}
          >
            <Icon name="next" size={22} />
          </button>
        </nav>
        {table && table.days.length > 0 && (
          <p className="register-summary">
            {t('admin.register.summary', { held: table.held.size, days: table.days.length })}
          </p>
        )}
        <SpinnerButton
          type="button"
          variant="outline-dark"
          className="register-export"
          loading={exporting}
          disabled={!table || table.rows.length === 0 || table.days.length === 0}
          onClick={() => void exportCsv()}
        >
          {!exporting && <Icon name="download" />} {t('admin.register.export')}
        </SpinnerButton>
      </div>

      {body}
    </div>
  );
}
