import type { BookingPrefill, BookingRequest, Fighter } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import '../../../../styles/bootstrap/grid.scss';
import './booking-records.css';

/** The attendee's details the form can take from the family's records. */
export const RECORD_FIELDS = [
  'fighterName',
  'email',
  'mobileNumber',
  'age',
  'beltLevel',
  'height',
  'weight',
  'discipline',
  'masterName',
  'academyName',
] as const satisfies readonly (keyof BookingRequest)[];
export type RecordField = (typeof RECORD_FIELDS)[number];

/** The fields a fill from the records gave a value: the form shows these as a summary, not as inputs. */
export function filledFields(values: Partial<Record<RecordField, unknown>>): ReadonlySet<RecordField> {
  return new Set(RECORD_FIELDS.filter((field) => String(values[field] ?? '').trim() !== ''));
}

/** The fields of a profile the records can fill where it leaves them empty. */
const FROM_RECORDS = ['beltLevel', 'height', 'weight', 'discipline', 'masterName', 'academyName'] as const;

/**
 * A profile with what the records add where it is empty; a belt the academy records (rankId) is never replaced by
 * the one a booking named.
 */
export function withRecord<Profile extends Fighter>(profile: Profile, record: BookingPrefill | undefined): Profile {
  if (!record) return profile;
  const merged = { ...profile };
  for (const field of FROM_RECORDS) {
    if ((merged[field] ?? '') === '' && record[field] !== null) Object.assign(merged, { [field]: record[field] });
  }
  return merged;
}

interface Props {
  id: string;
  name: string;
  rows: readonly (readonly [label: string, value: string])[];
  onChange: () => void;
}

/**
 * The details taken from the records, shown once rather than asked again, with a way to change them: a parent
 * booking the academy's event for their child then types only what the records lack.
 */
export function BookingRecords({ id, name, rows, onChange }: Props) {
  const t = useT();
  return (
    // The column holds the box: a bordered box on the column itself would stand out of the form's grid by its gutters.
    <div className="col-12">
      <section className="booking-records" aria-labelledby={id}>
        <div className="booking-records__head">
          <h3 id={id} className="booking-records__title">
            {t('events.booking.fromRecords', { name })}
          </h3>
          <button type="button" className="btn btn-sm btn-outline-dark" data-records-edit onClick={onChange}>
            {t('events.booking.changeDetails')}
          </button>
        </div>
        <dl className="booking-records__list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
