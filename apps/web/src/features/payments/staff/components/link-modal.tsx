import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatPaise, payPagePath, type Payment } from '@academy/contract';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useRenewPaymentLink } from '../../api/renew-payment-link.ts';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/modal.scss';
import './link-modal.css';

/** The payer's page with the new secret, whole, for the admin to send (WhatsApp, email). */
const fullLink = (paymentId: string, secret: string) =>
  new URL(payPagePath(paymentId, secret), window.location.origin).toString();

function LinkBody({ payment, onHide }: { payment: Payment; onHide: () => void }) {
  const t = useT();
  const renew = useRenewPaymentLink();
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const link = renew.data ? fullLink(renew.data.paymentId, renew.data.linkSecret) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not served over https): the link is selectable in the field.
    }
  };

  return (
    <>
      <Modal.Body>
        <p className="confirm-modal__detail fw-semibold mb-2">
          {t('admin.payments.decide.detail', { name: payment.payerName, amount: formatPaise(payment.amountPaise) })}
        </p>
        {link ? (
          <>
            <p>{t('admin.payments.link.done')}</p>
            <label htmlFor={linkId} className="form-label">
              {t('admin.payments.link.label')}
            </label>
            {/* Wrapped over lines, not cut at the field's edge: the admin sees the whole link before sending it. */}
            <textarea
              id={linkId}
              className="form-control payments-link__field"
              readOnly
              rows={4}
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <span className="visually-hidden" aria-live="polite">
              {copied ? t('admin.payments.link.copied') : ''}
            </span>
          </>
        ) : (
          <p>{t('admin.payments.link.message')}</p>
        )}
        {renew.error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {renew.error.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        {link ? (
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              {t('form.kit.close')}
            </button>
            <button type="button" className="btn btn-dark" onClick={() => void copy()}>
              {copied ? t('admin.payments.link.copied') : t('admin.payments.link.copy')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={renew.isPending}>
              {t('form.kit.cancel')}
            </button>
            <SpinnerButton
              type="button"
              loading={renew.isPending}
              variant="danger"
              onClick={() => renew.mutate(payment.id)}
            >
              {t('admin.payments.link.confirm')}
            </SpinnerButton>
          </>
        )}
      </Modal.Footer>
    </>
  );
}

/**
 * Gives a payment a new payer link (the one the family had leaked, or was lost): asked first, since the link before
 * stops working, then shown whole to copy. The secret is shown once and kept nowhere but the payer's link.
 */
export function LinkModal({ payment, onHide }: { payment: Payment | null; onHide: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal show={payment !== null} onHide={onHide} centered aria-labelledby={titleId} className="confirm-modal">
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('admin.payments.link.title')}
        </Modal.Title>
      </Modal.Header>
      {payment && <LinkBody key={payment.id} payment={payment} onHide={onHide} />}
    </Modal>
  );
}
