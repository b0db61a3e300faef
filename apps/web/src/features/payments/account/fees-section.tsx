import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { academyToday, formatPaise, isOverdue, type Due, type MessageKey, type Payment } from '@academy/contract';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { duesQueryKey, useDues } from '../api/get-dues.ts';
import { downloadReceipt } from '../api/get-receipt.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentItems } from '../components/payment-items.tsx';
import { PaymentStateBadge } from '../../../components/payment-state-badge.tsx';
import { dueTitle, formatDueDay, formatHoldEnd } from '../payment-words.ts';
import { PayPanel } from '../components/pay-panel.tsx';
import '../../../styles/bootstrap/modal.scss';
import '../../../components/brand-modal.css';
import './fees-section.css';

/** The open dues first, the longest owed at the top; the rest as the server lists them. */
function byUrgency(dues: Due[]): Due[] {
  const rank = (due: Due) => (due.state === 'open' ? 0 : 1);
  return [...dues].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.dueDay.localeCompare(b.dueDay) : 0));
}

/** A due can join a new payment while it is owed and no transfer for it waits for the academy's check. */
const payable = (due: Due) => due.state === 'open' && due.paymentState !== 'submitted';

type DueBadge = 'due' | 'overdue' | 'submitted' | 'paid' | 'waived' | 'cancelled';

const DUE_BADGES: Record<DueBadge, { label: MessageKey; tone: BadgeTone }> = {
  due: { label: 'account.fees.state.due', tone: 'warning' },
  overdue: { label: 'account.fees.state.overdue', tone: 'danger' },
  submitted: { label: 'account.fees.state.submitted', tone: 'info' },
  paid: { label: 'account.fees.state.paid', tone: 'success' },
  waived: { label: 'account.fees.state.waived', tone: 'neutral' },
  cancelled: { label: 'account.fees.state.cancelled', tone: 'neutral' },
};

function dueBadge(due: Due, today: string): DueBadge {
  if (due.state !== 'open') return due.state;
  if (due.paymentState === 'submitted') return 'submitted';
  return isOverdue(due.dueDay, today) ? 'overdue' : 'due';
}

