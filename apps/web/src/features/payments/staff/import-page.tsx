import { useId, useState } from 'react';
import { importStatementRequestSchema, type ImportStatementReply, type StatementMapping } from '@academy/contract';
import { Field } from '../../../components/form/field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { StatementMappingFields, type StatementMappingErrors } from '../../../components/statement-mapping-fields.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePaymentSettings } from '../../../lib/payment-settings.ts';
import { useImportStatement } from '../api/import-statement.ts';
import { ImportResult } from './components/import-result.tsx';
import { PaymentsFrame } from './components/payments-frame.tsx';
import './import-page.css';

interface Errors {
  file?: string;
  mapping?: StatementMappingErrors;
}

/** The contract's rules on what would be sent, each message put back on the input it is about. */
function check(csv: string, mapping: StatementMapping): Errors {
  const parsed = importStatementRequestSchema.safeParse({ csv, mapping });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const [field, part, column] = issue.path as string[];
    if (field === 'csv') errors.file ??= issue.message;
    else if (part === 'preset') errors.mapping = { ...errors.mapping, preset: issue.message };
    else if (part === 'columns' && column) {
      errors.mapping = {
        ...errors.mapping,
        columns: { ...errors.mapping?.columns, [column]: { message: issue.message } },
      };
    }
  }
  return errors;
}

function ImportForm({ saved, onResult }: { saved: StatementMapping; onResult: (reply: ImportStatementReply) => void }) {
  const t = useT();
  const uid = useId();
  const upload = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setReading(true);
    // Read in the browser: the statement goes to the server as text, with the mapping that reads it.
    const csv = file ? await file.text() : '';
    setReading(false);
    const found = check(csv, mapping);
    setErrors(found);
    if (found.file || found.mapping) return;
    upload.mutate({ csv, mapping }, { onSuccess: onResult });
  };

  return (
    <form className="admin-page__card import-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        id={`${uid}-file`}
        label={t('admin.payments.import.file')}
        hint={t('admin.payments.import.fileHint')}
        error={errors.file}
      >
        {(control) => (
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className={`form-control${errors.file ? ' is-invalid' : ''}`}
            {...control}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors(({ mapping: kept }) => ({ mapping: kept }));
            }}
          />
        )}
      </Field>
      <StatementMappingFields value={mapping} onChange={setMapping} errors={errors.mapping} />
      <p className="import-form__note">{t('admin.payments.import.mappingNote')}</p>
      {upload.error && (
        <div className="alert alert-danger" role="alert">
          {upload.error.message}
        </div>
      )}
      <SpinnerButton loading={reading || upload.isPending}>{t('admin.payments.import.submit')}</SpinnerButton>
    </form>
  );
}

/**
 * /admin/payments/import: the bank's statement as CSV, read with the saved layout (or one changed for this import);
 * credits matching a submitted payment's UTR and amount are marked paid, the rest listed with the reason.
 */
export default function ImportPage() {
  const t = useT();
  const settings = usePaymentSettings();
  const [result, setResult] = useState<ImportStatementReply | null>(null);
  return (
    <PaymentsFrame
      title={t('admin.payments.import.title')}
      subtitle={t('admin.payments.import.subtitle')}
      titleId="admin-payments-import-title"
    >
      <div className={`import-layout${result ? ' import-layout--result' : ''}`}>
        {settings.data ? (
          <ImportForm saved={settings.data.settings.statement} onResult={setResult} />
        ) : (
          <div className="admin-page__card p-4" role={settings.isError ? 'alert' : 'status'}>
            {settings.isError ? (
              <>
                <p className="mb-3">{t('admin.payments.loadError', { reason: settings.error.message })}</p>
                <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void settings.refetch()}>
                  {t('admin.common.tryAgain')}
                </button>
              </>
            ) : (
              t('admin.common.loading')
            )}
          </div>
        )}
        {result && <ImportResult reply={result} />}
      </div>
    </PaymentsFrame>
  );
}
