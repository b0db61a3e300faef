import { DATE_FORMATS, formatPaise, type Payment } from '@academy/contract';
import { PaymentStateBadge } from '../../../../components/payment-state-badge.tsx';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { Icon } from '../../../../components/icon.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { formatIst } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useStaffMay, useStaffMayTake } from '../../../../lib/staff-account.ts';
import { METHOD_LABELS, STATE_LABELS } from '../payment-words.ts';
import type { Decision } from './decide-modal.tsx';
import { DueLines } from './due-lines.tsx';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './payments-table.css';

const COLUMNS = [
  'admin.payments.column.payer',
  'admin.payments.column.for',
  'admin.payments.column.amount',
  'admin.payments.column.utr',
  'admin.payments.column.state',
  'admin.payments.column.date',
] as const;

/** The moment a payment last moved: decided, else submitted, else asked for. */
const lastMoved = (payment: Payment) => payment.decidedAt ?? payment.submittedAt ?? payment.createdAt;

interface Props {
  payments: Payment[] | undefined;
  filtered: boolean;
  onDecide: (decision: Decision) => void;
  onReceipt: (payment: Payment) => void;
  /** Gives the payment a new payer link (the one before stops working). */
  onNewLink: (payment: Payment) => void;
  /** The payment whose receipt is downloading. */
  fetchingReceipt: string | null;
}

/**
 * Every payment the filters match, the latest first, with a refund and the receipt for a paid one, and a new payer
 * link for any.
 */
export function PaymentsTable({ payments, filtered, onDecide, onReceipt, onNewLink, fetchingReceipt }: Props) {
  const t = useT();
  // Refunds and new payer links are the owner's; the front desk checks and marks paid.
  const mayRefund = useStaffMayTake('refundPayment');
  const mayRenewLink = useStaffMay('RenewPaymentLink');
  const column = COLUMNS.map((key) => t(key));
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table align-middle mb-0 admin-table payments-table">
        <caption className="visually-hidden">{t('admin.payments.caption')}</caption>
        <thead>
          <tr>
            {column.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('admin.payments.column.actions')}</span>
            </th>
          </tr>
        </thead>
        {!payments ? (
          <SkeletonRows rows={4} cells={COLUMNS.length + 1} />
        ) : (
          <tbody>
            {payments.length === 0 && (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length + 1} className="admin-table__empty">
                  {t(filtered ? 'admin.payments.emptyFiltered' : 'admin.payments.empty')}
                </td>
              </tr>
            )}
            {payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row" className="payments-table__payer" data-label={column[0]}>
                  <span>
                    {payment.payerName}
                    {payment.payerEmail && <span className="payments-table__email">{payment.payerEmail}</span>}
                  </span>
                </th>
                <td className="payments-table__for" data-label={column[1]}>
                  <DueLines dues={payment.dues} />
                </td>
                <td className="payments-table__amount" data-label={column[2]}>
                  <span>
                    {formatPaise(payment.amountPaise)}
                    <span className="payments-table__method">{t(METHOD_LABELS[payment.method])}</span>
                  </span>
                </td>
                <td className="payments-table__utr" data-label={column[3]}>
                  <span>
                    {payment.utr ? <code>{payment.utr}</code> : <span className="payments-table__none">—</span>}
                    <span className="payments-table__reference">{payment.reference}</span>
                  </span>
                </td>
                <td className="payments-table__state" data-label={column[4]}>
                  <span>
                    <PaymentStateBadge state={payment.state} labels={STATE_LABELS} />
                    {payment.receiptNumber && <span className="payments-table__receipt">{payment.receiptNumber}</span>}
                    {payment.note && <span className="payments-table__note">{payment.note}</span>}
                  </span>
                </td>
                <td className="payments-table__date" data-label={column[5]}>
                  <span>
                    {formatIst(lastMoved(payment), DATE_FORMATS.list)}
                    <span className="payments-table__time">{formatIst(lastMoved(payment), 'hh:mm a')}</span>
                  </span>
                </td>
                <td className="admin-table__actions payments-table__actions">
                  <RowActions
                    danger={
                      payment.state === 'paid' &&
                      mayRefund && (
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          onClick={() => onDecide({ payment, decision: 'refunded' })}
                          aria-label={t('admin.payments.refundFor', { name: payment.payerName })}
                        >
                          {t('admin.payments.refund')}
                        </button>
                      )
                    }
                  >
                    {payment.state === 'paid' && (
                      <button
                        type="button"
                        className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1"
                        onClick={() => onReceipt(payment)}
                        disabled={fetchingReceipt === payment.id}
                        aria-label={t('admin.payments.receiptFor', { number: payment.receiptNumber ?? '' })}
                      >
                        <Icon name="download" size={16} />
                        {t('admin.payments.receipt')}
                      </button>
                    )}
                    {payment.state === 'pending' && (
                      <button
                        type="button"
                        className="btn btn-outline-dark btn-sm"
                        onClick={() => onDecide({ payment, decision: 'paid' })}
                        aria-label={t('admin.payments.markPaidFor', { name: payment.payerName })}
                      >
                        {t('admin.payments.markPaid')}
                      </button>
                    )}
                    {mayRenewLink && (
                      <button
                        type="button"
                        className="btn btn-link btn-sm payments-table__new-link"
                        onClick={() => onNewLink(payment)}
                        aria-label={t('admin.payments.link.for', { name: payment.payerName })}
                      >
                        {t('admin.payments.link.button')}
                      </button>
                    )}
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
