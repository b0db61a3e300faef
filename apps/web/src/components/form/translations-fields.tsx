import type { UseFormRegisterReturn } from 'react-hook-form';
import { TRANSLATED_LANGUAGES, type MessageKey, type TranslatedLanguage } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import { TextareaField, TextField } from './controls.tsx';
import '../../styles/bootstrap/grid.scss';
import './translations-fields.css';

/** One text the academy types that may be given in each language: its form field and its label. */
export interface TranslatedInput<F extends string = string> {
  field: F;
  label: string;
  /** A long text (an event's description): a textarea. */
  multiline?: boolean;
}

const LEGENDS: Record<TranslatedLanguage, MessageKey> = {
  hi: 'form.kit.translations.hi',
  mr: 'form.kit.translations.mr',
};

interface Props<F extends string> {
  /** Makes an element id unique to the form. */
  id: (name: string) => string;
  inputs: readonly TranslatedInput<F>[];
  register: (language: TranslatedLanguage, field: F) => UseFormRegisterReturn;
  error: (language: TranslatedLanguage, field: F) => string | undefined;
}

/**
 * The texts of a form in Hindi and Marathi (decision 048), folded away until wanted: most records are typed in
 * English only, and a reader of a language whose text is left empty reads the English. It opens by itself when one
 * of its fields is refused, so the message is seen.
 */
export function TranslationsFields<F extends string>({ id, inputs, register, error }: Props<F>) {
  const t = useT();
  const refused = TRANSLATED_LANGUAGES.some((language) => inputs.some(({ field }) => error(language, field)));
  return (
    <details className="translations-fields" open={refused || undefined}>
      <summary className="translations-fields__summary">{t('form.kit.translations.summary')}</summary>
      <p className="translations-fields__hint">{t('form.kit.translations.hint')}</p>
      {TRANSLATED_LANGUAGES.map((language) => (
        <fieldset key={language} className="translations-fields__language">
          <legend className="translations-fields__legend">{t(LEGENDS[language])}</legend>
          <div className="row g-2">
            {inputs.map(({ field, label, multiline }) => {
              const props = {
                id: id(`${language}-${field}`),
                // Named with its language, as its legend shows it: the same label stands in each language's group.
                label: (
                  <>
                    {label}
                    <span className="visually-hidden"> · {t(LEGENDS[language])}</span>
                  </>
                ),
                lang: language,
                error: error(language, field),
                ...register(language, field),
              };
              return multiline ? (
                <TextareaField key={field} className="col-12" rows={3} {...props} />
              ) : (
                <TextField key={field} className="col-12 col-md-6" {...props} />
              );
            })}
          </div>
        </fieldset>
      ))}
    </details>
  );
}
