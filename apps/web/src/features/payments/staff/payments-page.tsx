import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { academyToday, PAYMENT_STATES, type Payment, type PaymentDecision, type PaymentReply } from '@academy/contract';
import { Count } from '../../../components/badge.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { MONTH } from '../../../lib/months.ts';
import { usePayments } from '../../../lib/payments-list.ts';
import { downloadReceipt } from '../api/get-receipt.ts';
import { DecideModal, type Decision } from './components/decide-modal.tsx';
import { LinkModal } from './components/link-modal.tsx';
import { PaymentFilters, type PaymentFilterValues } from './components/payment-filters.tsx';
import { PaymentsFrame } from './components/payments-frame.tsx';
import { PaymentsTable } from './components/payments-table.tsx';
import { ToCheckList } from './components/to-check-list.tsx';
import { downloadPaymentsCsv, paymentsFileName } from './payments-csv.ts';
import './payments-page.css';

const month = (value: string | null) => (value && MONTH.test(value) ? value : undefined);

/** The list's filters from the address, so Back, reload and a shared link show the same list. */
function useFilters(): [PaymentFilterValues, (next: PaymentFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<PaymentFilterValues>(
    () => ({
      state: PAYMENT_STATES.find((state) => state === params.get('state')),
      q: params.get('q')?.trim() || undefined,
      from: month(params.get('from')),
      to: month(params.get('to')),
    }),
    [params],
  );
  const setFilters = useCallback(
    (next: PaymentFilterValues) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}

/**
 * /admin/payments: transfers to check first (mark paid or reject), then every payment by state, search and months,
 * with refunds, receipts and the accountant's CSV.
 */
export default function PaymentsPage() {
  const t = useT();
  const toast = useToast();
  const [filters, setFilters] = useFilters();
  const toCheck = usePayments({ state: 'submitted' });
  const all = usePayments(filters);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [newLinkFor, setNewLinkFor] = useState<Payment | null>(null);
  const [exporting, setExporting] = useState(false);
  const [fetchingReceipt, setFetchingReceipt] = useState<string | null>(null);
  const filtered = Boolean(filters.state || filters.q || filters.from || filters.to);
  const list = all.isPlaceholderData ? undefined : all.data?.payments;
  const waiting = toCheck.data?.payments;

  const decided = (reply: PaymentReply, made: PaymentDecision) => {
    setDecision(null);
    const { payment } = reply;
    if (made === 'paid' && payment.receiptNumber) {
      toast.show(t('admin.payments.paidToast', { name: payment.payerName, number: payment.receiptNumber }), 'success');
    } else {
      toast.show(reply.message, 'success');
    }
  };

  const exportCsv = async () => {
    if (!list) return;
    setExporting(true);
    try {
      await downloadPaymentsCsv(list, paymentsFileName(filters.from, filters.to, academyToday()));
    } finally {
      setExporting(false);
    }
  };

  const saveReceipt = async (payment: Payment) => {
    setFetchingReceipt(payment.id);
    try {
      await downloadReceipt(payment);
    } catch (error) {
      toast.show(error instanceof Error ? error.message : String(error), 'danger');
    } finally {
      setFetchingReceipt(null);
    }
  };

  return (
    <PaymentsFrame
      title={t('admin.payments.title')}
      subtitle={t('admin.payments.subtitle')}
      titleId="admin-payments-title"
      actions={
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => void Promise.all([toCheck.refetch(), all.refetch()])}
          disabled={toCheck.isFetching || all.isFetching}
        >
          {t(toCheck.isFetching || all.isFetching ? 'admin.common.refreshing' : 'admin.common.refresh')}
        </button>
      }
    >
      <section className="payments-section" aria-labelledby="payments-to-check-title">
        <div className="payments-section__head">
          <h2 id="payments-to-check-title" className="payments-section__title">
            {t('admin.payments.toCheck')}
            {waiting && waiting.length > 0 && <Count tone="red">{waiting.length}</Count>}
          </h2>
          <p className="payments-section__note">{t('admin.payments.toCheckNote')}</p>
        </div>
        {toCheck.isError && !waiting ? (
          <div className="admin-page__card p-4" role="alert">
            <p className="mb-3">{t('admin.payments.loadError', { reason: toCheck.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void toCheck.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <ToCheckList payments={waiting} onDecide={setDecision} />
        )}
      </section>

      <section className="payments-section" aria-labelledby="payments-all-title">
        <div className="payments-section__head">
          <h2 id="payments-all-title" className="payments-section__title">
            {t('admin.payments.all')}
          </h2>
          <SpinnerButton
            type="button"
            variant="outline-dark"
            className="btn-sm d-inline-flex align-items-center gap-1"
            loading={exporting}
            disabled={!list || list.length === 0}
            onClick={() => void exportCsv()}
          >
            {!exporting && <Icon name="download" size={16} />}
            {t('admin.payments.downloadCsv')}
          </SpinnerButton>
        </div>
        <PaymentFilters filters={filters} onChange={setFilters} />
        {all.data?.truncated && !all.isPlaceholderData && (
          <p className="payments-truncated" role="status">
            {t('admin.payments.truncated', { count: all.data.payments.length })}
          </p>
        )}
        <div className="admin-page__card">
          {all.isError && !all.data ? (
            <div className="p-4" role="alert">
              <p className="mb-3">{t('admin.payments.loadError', { reason: all.error.message })}</p>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void all.refetch()}>
                {t('admin.common.tryAgain')}
              </button>
            </div>
          ) : (
            <PaymentsTable
              payments={list}
              filtered={filtered}
              onDecide={setDecision}
              onReceipt={(payment) => void saveReceipt(payment)}
              onNewLink={setNewLinkFor}
              fetchingReceipt={fetchingReceipt}
            />
          )}
        </div>
      </section>

      <DecideModal decision={decision} onHide={() => setDecision(null)} onDone={decided} />
      <LinkModal payment={newLinkFor} onHide={() => setNewLinkFor(null)} />
    </PaymentsFrame>
  );
}
