import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@academy/contract';
import { Field } from '../../../../components/form/field.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { ACTION_LABELS } from '../audit-labels.ts';
import type { AuditFilter } from '../../api/get-audit-log.ts';
import '../../../../styles/bootstrap/forms.scss';

export type AuditCriteria = Omit<AuditFilter, 'page'>;

interface Props {
  criteria: AuditCriteria;
  onApply: (criteria: AuditCriteria) => void;
}

const orUndefined = (value: string) => value.trim() || undefined;

/**
 * Person (email or id), action and a range of IST days; applied together with Apply, so typing an email does not
 * ask the server at every key. Mounted again when the address changes, so Back shows the filters in force.
 */
export function AuditFilters({ criteria, onApply }: Props) {
  const t = useT();
  const [person, setPerson] = useState(criteria.person ?? '');
  const [action, setAction] = useState<AuditAction | ''>(criteria.action ?? '');
  const [from, setFrom] = useState(criteria.from ?? '');
  const [to, setTo] = useState(criteria.to ?? '');
  const backwards = Boolean(from && to && to < from);
  const active = Object.values(criteria).some((value) => value !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    onApply({ person: orUndefined(person), action: action || undefined, from: from || undefined, to: to || undefined });
  };

  return (
    <form className="audit-filters" role="search" aria-label={t('admin.audit.filters')} onSubmit={submit} noValidate>
      <Field id="audit-person" label={t('admin.audit.filter.person')} className="audit-filters__person">
        {(control) => (
          <input
            type="search"
            className="form-control"
            placeholder={t('admin.audit.filter.personPlaceholder')}
            autoComplete="off"
            value={person}
            onChange={(event) => setPerson(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field id="audit-action" label={t('admin.audit.filter.action')} className="audit-filters__action">
        {(control) => (
          <select
            className="form-select"
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
            {...control}
          >
            <option value="">{t('admin.audit.filter.anyAction')}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {t(ACTION_LABELS[value])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="audit-from" label={t('admin.audit.filter.from')} className="audit-filters__day">
        {(control) => (
          <input
            type="date"
            className="form-control"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Field
        id="audit-to"
        label={t('admin.audit.filter.to')}
        className="audit-filters__day"
        error={backwards ? t('admin.audit.filter.backwards') : undefined}
      >
        {(control) => (
          <input
            type="date"
            className={`form-control${backwards ? ' is-invalid' : ''}`}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <div className="audit-filters__buttons">
        <button type="submit" className="btn btn-danger">
          {t('admin.audit.filter.apply')}
        </button>
        {active && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => onApply({ person: undefined, action: undefined, from: undefined, to: undefined })}
          >
            {t('admin.audit.filter.clear')}
          </button>
        )}
      </div>
      <p className="audit-filters__note">{t('admin.audit.filter.istNote')}</p>
    </form>
  );
}
