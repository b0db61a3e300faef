import type { BookingPrefill, BookingRequest } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
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

/** What the records add to a profile's own fields: those the profile leaves empty. */
export function withRecord<Values extends Partial<Record<RecordField, unknown>>>(
  values: Values,
  record: BookingPrefill | undefined,
): Values {
  if (!record) return values;
  const missing = (field: RecordField) => String(values[field] ?? '').trim() === '';
  const merged: Partial<Record<RecordField, unknown>> = { ...values };
  for (const field of ['height', 'weight', 'discipline', 'masterName', 'academyName'] as const) {
    if (missing(field) && record[field] !== null) merged[field] = record[field];
  }
  return merged as Values;
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
    <section className="booking-records col-12" aria-labelledby={id}>
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
  );
}
