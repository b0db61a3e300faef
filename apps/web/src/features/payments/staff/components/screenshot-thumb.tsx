import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../../lib/i18n.ts';
import { usePaymentScreenshot } from '../../api/get-payment-screenshot.ts';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';
import './screenshot-thumb.css';

/** An object URL of a blob for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** The payer's screenshot as a small picture that opens larger, so the admin can read the UTR and amount in it. */
export function ScreenshotThumb({ paymentId, payerName }: { paymentId: string; payerName: string }) {
  const t = useT();
  const titleId = useId();
  const screenshot = usePaymentScreenshot(paymentId);
  const url = useObjectUrl(screenshot.data);
  const [open, setOpen] = useState(false);
  const alt = t('admin.payments.screenshot.alt', { name: payerName });

  if (screenshot.isError) {
    return (
      <p className="check-card__shot check-card__shot--missing" role="alert">
        {t('admin.payments.screenshot.loadError')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="check-card__shot"
        onClick={() => setOpen(true)}
        disabled={!url}
        aria-label={t('admin.payments.screenshot.open', { name: payerName })}
      >
        {url ? <img src={url} alt="" /> : <span className="check-card__shot-loading" aria-hidden="true" />}
      </button>
      <Modal
        show={open && url !== null}
        onHide={() => setOpen(false)}
        size="lg"
        centered
        aria-labelledby={titleId}
        className="brand-modal screenshot-modal"
      >
        <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
          <Modal.Title as="h2" id={titleId} className="mb-0">
            {t('admin.payments.screenshot.title', { name: payerName })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="screenshot-modal__body">{url && <img src={url} alt={alt} />}</Modal.Body>
      </Modal>
    </>
  );
}