function DueRow({ due, today, ticked, onTick }: { due: Due; today: string; ticked: boolean; onTick?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const badge = dueBadge(due, today);
  const boxId = useId();
  const what = dueTitle(due, language);
  return (
    <li className={`fees-due fees-due--${badge}`}>
      <span className="fees-due__tick">
        {onTick && (
          <input
            id={boxId}
            type="checkbox"
            className="fees-due__box"
            checked={ticked}
            onChange={onTick}
            aria-label={t('account.fees.tick', { item: what, name: due.fighterName })}
          />
        )}
      </span>
      <span className="fees-due__what">
        <span className="fees-due__item">{what}</span>
        <span className="fees-due__who">{due.fighterName}</span>
      </span>
      <span className="fees-due__amount">{formatPaise(due.amountPaise)}</span>
      <span className="fees-due__when">
        {due.state === 'open' && due.holdUntil
          ? t('account.fees.heldUntil', { time: formatHoldEnd(due.holdUntil, Date.now(), language) })
          : t(badge === 'overdue' ? 'account.fees.overdueSince' : 'account.fees.dueOn', {
              day: formatDueDay(due.dueDay, language),
            })}
      </span>
      <Badge tone={DUE_BADGES[badge].tone} className="fees-due__badge">
        {t(DUE_BADGES[badge].label)}
      </Badge>
    </li>
  );
}

function ReceiptLink({ payment }: { payment: Payment }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadReceipt(payment);
    } catch (error) {
      console.error('Could not download the receipt', error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <SpinnerButton
        type="button"
        variant="outline-dark"
        className="btn-sm"
        loading={downloading}
        onClick={() => void download()}
      >
        {t('payments.receipt.download')}
      </SpinnerButton>
      {failed && (
        <span className="fees-history__failure" role="alert">
          {t('payments.receipt.failed')}
        </span>
      )}
    </>
  );
}

function History({ payments, onOpen }: { payments: Payment[]; onOpen: (id: string) => void }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="fees-history">
      {payments.map((payment) => (
        <li key={payment.id} className="fees-history__row">
          <span className="fees-history__what">
            <span className="fees-history__reference">{payment.reference}</span>
            <span className="fees-history__items">{payment.dues.map((due) => dueTitle(due, language)).join(', ')}</span>
            <span className="fees-history__date">
              {formatListDate(payment.decidedAt ?? payment.submittedAt ?? payment.createdAt)}
              {payment.receiptNumber && ` · ${t('payments.outcome.receipt', { number: payment.receiptNumber })}`}
            </span>
          </span>
          <span className="fees-history__amount">{formatPaise(payment.amountPaise)}</span>
          <span className="fees-history__state">
            <PaymentStateBadge state={payment.state} />
          </span>
          <span className="fees-history__action">
            {payment.state === 'paid' && payment.receiptNumber ? (
              <ReceiptLink payment={payment} />
            ) : payment.state === 'pending' || payment.state === 'submitted' ? (
              <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => onOpen(payment.id)}>
                {payment.state === 'pending' ? t('account.fees.continue') : t('account.fees.view')}
              </button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The modal of one payment: its items, then its panel; it follows the payment as it is submitted or decided. */
function PaymentModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const t = useT();
  const query = usePayment(paymentId);
  const titleId = useId();
  const reply = query.data;
  return (
    <Modal show onHide={onClose} centered className="brand-modal fees-modal" aria-labelledby={titleId}>
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={titleId} className="mb-0">
          {reply
            ? t('account.fees.modalTitle', { amount: formatPaise(reply.payment.amountPaise) })
            : t('account.fees.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {reply ? (
          <>
            <PaymentItems dues={reply.payment.dues} totalPaise={reply.payment.amountPaise} />
            <PayPanel payment={reply.payment} payee={reply.payee} />
          </>
        ) : query.isError ? (
          <p role="alert">{t('payments.page.loadFailed')}</p>
        ) : (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('payments.page.loading')}
          </p>
        )}
      </Modal.Body>
    </Modal>
  );
}

/**
 * The profile's Fees and payments: every due of the family (class fees and event entries), the open ones ticked to
 * pay together with one UPI transfer, and the family's payments with their receipts. Hidden where the academy takes
 * no fees online and nothing was ever owed.
 */
export default function FeesSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const dues = useDues();
  const create = useCreatePayment();
  // The open dues start ticked: paying everything owed is the usual case; the family unticks what waits.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Like the profile's other panels, a failed load shows nothing: the section is left out and the error logged.
    if (dues.error) console.error('Could not load the fees', dues.error);
  }, [dues.error]);

  const reply = dues.data;
  if (!reply) return null;
  if (!reply.payee && reply.dues.length === 0 && reply.payments.length === 0) return null;

  const today = academyToday();
  const canPay = reply.payee !== null;
  const chosen = canPay ? reply.dues.filter((due) => payable(due) && !unticked.has(due.id)) : [];
  const total = chosen.reduce((sum, due) => sum + due.amountPaise, 0);
  const toggle = (id: string) =>
    setUnticked((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const pay = () => {
    setFailure(null);
    create.mutate(
      { dueIds: chosen.map((due) => due.id) },
      {
        onSuccess: (created) => setOpen(created.payment.id),
        onError: (error) =>
          setFailure(error instanceof ApiError && error.body ? error.message : t('account.fees.payFailed')),
      },
    );
  };
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: duesQueryKey });
  };

  return (
    <section className="fees-panel" aria-labelledby="fees-title">
      <div className="fees-panel__head">
        <h2 id="fees-title">{t('account.fees.title')}</h2>
        <p className="fees-panel__intro">{canPay ? t('account.fees.intro') : t('payments.panel.noPayee')}</p>
      </div>

      {reply.dues.length === 0 ? (
        <p className="fees-panel__empty">{t('account.fees.none')}</p>
      ) : (
        <ul className="fees-dues" aria-label={t('account.fees.duesLabel')}>
          {byUrgency(reply.dues).map((due) => (
            <DueRow
              key={due.id}
              due={due}
              today={today}
              ticked={!unticked.has(due.id)}
              onTick={canPay && payable(due) ? () => toggle(due.id) : undefined}
            />
          ))}
        </ul>
      )}

      {canPay && reply.dues.some(payable) && (
        <div className="fees-panel__pay">
          <SpinnerButton type="button" loading={create.isPending} disabled={chosen.length === 0} onClick={pay}>
            {t('account.fees.paySelected', { amount: formatPaise(total) })}
          </SpinnerButton>
          {failure && (
            <p className="fees-panel__failure" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}

      {reply.payments.length > 0 && (
        <>
          <h3 className="fees-panel__subtitle">{t('account.fees.history')}</h3>
          <History payments={reply.payments} onOpen={setOpen} />
        </>
      )}

      {open && <PaymentModal paymentId={open} onClose={close} />}
    </section>
  );
}
