import { LEAD_STATE_LABELS, LEAD_STATES, type LeadState, type LeadsReply } from '@academy/contract';
import { Pill } from '../../../../components/pill.tsx';
import { useT } from '../../../../lib/i18n.ts';

interface Props {
  counts: LeadsReply['counts'] | undefined;
  state: LeadState | undefined;
  onState: (state: LeadState | undefined) => void;
}

/** One pill per state, in the funnel's order, with its count, plus All; the pressed pill is the filter in force. */
export function LeadFilters({ counts, state, onState }: Props) {
  const t = useT();
  const all = counts ? LEAD_STATES.reduce((sum, each) => sum + counts[each], 0) : undefined;
  const pills: (LeadState | undefined)[] = [undefined, ...LEAD_STATES];
  return (
    <div className="lead-filters" role="group" aria-label={t('admin.leads.filtersLabel')}>
      {pills.map((pill) => {
        const count = pill ? counts?.[pill] : all;
        // New leads wait for a call: their pill stands out while there are any.
        const waiting = pill === 'new' && (count ?? 0) > 0;
        return (
          <Pill
            key={pill ?? 'all'}
            pressed={pill === state}
            count={count ?? '…'}
            alarm={waiting}
            onClick={() => onState(pill)}
          >
            <span>{t(pill ? LEAD_STATE_LABELS[pill] : 'admin.leads.all')}</span>
          </Pill>
        );
      })}
    </div>
  );
}
