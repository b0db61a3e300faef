import { formatPaise, type Payment } from '@academy/contract';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { formatAdminDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import type { Decision } from './decide-modal.tsx';
import { DueLines } from './due-lines.tsx';
import { ScreenshotThumb } from './screenshot-thumb.tsx';
import './to-check-list.css';

function CheckCard({ payment, onDecide }: { payment: Payment; onDecide: (decision: Decision) => void }) {
  const t = useT();
  return (
    <li className="check-card">
      <div className="check-card__head">
        <div className="check-card__payer">
          <h3 className="check-card__name">{payment.payerName}</h3>
          {payment.payerEmail && <p className="check-card__email">{payment.payerEmail}</p>}
        </div>
        <p className="check-card__amount">{formatPaise(payment.amountPaise)}</p>
      </div>
      <div className="check-card__body">
        <div className="check-card__details">
          <DueLines dues={payment.dues} />
          <dl className="check-card__facts">
            <div>
              <dt>{t('admin.payments.utr')}</dt>
              <dd>
                {payment.utr ? (
                  <code className="check-card__utr">{payment.utr}</code>
                ) : (
                  <span className="check-card__none">{t('admin.payments.screenshotOnly')}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('admin.payments.reference')}</dt>
              <dd>
                <code>{payment.reference}</code>
              </dd>
            </div>
            <div>
              <dt>{t('admin.payments.submitted')}</dt>
              <dd>{formatAdminDateTime(payment.submittedAt ?? payment.createdAt)}</dd>
            </div>
          </dl>
        </div>
        {payment.hasScreenshot && <ScreenshotThumb paymentId={payment.id} payerName={payment.payerName} />}
      </div>
      <div className="check-card__actions">
        <button
          type="button"
          className="btn btn-dark"
          onClick={() => onDecide({ payment, decision: 'paid' })}
          aria-label={t('admin.payments.markPaidFor', { name: payment.payerName })}
        >
          {t('admin.payments.markPaid')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => onDecide({ payment, decision: 'rejected' })}
          aria-label={t('admin.payments.rejectFor', { name: payment.payerName })}
        >
          {t('admin.payments.reject')}
        </button>
      </div>
    </li>
  );
}

interface Props {
  payments: Payment[] | undefined;
  onDecide: (decision: Decision) => void;
}

/** Transfers the families say they made, oldest first: each with what it pays, its UTR or screenshot, and a decision. */
export function ToCheckList({ payments, onDecide }: Props) {
  const t = useT();
  if (!payments) {
    return (
      <div className="check-list" aria-hidden="true" data-testid="to-check-skeleton">
        <SkeletonBlock className="check-card check-card--skeleton" />
        <SkeletonBlock className="check-card check-card--skeleton" />
      </div>
    );
  }
  if (payments.length === 0) return <p className="payments-empty">{t('admin.payments.toCheckEmpty')}</p>;
  const oldestFirst = [...payments].sort((a, b) =>
    (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt),
  );
  return (
    <ul className="check-list">
      {oldestFirst.map((payment) => (
        <CheckCard key={payment.id} payment={payment} onDecide={onDecide} />
      ))}
    </ul>
  );
}
