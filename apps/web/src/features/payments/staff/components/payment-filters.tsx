import { useEffect, useId, useState } from 'react';
import { PAYMENT_STATES, type PaymentState } from '@academy/contract';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { MonthField } from '../../../../components/form/month-field.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { thisMonth } from '../../../../lib/months.ts';
import { STATE_LABELS } from '../payment-words.ts';
import './payment-filters.css';

export interface PaymentFilterValues {
  state: PaymentState | undefined;
  q: string | undefined;
  from: string | undefined;
  to: string | undefined;
}

interface Props {
  filters: PaymentFilterValues;
  onChange: (next: PaymentFilterValues) => void;
}

/** How long typing pauses before the search is asked for. */
const SEARCH_DELAY_MS = 350;

/** The list's filters: a state, a search (name, email, UTR, reference, receipt) and a range of months. */
export function PaymentFilters({ filters, onChange }: Props) {
  const t = useT();
  const uid = useId();
  const [typed, setTyped] = useState(filters.q ?? '');

  // The address may change under the box (Clear filters, Back): it shows what the list is filtered by.
  useEffect(
    () => setTyped((shown) => ((shown.trim() || undefined) === filters.q ? shown : (filters.q ?? ''))),
    [filters.q],
  );

  useEffect(() => {
    const q = typed.trim() || undefined;
    if (q === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  const any = filters.state || filters.q || filters.from || filters.to;
  return (
    <div className="payment-filters" role="group" aria-label={t('admin.payments.filters.label')}>
      <TextField
        id={`${uid}-q`}
        type="search"
        label={t('admin.payments.filters.search')}
        placeholder={t('admin.payments.filters.searchPlaceholder')}
        className="payment-filters__field payment-filters__field--search"
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SelectField
        id={`${uid}-state`}
        label={t('admin.payments.filters.state')}
        placeholder={t('admin.payments.filters.allStates')}
        options={PAYMENT_STATES}
        optionLabel={(state) => t(STATE_LABELS[state as PaymentState])}
        className="payment-filters__field"
        value={filters.state ?? ''}
        onChange={(event) =>
          onChange({ ...filters, state: PAYMENT_STATES.find((state) => state === event.target.value) })
        }
      />
      <MonthField
        id={`${uid}-from`}
        label={t('admin.payments.filters.from')}
        className="payment-filters__field payment-filters__field--month"
        value={filters.from}
        latest={filters.to ?? thisMonth()}
        anyLabel={t('admin.payments.filters.anyMonth')}
        onChange={(from) => onChange({ ...filters, from })}
      />
      <MonthField
        id={`${uid}-to`}
        label={t('admin.payments.filters.to')}
        className="payment-filters__field payment-filters__field--month"
        value={filters.to}
        latest={thisMonth()}
        earliest={filters.from}
        anyLabel={t('admin.payments.filters.anyMonth')}
        onChange={(to) => onChange({ ...filters, to })}
      />
      {any && (
        <button
          type="button"
          className="btn btn-link payment-filters__clear"
          onClick={() => {
            setTyped('');
            onChange({ state: undefined, q: undefined, from: undefined, to: undefined });
          }}
        >
          {t('admin.payments.filters.clear')}
        </button>
      )}
    </div>
  );
}
