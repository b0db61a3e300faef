import { useId } from 'react';
import {
  STATEMENT_MAPPINGS,
  STATEMENT_PRESETS,
  type MessageKey,
  type StatementColumns,
  type StatementMapping,
} from '@academy/contract';
import { useT } from '../lib/i18n.ts';
import { SelectField, TextField } from './form/controls.tsx';
import './statement-mapping-fields.css';

type Layout = StatementMapping['preset'];
const COLUMNS = ['date', 'narration', 'reference', 'credit'] as const satisfies readonly (keyof StatementColumns)[];

const LAYOUT_LABELS: Record<Layout, MessageKey> = {
  hdfc: 'admin.settings.statement.hdfc',
  sbi: 'admin.settings.statement.sbi',
  custom: 'admin.settings.statement.custom',
};

const LAYOUT_HINTS: Record<Layout, MessageKey> = {
  hdfc: 'admin.settings.statement.hdfcHint',
  sbi: 'admin.settings.statement.sbiHint',
  custom: 'admin.settings.statement.customHint',
};

const COLUMN_LABELS: Record<(typeof COLUMNS)[number], MessageKey> = {
  date: 'admin.settings.statement.date',
  narration: 'admin.settings.statement.narration',
  reference: 'admin.settings.statement.reference',
  credit: 'admin.settings.statement.credit',
};

export interface StatementMappingErrors {
  preset?: string | undefined;
  columns?: Partial<Record<keyof StatementColumns, { message?: string | undefined } | undefined>> | undefined;
}

interface Props {
  value: StatementMapping;
  onChange: (next: StatementMapping) => void;
  errors?: StatementMappingErrors | undefined;
}

/** The columns a layout reads: a bank's own header names, or the ones the admin typed. */
export function mappingColumns(mapping: StatementMapping): StatementColumns {
  return mapping.preset === 'custom' ? mapping.columns : STATEMENT_PRESETS[mapping.preset];
}

/**
 * Which columns of the bank's CSV hold the date, the narration (with the UTR), the reference and the credit: one of
 * the built-in banks, whose names are shown, or the admin's own. Choosing "other bank" starts from the names shown,
 * since most banks' exports differ from one of them by a word or two.
 */
export function StatementMappingFields({ value, onChange, errors }: Props) {
  const t = useT();
  const uid = useId();
  const custom = value.preset === 'custom';
  const shown = mappingColumns(value);

  const choose = (preset: Layout) => {
    if (preset === 'custom' && !custom) {
      const typed = COLUMNS.some((column) => value.columns[column] !== '');
      onChange({ preset, columns: typed ? value.columns : { ...shown } });
    } else {
      onChange({ ...value, preset });
    }
  };

  return (
    <fieldset className="statement-mapping">
      <legend className="form-label statement-mapping__legend">{t('admin.settings.statement.legend')}</legend>
      <SelectField
        id={`${uid}-preset`}
        label={t('admin.settings.statement.layout')}
        placeholder={t('admin.settings.statement.choose')}
        options={STATEMENT_MAPPINGS}
        optionLabel={(layout) => t(LAYOUT_LABELS[layout as Layout])}
        value={value.preset}
        error={errors?.preset}
        hint={t(LAYOUT_HINTS[value.preset])}
        onChange={(event) => {
          const preset = STATEMENT_MAPPINGS.find((layout) => layout === event.target.value);
          if (preset) choose(preset);
        }}
      />
      <div className="statement-mapping__columns">
        {COLUMNS.map((column) => (
          <TextField
            key={column}
            id={`${uid}-${column}`}
            label={t(COLUMN_LABELS[column])}
            value={shown[column]}
            readOnly={!custom}
            autoComplete="off"
            placeholder={column === 'reference' ? t('admin.settings.statement.optional') : undefined}
            error={errors?.columns?.[column]?.message}
            className="statement-mapping__column"
            onChange={(event) => onChange({ ...value, columns: { ...value.columns, [column]: event.target.value } })}
          />
        ))}
      </div>
    </fieldset>
  );
}
