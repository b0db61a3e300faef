import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GALLERY_CATEGORIES,
  galleryFieldsSchema,
  IMAGE_ACCEPT,
  IMAGE_MIME_TYPES,
  LIMITS,
  MESSAGES,
} from '@academy/contract';
import { FieldError } from '../../../components/field-error.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { exceedsUploadLimit } from '../../../lib/files.ts';
import { useCreateGalleryImage } from '../api/create-gallery-image.ts';

const NOT_AN_IMAGE = 'Only JPG, PNG, WebP or GIF images are accepted.';

interface Props {
  show: boolean;
  onClose: () => void;
}

/** The two-step Add Image modal: choose a picture, then give it a title and a category. */
export function AddImageModal({ show, onClose }: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">
          Add Image
        </Modal.Title>
      </Modal.Header>
      {/* Mounted only while shown, so closing the modal also resets the file, the preview and the form. */}
      <AddImageForm onDone={onClose} onBusyChange={setBusy} />
    </Modal>
  );
}

function AddImageForm({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const toast = useToast();
  const create = useCreateGalleryImage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(galleryFieldsSchema), defaultValues: { galleryTitle: '' } });

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  useEffect(() => onBusyChange(create.isPending), [create.isPending, onBusyChange]);

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    // Drag-and-drop bypasses the picker's accept filter, so the type is checked here too.
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(candidate.type)) {
      setAlert(NOT_AN_IMAGE);
      return;
    }
    if (exceedsUploadLimit(candidate)) {
      setAlert(MESSAGES.fileTooLarge);
      return;
    }
    setAlert(null);
    setFile(candidate);
    setPreview(URL.createObjectURL(candidate));
  };

  const openPicker = () => inputRef.current?.click();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const chooseAnother = () => {
    setFile(null);
    setPreview(null);
    setAlert(null);
  };

  const submit = handleSubmit(
    async (values) => {
      if (!file) {
        setAlert(MESSAGES.completeAllFields);
        return;
      }
      setAlert(null);
      setProgress(0);
      try {
        await create.mutateAsync({ ...values, file, onProgress: setProgress });
        toast.show(MESSAGES.galleryUploaded, 'success', LIMITS.successDisplayMs);
        onDone();
      } catch (error) {
        setProgress(null);
        const reason = error instanceof ApiError ? error.message : '';
        setAlert(reason ? `${MESSAGES.galleryUploadFailed}: ${reason}` : MESSAGES.galleryUploadFailed);
      }
    },
    () => setAlert(MESSAGES.completeAllFields),
  );

  const alertBox = alert && (
    <div className="alert alert-danger py-2" role="alert">
      {alert}
    </div>
  );

  if (!file || !preview) {
    return (
      <Modal.Body>
        <h3 className="h6 fw-bold mb-3">Please upload an image</h3>
        {alertBox}
        <div
          className={`upload-drop ${dragging ? 'is-dragging' : ''}`}
          onClick={openPicker}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
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
          <p className="upload-drop__text">Select a file or drag and drop here</p>
          <p className="upload-drop__hint">{MESSAGES.uploadHint}</p>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={(event) => {
              event.stopPropagation();
              openPicker();
            }}
          >
            SELECT FILE
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Gallery image file"
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </Modal.Body>
    );
  }

  const uploading = create.isPending;
  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body>
        <h3 className="h6 fw-bold mb-3">Image Details</h3>
        {alertBox}
        <figure className="upload-preview">
          <img src={preview} alt="Preview of the chosen file" />
          <figcaption>
            <span className="upload-preview__name">{file.name}</span>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={chooseAnother} disabled={uploading}>
              Choose another image
            </button>
          </figcaption>
        </figure>
        <div className="mb-3">
          <label htmlFor="gallery-title" className="form-label">
            Image Title
          </label>
          <input
            id="gallery-title"
            type="text"
            className={`form-control ${errors.galleryTitle ? 'is-invalid' : ''}`}
            aria-invalid={errors.galleryTitle ? true : undefined}
            aria-describedby={errors.galleryTitle ? 'gallery-title-error' : undefined}
            maxLength={150}
            disabled={uploading}
            {...register('galleryTitle')}
          />
          <FieldError id="gallery-title-error" message={errors.galleryTitle?.message} />
        </div>
        <div className="mb-2">
          <label htmlFor="gallery-category" className="form-label">
            Image Category
          </label>
          <select
            id="gallery-category"
            className={`form-select ${errors.galleryCategory ? 'is-invalid' : ''}`}
            aria-invalid={errors.galleryCategory ? true : undefined}
            aria-describedby={errors.galleryCategory ? 'gallery-category-error' : undefined}
            disabled={uploading}
            {...register('galleryCategory')}
          >
            <option value="">Select Category</option>
            {GALLERY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <FieldError id="gallery-category-error" message={errors.galleryCategory?.message} />
        </div>
        {progress !== null && <UploadProgress fraction={progress} />}
      </Modal.Body>
      <Modal.Footer>
        <SpinnerButton loading={uploading}>Continue</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}
