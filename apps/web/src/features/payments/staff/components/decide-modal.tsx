import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatPaise, type Payment, type PaymentDecision, type PaymentReply } from '@academy/contract';
import { TextareaField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useDecidePayment } from '../../api/decide-payment.ts';
import '../../../../styles/bootstrap/modal.scss';

export interface Decision {
  payment: Payment;
  decision: PaymentDecision;
}

const WORDS = {
  paid: {
    title: 'admin.payments.decide.paidTitle',
    message: 'admin.payments.decide.paidMessage',
    confirm: 'admin.payments.decide.paidConfirm',
  },
  rejected: {
    title: 'admin.payments.decide.rejectTitle',
    message: 'admin.payments.decide.rejectMessage',
    confirm: 'admin.payments.decide.rejectConfirm',
  },
  refunded: {
    title: 'admin.payments.decide.refundTitle',
    message: 'admin.payments.decide.refundMessage',
    confirm: 'admin.payments.decide.refundConfirm',
  },
} as const;

const NOTE_MAX = 300;

interface FormProps extends Decision {
  titleId: string;
  onHide: () => void;
  onDone: (reply: PaymentReply, decision: PaymentDecision) => void;
}

function DecideForm({ payment, decision, titleId, onHide, onDone }: FormProps) {
  const t = useT();
  const noteId = useId();
  const decide = useDecidePayment();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const words = WORDS[decision];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The family is emailed the reason with a new link to pay: a rejection without one leaves them guessing.
    if (decision === 'rejected' && note.trim() === '') {
      setNoteError(t('admin.payments.decide.noteRequired'));
      return;
    }
    decide.mutate({ id: payment.id, decision, note: note.trim() }, { onSuccess: (reply) => onDone(reply, decision) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Modal.Body>
        <p className="confirm-modal__detail fw-semibold mb-2">
          {t('admin.payments.decide.detail', { name: payment.payerName, amount: formatPaise(payment.amountPaise) })}
          {payment.utr && <span className="d-block fw-normal">{t('admin.payments.utrIs', { utr: payment.utr })}</span>}
        </p>
        <p>{t(words.message)}</p>
        {decision !== 'paid' && (
          <TextareaField
            id={noteId}
            label={t(decision === 'rejected' ? 'admin.payments.decide.rejectNote' : 'admin.payments.decide.refundNote')}
            hint={t(decision === 'rejected' ? 'admin.payments.decide.rejectHint' : 'admin.payments.decide.refundHint')}
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            error={noteError}
            className="mb-0"
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        )}
        {decide.error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {decide.error.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={decide.isPending}>
          {t('form.kit.cancel')}
        </button>
        <SpinnerButton loading={decide.isPending} variant={decision === 'paid' ? 'dark' : 'danger'}>
          {t(words.confirm)}
        </SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

interface Props {
  decision: Decision | null;
  onHide: () => void;
  onDone: (reply: PaymentReply, decision: PaymentDecision) => void;
}

/**
 * Asks before a payment is marked paid (a receipt is numbered and emailed), rejected (the family is told why) or
 * refunded, naming the payer and the amount so the admin checks the row.
 */
export function DecideModal({ decision, onHide, onDone }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal show={decision !== null} onHide={onHide} centered aria-labelledby={titleId} className="confirm-modal">
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {decision && t(WORDS[decision.decision].title)}
        </Modal.Title>
      </Modal.Header>
      {decision && (
        <DecideForm
          key={`${decision.payment.id}-${decision.decision}`}
          {...decision}
          titleId={titleId}
          onHide={onHide}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}
