import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GALLERY_CATEGORIES, galleryFieldsSchema, LIMITS, type GalleryCategory } from '@academy/contract';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { UploadProgress } from '../../../../components/upload-progress.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useImagePicker } from '../../../../components/use-image-picker.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useCreateGalleryImage } from '../../api/create-gallery-image.ts';
import { CATEGORY_LABELS } from '../../../../lib/gallery-category-labels.ts';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

interface Props {
  show: boolean;
  onClose: () => void;
}

/** The two-step Add Image modal: choose a picture, then give it a title and a category. */
export function AddImageModal({ show, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      className="brand-modal"
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
    >
      <Modal.Header closeButton={!busy} closeVariant="white">
        <Modal.Title id={titleId} as="h2">
          {t('admin.gallery.add')}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted only while shown, so closing the modal also resets the file, the preview and the form. */}
      <AddImageForm onDone={onClose} onBusyChange={setBusy} />
    </Modal>
  );
}

function AddImageForm({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const toast = useToast();
  const create = useCreateGalleryImage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(galleryFieldsSchema), defaultValues: { galleryTitle: '' } });

  const { file, preview, clear, inputProps, dragging, dropZoneProps } = useImagePicker({
    onPick: () => setAlert(null),
    onRefuse: ({ message }) => setAlert(message),
  });

  useEffect(() => onBusyChange(create.isPending), [create.isPending, onBusyChange]);

  const openPicker = () => inputRef.current?.click();

  const chooseAnother = () => {
    clear();
    setAlert(null);
  };

  const submit = handleSubmit(
    async (values) => {
      if (!file) {
        setAlert(t('admin.addImage.completeAllFields'));
        return;
      }
      setAlert(null);
      setProgress(0);
      try {
        await create.mutateAsync({ ...values, file, onProgress: setProgress });
        toast.show(t('admin.addImage.uploaded'), 'success', LIMITS.successDisplayMs);
        onDone();
      } catch (error) {
        setProgress(null);
        const reason = error instanceof ApiError ? error.message : '';
        setAlert(reason ? t('admin.addImage.uploadFailedBecause', { reason }) : t('admin.addImage.uploadFailed'));
      }
    },
    () => setAlert(t('admin.addImage.completeAllFields')),
  );

  const alertBox = alert && (
    <div className="alert alert-danger py-2" role="alert">
      {alert}
    </div>
  );

  if (!file || !preview) {
    return (
      <Modal.Body>
        <h3 className="h6 fw-bold mb-3">{t('admin.addImage.pleaseUpload')}</h3>
        {alertBox}
        <div
          className={`upload-drop ${dragging ? 'is-dragging' : ''}`}
          onClick={openPicker}
          {...dropZoneProps}
          data-testid="upload-drop-zone"
        >
          <svg className="upload-drop__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <path
              d="M24 32V12m0 0l-8 8m8-8l8 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path
              d="M8 30v6a4 4 0 004 4h24a4 4 0 004-4v-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          <p className="upload-drop__text">{t('admin.addImage.dropHere')}</p>
          <p className="upload-drop__hint">{t('admin.common.uploadHint')}</p>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={(event) => {
              event.stopPropagation();
              openPicker();
            }}
          >
            {t('admin.addImage.selectFile')}
          </button>
          <input
            ref={inputRef}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('admin.addImage.fileInput')}
            onClick={(event) => event.stopPropagation()}
            {...inputProps}
          />
        </div>
      </Modal.Body>
    );
  }

  const uploading = create.isPending;
  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body>
        <h3 className="h6 fw-bold mb-3">{t('admin.addImage.details')}</h3>
        {alertBox}
        <figure className="upload-preview">
          <img src={preview} alt={t('admin.addImage.preview')} />
          <figcaption>
            <span className="upload-preview__name">{file.name}</span>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={chooseAnother} disabled={uploading}>
              {t('admin.addImage.chooseAnother')}
            </button>
          </figcaption>
        </figure>
        <TextField
          id="gallery-title"
          label={t('admin.addImage.imageTitle')}
          maxLength={150}
          disabled={uploading}
          error={errors.galleryTitle?.message}
          {...register('galleryTitle')}
        />
        <SelectField
          id="gallery-category"
          label={t('admin.addImage.imageCategory')}
          options={GALLERY_CATEGORIES}
          optionLabel={(category) => t(CATEGORY_LABELS[category as GalleryCategory])}
          placeholder={t('admin.addImage.selectCategory')}
          className="mb-2"
          disabled={uploading}
          error={errors.galleryCategory?.message}
          {...register('galleryCategory')}
        />
        {progress !== null && <UploadProgress fraction={progress} />}
      </Modal.Body>
      <Modal.Footer>
        <SpinnerButton loading={uploading}>{t('admin.addImage.continue')}</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}
