import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldFrameProps } from './field.tsx';
import '../../styles/bootstrap/forms.scss';

// The control's own props, `ref` included, so `{...register('name')}` spreads straight onto a field.
type ControlProps<Tag extends 'input' | 'select' | 'textarea'> = FieldFrameProps &
  Omit<ComponentPropsWithRef<Tag>, 'id' | 'className'>;

const invalidClass = (error: string | undefined) => (error ? 'is-invalid' : '');

/** A labelled text input (any `type` but file, which is FileField's). */
export function TextField({ id, label, error, hint, className, type = 'text', ...input }: ControlProps<'input'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input type={type} className={`form-control ${invalidClass(error)}`} {...control} {...input} />}
    </Field>
  );
}

/** A labelled textarea. */
export function TextareaField({ id, label, error, hint, className, ...textarea }: ControlProps<'textarea'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea className={`form-control ${invalidClass(error)}`} {...control} {...textarea} />}
    </Field>
  );
}

interface SelectProps extends Omit<ControlProps<'select'>, 'children'> {
  options: readonly string[];
  /** What each option shows, when not its value (a stored English value in the reader's language). */
  optionLabel?: (option: string) => string;
  /** The empty first option, e.g. 'Select Gender', which the form's schema refuses. */
  placeholder: string;
}

/** A labelled select of fixed options, each its own value. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  optionLabel = (option) => option,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className={`form-select ${invalidClass(error)}`} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
