import { useId, type ComponentPropsWithRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { FieldError, FieldHint, type FieldFrameProps } from './field.tsx';
import '../../styles/bootstrap/forms.scss';
import './file-field.css';

interface Props extends FieldFrameProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  /** The picked image's object URL, or the image already saved; null shows an empty frame. */
  preview: string | null;
  previewAlt: string;
  /** The picked file's name, shown under the hint. */
  fileName?: string | undefined;
}

/**
 * An image file input drawn as a preview frame and a Select/Change button; the input itself stays in the tab order
 * (keyboard users open the picker from it). Unlike the other fields its hint stays: it says which files are taken.
 */
export function FileField({
  id,
  label,
  error,
  hint,
  className = 'mb-3',
  preview,
  previewAlt,
  fileName,
  ...input
}: Props) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <span className="form-label d-block" id={labelId}>
        {label}
      </span>
      <div className={`file-field ${error ? 'is-invalid' : ''}`}>
        {preview ? (
          <img className="file-field__preview" src={preview} alt={previewAlt} />
        ) : (
          <div className="file-field__empty" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path
                fill="currentColor"
                d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z"
              />
            </svg>
          </div>
        )}
        <div className="file-field__text">
          <label htmlFor={inputId} className="btn btn-outline-danger btn-sm">
            {preview ? t('form.kit.changeImage') : t('form.kit.selectImage')}
          </label>
          <input
            id={inputId}
            type="file"
            className="file-field__input"
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          {hint && (
            <FieldHint id={hintId} className="mt-2">
              {hint}
            </FieldHint>
          )}
          {fileName && <p className="small mb-0 mt-1 text-break">{fileName}</p>}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
