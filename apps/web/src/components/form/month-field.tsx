import { monthName, shiftMonth } from '../../lib/months.ts';
import { Field } from './field.tsx';
import '../../styles/bootstrap/forms.scss';

/** Three years of months to choose from: the payments' report and filters look no further back. */
export const MONTHS_OFFERED = 36;

interface Props {
  id: string;
  label: string;
  className?: string;
  /** YYYY-MM, or undefined for no month (only with `anyLabel`). */
  value: string | undefined;
  onChange: (month: string | undefined) => void;
  /** The newest month offered (this month, or the end of a range); the list runs back from it. */
  latest: string;
  /** The oldest month offered (the start of a range). */
  earliest?: string | undefined;
  /** The words of the empty choice of a filter that may be left open ('Any month'); without it a month is required. */
  anyLabel?: string;
}

/**
 * A month picker that always reads as words ('November 2026', or 'Any month'): Chromium draws an empty
 * <input type="month"> as '--------- ----', and a browser without a month picker as a bare text box (decision 049).
 */
export function MonthField({ id, label, className, value, onChange, latest, earliest, anyLabel }: Props) {
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => shiftMonth(latest, -back)).filter(
    (month) => !earliest || month >= earliest,
  );
  // A month from the address beyond the list still shows as chosen.
  if (value && !months.includes(value)) months.push(value);
  months.sort().reverse();
  return (
    <Field id={id} label={label} className={className}>
      {(control) => (
        <select
          className="form-select"
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {months.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
