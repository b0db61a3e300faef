import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPaise,
  submitUtrRequestSchema,
  upiPayLink,
  type Payment,
  type PaymentReply,
  type SubmitUtrRequest,
} from '@academy/contract';
import { TextField } from '../../../components/form/controls.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { useImagePicker } from '../../../components/use-image-picker.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTableDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { paymentQueryKey } from '../api/get-payment.ts';
import { downloadReceipt } from '../api/get-receipt.ts';
import { useSubmitUtr } from '../api/submit-utr.ts';
import { useUploadPaymentScreenshot } from '../api/upload-payment-screenshot.ts';
import { PaymentStateBadge } from '../../../components/payment-state-badge.tsx';
import { formatHoldEnd, holdUntil, upiNote } from '../payment-words.ts';
import { useNow } from '../../../lib/use-now.ts';
import './pay-panel.css';

type Payee = PaymentReply['payee'];

/** The server's words for a refusal; a failure without them (a dropped connection) gets the panel's own. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.message : fallback;
}

/**
 * The QR code of the UPI link as an SVG data address, drawn in the browser: the amount and the reference never
 * leave the page. The library (qrcode) downloads with the first code shown.
 */
async function upiQrSvg(link: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(link, {
    type: 'svg',
    // M keeps the modules large enough for a phone's camera across a laptop screen's glare.
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function UpiQr({ link, label }: { link: string; label: string }) {
  const t = useT();
  const [qr, setQr] = useState<{ link: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    upiQrSvg(link).then(
      (src) => current && setQr({ link, src }),
      (error: unknown) => console.error('Could not draw the UPI QR code', error),
    );
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <div className="pay-qr__frame">
      {qr?.link === link ? (
        <img className="pay-qr__image" src={qr.src} alt={label} width={200} height={200} />
      ) : (
        <span className="pay-qr__loading" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span className="visually-hidden">{t('payments.panel.qrLoading')}</span>
        </span>
      )}
    </div>
  );
}

/** The UPI ID with Copy, for an app that wants it typed; where the clipboard is refused, the ID is selected. */
function UpiId({ vpa }: { vpa: string }) {
  const t = useT();
  const text = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const selectId = () => {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
    };
    if (!navigator.clipboard) {
      selectId();
      return;
    }
    navigator.clipboard.writeText(vpa).then(() => setCopied(true), selectId);
  };
  return (
    <div className="pay-upi-id">
      <span className="pay-upi-id__label">{t('payments.panel.upiId')}</span>
      <code ref={text} className="pay-upi-id__value">
        {vpa}
      </code>
      <button type="button" className="btn btn-sm btn-outline-dark pay-upi-id__copy" onClick={copy}>
        {copied ? t('payments.panel.copied') : t('payments.panel.copy')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('payments.panel.copiedAnnounce') : ''}
      </span>
    </div>
  );
}

/** Step 2, first way: the 12-digit UTR, checked by the contract's schema before it is sent. */
function UtrForm({ paymentId }: { paymentId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const submit = useSubmitUtr(paymentId);
  const { register, handleSubmit, setError, formState } = useForm<SubmitUtrRequest>({
    resolver: zodResolver(submitUtrRequestSchema),
    mode: 'onSubmit',
    defaultValues: { utr: '' },
  });
  const send = handleSubmit((values) =>
    submit.mutate(values, {
      onError: (error) => {
        setError('utr', { message: failureText(error, t('payments.panel.sendFailed')) });
        // A refusal may mean the payment moved on (the hold ended, another device sent it): show where it stands.
        if (error instanceof ApiError && error.httpStatus === 409)
          void queryClient.invalidateQueries({ queryKey: paymentQueryKey(paymentId) });
      },
    }),
  );
  return (
    <form className="pay-utr" onSubmit={send} noValidate>
      <TextField
        id={`${paymentId}-utr`}
        label={t('payments.panel.utrLabel')}
        hint={t('payments.panel.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        className="pay-utr__field"
        error={formState.errors.utr?.message}
        {...register('utr')}
      />
      <SpinnerButton loading={submit.isPending} className="pay-utr__send">
        {t('payments.panel.sendUtr')}
      </SpinnerButton>
    </form>
  );
}

/** Step 2, the other way: a screenshot of the transfer, type and size checked before it is sent. */
function ScreenshotForm({ paymentId, label }: { paymentId: string; label: string }) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadPaymentScreenshot(paymentId, setProgress);
  const picker = useImagePicker({
    onRefuse: ({ message }) => setFailure(message),
    onPick: () => setFailure(null),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!picker.file) {
      setFailure(t('payments.panel.screenshotMissing'));
      return;
    }
    setProgress(0);
    upload.mutate(picker.file, {
      onError: (error) => setFailure(failureText(error, t('payments.panel.sendFailed'))),
      onSettled: () => setProgress(null),
    });
  };
  return (
    <form className="pay-screenshot" onSubmit={send} noValidate>
      <FileField
        id={`${paymentId}-screenshot`}
        label={label}
        hint={t('form.kit.uploadHint')}
        preview={picker.preview}
        previewAlt={t('payments.panel.screenshotPreview')}
        fileName={picker.file?.name}
        error={failure ?? undefined}
        {...picker.inputProps}
      />
      {progress !== null && <UploadProgress fraction={progress} />}
      <SpinnerButton loading={upload.isPending} variant="outline-dark">
        {t('payments.panel.sendScreenshot')}
      </SpinnerButton>
    </form>
  );
}

/** A pending booking's seat: until when it is held, and the minutes left once under two hours. */
function HoldLine({ until }: { until: string }) {
  const t = useT();
  const now = useNow(30_000);
  const left = Math.ceil((Date.parse(until) - now) / 60_000);
  const time = formatHoldEnd(until, now);
  if (left <= 0) return <p className="pay-panel__hold pay-panel__hold--over">{t('payments.hold.ended', { time })}</p>;
  return (
    <p className="pay-panel__hold">
      {t('payments.hold.until', { time })}
      {left <= 120 && (
        <span className="pay-panel__hold-left"> {t('payments.hold.minutesLeft', { minutes: left })}</span>
      )}
    </p>
  );
}

function PendingSteps({ payment, payee }: { payment: Payment; payee: NonNullable<Payee> }) {
  const t = useT();
  // Phones and tablets open the link in their UPI app; a computer shows the code for a phone to scan.
  const handheld = useMediaQuery('(pointer: coarse), (max-width: 575.98px)');
  const amount = formatPaise(payment.amountPaise);
  const link = upiPayLink({
    vpa: payee.vpa,
    payeeName: payee.payeeName,
    amountPaise: payment.amountPaise,
    note: upiNote(payment),
    reference: payment.reference,
  });
  return (
    <ol className="pay-steps">
      <li className="pay-step">
        <h3 className="pay-step__title">{t('payments.panel.step1', { amount })}</h3>
        {handheld && (
          <a className="btn btn-danger btn-lg pay-step__app" href={link}>
            {t('payments.panel.payWithApp')}
          </a>
        )}
        <div className="pay-qr">
          <UpiQr link={link} label={t('payments.panel.qrAlt', { amount, payee: payee.payeeName })} />
          <p className="pay-qr__text">{handheld ? t('payments.panel.orScan') : t('payments.panel.scan')}</p>
        </div>
        <UpiId vpa={payee.vpa} />
        <p className="pay-step__hint">{t('payments.panel.referenceHint', { reference: payment.reference })}</p>
      </li>
      <li className="pay-step">
        <h3 className="pay-step__title">{t('payments.panel.step2')}</h3>
        <UtrForm paymentId={payment.id} />
        <p className="pay-step__or">
          <span>{t('payments.panel.or')}</span>
        </p>
        <ScreenshotForm paymentId={payment.id} label={t('payments.panel.screenshotLabel')} />
      </li>
    </ol>
  );
}

function ReceiptButton({ payment }: { payment: Payment }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadReceipt(payment);
    } catch (error) {
      console.error('Could not download the receipt', error);
      setFailure(failureText(error, t('payments.receipt.failed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <SpinnerButton type="button" variant="outline-dark" loading={downloading} onClick={() => void download()}>
        {t('payments.receipt.download')}
      </SpinnerButton>
      {failure && (
        <p className="pay-panel__failure" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/** What the panel says once the payment is no longer waiting for the payer. */
function Outcome({ payment }: { payment: Payment }) {
  const t = useT();
  const note = payment.note ? (
    <p className="pay-panel__note">{t('payments.outcome.note', { note: payment.note })}</p>
  ) : null;
  switch (payment.state) {
    case 'submitted':
      return (
        <div className="pay-outcome pay-outcome--submitted" role="status">
          <p className="pay-outcome__title">{t('payments.outcome.submitted')}</p>
          <p className="pay-outcome__text">
            {payment.utr
              ? t('payments.outcome.submittedUtr', { utr: payment.utr })
              : t('payments.outcome.submittedScreenshot')}
          </p>
        </div>
      );
    case 'paid':
      return (
        <div className="pay-outcome pay-outcome--paid">
          <p className="pay-outcome__title">{t('payments.outcome.paid')}</p>
          {payment.receiptNumber && (
            <p className="pay-outcome__text">
              {t('payments.outcome.receipt', { number: payment.receiptNumber })}
              {payment.decidedAt && ` · ${formatTableDateTime(payment.decidedAt)}`}
            </p>
          )}
          {payment.receiptNumber && <ReceiptButton payment={payment} />}
        </div>
      );
    case 'rejected':
      // A seat whose hold ran out: the server cancels the booking's due and rejects the payment itself.
      if (payment.dues.length > 0 && payment.dues.every((due) => due.state === 'cancelled' && due.kind === 'event'))
        return (
          <div className="pay-outcome pay-outcome--rejected">
            <p className="pay-outcome__title">{t('payments.outcome.holdEnded')}</p>
            <p className="pay-outcome__text">{t('payments.outcome.holdEndedText')}</p>
          </div>
        );
      return (
        <div className="pay-outcome pay-outcome--rejected">
          <p className="pay-outcome__title">{t('payments.outcome.rejected')}</p>
          {note}
          <p className="pay-outcome__text">{t('payments.outcome.rejectedText')}</p>
        </div>
      );
    case 'refunded':
      return (
        <div className="pay-outcome pay-outcome--refunded">
          <p className="pay-outcome__title">{t('payments.outcome.refunded')}</p>
          {note}
        </div>
      );
    case 'waived':
      return (
        <div className="pay-outcome pay-outcome--waived">
          <p className="pay-outcome__title">{t('payments.outcome.waived')}</p>
          {note}
        </div>
      );
    default:
      return null;
  }
}

interface Props {
  payment: Payment;
  /** Where the money goes; null until the academy has saved its UPI ID. */
  payee: Payee;
  /** Off where the screen already says until when the seat is held (the booking's confirmation). */
  showHold?: boolean;
}

/**
 * Paying one payment by UPI, straight to the academy's account: the amount, a QR code of the `upi://pay` link (and,
 * on a phone, the link itself as Pay with UPI app), the UPI ID to copy; then the UTR the app shows, or a screenshot.
 * Once sent, the payment's state: submitted, paid with its receipt, rejected, refunded or waived.
 */
export function PayPanel({ payment, payee, showHold = true }: Props) {
  const t = useT();
  const pending = payment.state === 'pending';
  const hold = pending && showHold ? holdUntil(payment) : null;
  return (
    <div className={`pay-panel pay-panel--${payment.state}`}>
      <div className="pay-panel__head">
        <PaymentStateBadge state={payment.state} />
        <span className="pay-panel__reference">{t('payments.panel.reference', { reference: payment.reference })}</span>
      </div>
      <p className="pay-panel__amount-label">{pending ? t('payments.panel.amountDue') : t('payments.panel.amount')}</p>
      <p className="pay-panel__amount">{formatPaise(payment.amountPaise)}</p>
      {payee && <p className="pay-panel__payee">{t('payments.panel.payee', { payee: payee.payeeName })}</p>}
      {hold && <HoldLine until={hold} />}
      {pending ? (
        payee ? (
          <PendingSteps payment={payment} payee={payee} />
        ) : (
          <p className="pay-panel__unset" role="status">
            {t('payments.panel.noPayee')}
          </p>
        )
      ) : (
        <Outcome payment={payment} />
      )}
    </div>
  );
}
