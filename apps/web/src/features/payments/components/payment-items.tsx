import { formatPaise, type Due } from '@academy/contract';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { dueTitle } from '../payment-words.ts';
import './payment-items.css';

/** What a payment is for, one line per due (who, what, which month, how much), and the total. */
export function PaymentItems({ dues, totalPaise }: { dues: Due[]; totalPaise: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <dl className="pay-items">
      {dues.map((due) => (
        <div key={due.id} className="pay-items__row">
          <dt>
            <span className="pay-items__what">{dueTitle(due, language)}</span>
            <span className="pay-items__who">{due.fighterName}</span>
          </dt>
          <dd>{formatPaise(due.amountPaise)}</dd>
        </div>
      ))}
      {dues.length > 1 && (
        <div className="pay-items__row pay-items__row--total">
          <dt>{t('payments.items.total')}</dt>
          <dd>{formatPaise(totalPaise)}</dd>
        </div>
      )}
    </dl>
  );
}
