import { CHANNELS, formatPaise, type MessagesReply } from '@academy/contract';
import { formatIst } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { CHANNEL_LABELS } from '../../message-words.ts';

/** '2026-11' as the reader's month and year ('November 2026'). */
function monthName(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? formatIst(`${period}-15T12:00:00+05:30`, 'MMMM yyyy') : period;
}

/** This IST month's messages handed to each channel and what they cost at the settings' prices. */
export function MonthSummary({ month }: { month: MessagesReply['month'] | undefined }) {
  const t = useT();
  return (
    <section className="messages-month" aria-labelledby="messages-month-title">
      <h2 id="messages-month-title" className="messages-month__title">
        {month ? t('admin.messages.month', { month: monthName(month.period) }) : t('admin.messages.monthLoading')}
      </h2>
      <dl className="messages-month__list">
        {CHANNELS.map((channel) => (
          <div key={channel} className="messages-month__item">
            <dt>{t(CHANNEL_LABELS[channel])}</dt>
            <dd>
              <span className="messages-month__count">
                {month ? t('admin.messages.count', { count: month[channel].count }) : '…'}
              </span>
              <span className="messages-month__cost">
                {month ? t('admin.messages.cost', { cost: formatPaise(month[channel].costPaise) }) : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
