import { useId, type ReactNode } from 'react';
import { sayFieldMessage } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import '../../styles/bootstrap/forms.scss';

/** What a field's control carries so that its label, error and hint reach assistive technology. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** The control's id; generated when absent. Its error and hint get `<id>-error` and `<id>-hint`. */
  id?: string | undefined;
  label: ReactNode;
  error?: string | undefined;
  /** The rule, shown under the control until it fails (then the error says it instead). */
  hint?: ReactNode;
  /** The wrapper's classes; `mb-3` when absent, so a field in a grid row passes its column instead. */
  className?: string | undefined;
}

/**
 * The inline message under an invalid field, in the reader's language: the contract's schemas give a field message
 * (fieldMessage), which react-hook-form passes on as the error's message; a form's own text shows as it is.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {sayFieldMessage(message, t)}
    </div>
  );
}

/** The help line under a field. */
export function FieldHint({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <div id={id} className={className ? `form-text ${className}` : 'form-text'}>
      {children}
    </div>
  );
}

/**
 * Label, control, error and hint with their ids wired together. The control comes from `children`, which gets the
 * id and aria attributes to put on it; TextField, SelectField, TextareaField and PasswordField are built on this.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className = 'mb-3',
  children,
}: FieldFrameProps & { children: (control: ControlAria) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const showHint = Boolean(hint) && !error;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : showHint ? hintId : undefined,
      })}
      <FieldError id={errorId} message={error} />
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
