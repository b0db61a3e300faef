import {
  DISCIPLINES,
  formatPaise,
  GALLERY_CATEGORIES,
  GENDERS,
  isLanguage,
  LANGUAGES,
  type AuditEntry,
  type MessageKey,
} from '@academy/contract';
import { DISCIPLINE_LABELS, GENDER_LABELS } from '../../../../components/form/person-inputs.ts';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { EmailAddress } from '../../../../components/email-address.tsx';
import { formatAdminDateTime, formatInr } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { fieldChanges, subjectName, translatedField, type FieldChange } from '../audit-diff.ts';
import { CATEGORY_LABELS } from '../../../../lib/gallery-category-labels.ts';
import { STAFF_ROLE_LABELS } from '../../../../lib/staff-account.ts';
import { ACTION_LABELS, FIELD_LABELS, ROLE_LABELS, SUBJECT_LABELS, TRANSLATED_LABELS } from '../audit-labels.ts';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

const COLUMNS: readonly MessageKey[] = [
  'admin.audit.column.when',
  'admin.audit.column.who',
  'admin.audit.column.what',
  'admin.audit.column.subject',
  'admin.audit.column.changes',
];

type T = ReturnType<typeof useT>;

/** The words for a value stored in English (a gender, a discipline, a gallery category), if it is one. */
function valueLabel(field: string, value: string): MessageKey | undefined {
  const gender = field === 'gender' ? GENDERS.find((known) => known === value) : undefined;
  if (gender) return GENDER_LABELS[gender];
  const discipline = field === 'discipline' ? DISCIPLINES.find((known) => known === value) : undefined;
  if (discipline) return DISCIPLINE_LABELS[discipline];
  const category = field === 'category' ? GALLERY_CATEGORIES.find((known) => known === value) : undefined;
  return category ? CATEGORY_LABELS[category] : undefined;
}

/** Fields the server records as ISO instants (UTC), which the admin reads in IST. */
const INSTANT_FIELDS: ReadonlySet<string> = new Set([
  'eventDateTime',
  'holdUntil',
  'bookedAt',
  'cancelledAt',
  'checkedInAt',
  'offerExpiresAt',
]);

/**
 * A recorded value as the admin reads it: dates in IST, fees and amounts in rupees, yes/no, a language by its name,
 * stored English words in the reader's language.
 */
function formatValue(t: T, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const label = typeof value === 'string' ? valueLabel(field, value) : undefined;
  if (label) return t(label);
  if (typeof value === 'boolean') return t(value ? 'admin.audit.value.yes' : 'admin.audit.value.no');
  if (INSTANT_FIELDS.has(field) && typeof value === 'string') {
    return t('admin.common.ist', { when: formatAdminDateTime(value) });
  }
  if (field === 'entryFee' && typeof value === 'number') return formatInr(value);
  if (field === 'amountPaise' && typeof value === 'number') return formatPaise(value);
  if (field === 'language' && isLanguage(value)) return LANGUAGES[value].name;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A recorded field in words: its label, or its own name; a translated text as its field's, in its language. */
function fieldLabel(t: T, field: string): string {
  const translated = translatedField(field);
  if (translated) {
    return t(TRANSLATED_LABELS[translated.language], { field: fieldLabel(t, translated.of) });
  }
  const label = FIELD_LABELS[field];
  return label ? t(label) : field;
}

function Change({ change }: { change: FieldChange }) {
  const t = useT();
  const had = 'before' in change;
  const has = 'after' in change;
  return (
    <li className="audit-diff__item">
      <span className="audit-diff__field">{fieldLabel(t, change.field)}:</span>{' '}
      {had && <del className="audit-diff__old">{formatValue(t, change.field, change.before)}</del>}
      {had && has && (
        <>
          {' '}
          <span className="audit-diff__arrow" aria-hidden="true">
            →
          </span>
          <span className="visually-hidden">{t('admin.audit.diff.becomes')}</span>{' '}
        </>
      )}
      {has && <ins className="audit-diff__new">{formatValue(t, change.field, change.after)}</ins>}
    </li>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  if (!entry.before && !entry.after) return <span className="audit-table__none">—</span>;
  const changes = fieldChanges(entry);
  if (changes.length === 0) return <span className="audit-table__none">{t('admin.audit.diff.none')}</span>;
  return (
    <ul className="audit-diff">
      {changes.map((change) => (
        <Change key={change.field} change={change} />
      ))}
    </ul>
  );
}

function Row({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const subjectKind = SUBJECT_LABELS[entry.subject.kind];
  const name = entry.subject.name ?? subjectName(entry);
  return (
    <tr className="audit-table__row">
      <td className="audit-table__when" data-label={column[0]}>
        <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
      </td>
      <td className="audit-table__who" data-label={column[1]}>
        {/* One block beside the label on a phone's card, its lines stacked. */}
        <div className="audit-table__lines">
          {entry.actor.name && <span className="audit-table__person">{entry.actor.name}</span>}
          <span className="audit-table__role">
            {t(entry.actor.staffRole ? STAFF_ROLE_LABELS[entry.actor.staffRole] : ROLE_LABELS[entry.actor.role])}
          </span>
          {entry.actor.label && <EmailAddress address={entry.actor.label} />}
          {entry.actor.ip && <span className="audit-table__ip">{t('admin.audit.ip', { ip: entry.actor.ip })}</span>}
        </div>
      </td>
      <th scope="row" className="audit-table__what" data-label={column[2]}>
        {t(ACTION_LABELS[entry.action])}
      </th>
      <td className="audit-table__subject" data-label={column[3]}>
        <div className="audit-table__lines">
          <span>{subjectKind ? t(subjectKind) : entry.subject.kind}</span>
          {name && <span className="audit-table__name">{name}</span>}
          {entry.subject.id && <code className="audit-table__id">{entry.subject.id}</code>}
        </div>
      </td>
      <td className="audit-table__changes" data-label={column[4]}>
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

interface Props {
  entries: AuditEntry[] | undefined;
  loading: boolean;
  /** Some filter is in force: an empty list then says that nothing matched. */
  filtered: boolean;
}

/** The entries as a table; below 576 px each becomes a card (components/admin-table.css). */
export function AuditTable({ entries, loading, filtered }: Props) {
  const t = useT();
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table align-middle mb-0 admin-table audit-table">
        <caption className="visually-hidden">{t('admin.audit.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <SkeletonRows rows={6} cells={COLUMNS.length} />
        ) : (
          <tbody>
            {!entries || entries.length === 0 ? (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length} className="admin-table__empty">
                  {t(filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}
                </td>
              </tr>
            ) : (
              entries.map((entry) => <Row key={entry.id} entry={entry} />)
            )}
          </tbody>
        )}
      </table>
    </div>
  );
}
