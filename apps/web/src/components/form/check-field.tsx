import { FieldHint } from './field.tsx';
import '../../styles/bootstrap/forms.scss';
import './check-field.css';

interface Props {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label beside it and a hint under the label, set apart as a choice about the whole form. */
export function CheckField({ id, label, hint, checked, onChange, className }: Props) {
  const hintId = `${id}-hint`;
  return (
    <div className={`form-check check-field${className ? ` ${className}` : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label check-field__label">
        {label}
      </label>
      {hint && (
        <FieldHint id={hintId} className="check-field__hint">
          {hint}
        </FieldHint>
      )}
    </div>
  );
}
