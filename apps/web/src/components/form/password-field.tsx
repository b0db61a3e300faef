import { useState, type ComponentPropsWithRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Field, type FieldFrameProps } from './field.tsx';
import '../../styles/bootstrap/forms.scss';

interface Props extends FieldFrameProps, Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  /** Plain text, as the show/hide button's name is built from it. */
  label: string;
}

/** A password input with a show/hide toggle, an optional hint and an inline error. */
export function PasswordField({ id, label, error, hint, className, ...input }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const named = { label: label.toLowerCase() };
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="input-group">
          <input
            type={visible ? 'text' : 'password'}
            className={`form-control ${error ? 'is-invalid' : ''}`}
            {...control}
            {...input}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('form.kit.hideField', named) : t('form.kit.showField', named)}
            aria-pressed={visible}
          >
            {visible ? t('form.kit.hide') : t('form.kit.show')}
          </button>
        </div>
      )}
    </Field>
  );
}
