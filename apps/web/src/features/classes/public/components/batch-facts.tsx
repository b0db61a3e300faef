import { academyToday, type Batch } from '@academy/contract';
import {
  ageRangeText,
  batchTimeText,
  formatClassDay,
  monthlyFeeText,
  weekdaysText,
} from '../../../../lib/batch-format.ts';
import { useLanguage, useT } from '../../../../lib/i18n.ts';

/** Days and time, place, instructor and fee: what a parent weighs, on a card and on the batch's page alike. */
export function BatchFacts({ batch, className }: { batch: Batch; className: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <dl className={className}>
      <div>
        <dt>{t('classes.fact.when')}</dt>
        <dd>
          <span className="batch-facts__days">{weekdaysText(batch.weekdays, t)}</span>
          <span className="batch-facts__time">{batchTimeText(batch, language)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('classes.fact.ages')}</dt>
        <dd>{ageRangeText(batch, t)}</dd>
      </div>
      <div>
        <dt>{t('classes.fact.place')}</dt>
        <dd>{batch.place}</dd>
      </div>
      <div>
        <dt>{t('classes.fact.instructor')}</dt>
        <dd>{batch.instructor}</dd>
      </div>
      <div>
        <dt>{t('classes.fact.fee')}</dt>
        <dd>{monthlyFeeText(batch, t)}</dd>
      </div>
    </dl>
  );
}

/** "Starts Tue, 1 Dec" for a batch not yet begun, and "Next class: Mon, 30 Nov" when that is another day. */
export function BatchDates({ batch, className }: { batch: Batch; className: string }) {
  const t = useT();
  const language = useLanguage();
  const starts = batch.startDate > academyToday();
  const next = batch.nextClassDay;
  return (
    <ul className={className}>
      {starts && (
        <li className="is-start">
          {t('classes.card.startsOn', { day: formatClassDay(batch.startDate, t, language) })}
        </li>
      )}
      {next && (!starts || next !== batch.startDate) && (
        <li>{t('classes.card.nextClass', { day: formatClassDay(next, t, language) })}</li>
      )}
    </ul>
  );
}

/** "8 seats left", or that the batch is full and a request waits for a seat. */
export function SeatsLeft({ batch, className }: { batch: Batch; className: string }) {
  const t = useT();
  const full = batch.seatsLeft === 0;
  return (
    <p className={`${className}${full ? ' is-full' : ''}`}>
      {full ? (
        <>
          <strong>{t('classes.card.full')}</strong> {t('classes.card.fullHint')}
        </>
      ) : (
        t('classes.card.seatsLeft', { left: batch.seatsLeft })
      )}
    </p>
  );
}
