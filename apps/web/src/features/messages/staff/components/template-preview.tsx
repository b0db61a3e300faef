import { fillTemplate, LANGUAGE_CODES, LANGUAGES, MESSAGE_TEMPLATES, type MessageKind } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { sampleValues } from '../sample-values.ts';

/** A kind's text in every language as a family would read it, filled with a made-up family's values. */
export function TemplatePreview({ kind }: { kind: MessageKind }) {
  const t = useT();
  const template = MESSAGE_TEMPLATES[kind];
  return (
    <details className="template-preview">
      <summary>{t('admin.messages.settings.preview')}</summary>
      <p className="template-preview__meta">
        {t('admin.messages.settings.templateName', { name: template.name })} ·{' '}
        {t(template.category === 'marketing' ? 'admin.messages.settings.marketing' : 'admin.messages.settings.utility')}
        {template.timeCritical && ` · ${t('admin.messages.settings.timeCritical')}`}
      </p>
      <dl className="template-preview__list">
        {LANGUAGE_CODES.map((language) => (
          <div key={language} className="template-preview__item">
            <dt>{LANGUAGES[language].name}</dt>
            <dd lang={language}>{fillTemplate(kind, language, sampleValues(kind, language))}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
