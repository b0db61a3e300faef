import { useId, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../lib/i18n.ts';
import '../../../styles/bootstrap/modal.scss';
import '../../../components/brand-modal.css';

/**
 * A fighter row's button that opens a dialog about that fighter, named for them ("Classes of Asha Rao"). The dialog
 * renders its body only while shown, so what the body asks the server for is asked when the admin opens it.
 */
export function RowDialog({
  button,
  title,
  className,
  children,
}: {
  button: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-dark" aria-label={title} onClick={() => setOpen(true)}>
        {button}
      </button>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        centered
        scrollable
        aria-labelledby={titleId}
        className={`brand-modal ${className}`}
      >
        <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
          <Modal.Title as="h2" id={titleId}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal>
    </>
  );
}
