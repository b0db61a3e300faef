import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  paymentSettingsSchema,
  receiptNumber,
  financialYear,
  academyToday,
  PAYMENT_DEFAULTS,
  type PaymentSettings,
  type PaymentSettingsReply,
  type StatementMapping,
} from '@academy/contract';
import { TextareaField, TextField } from '../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { StatementMappingFields } from '../../../components/statement-mapping-fields.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePaymentSettings } from '../../../lib/payment-settings.ts';
import { useSavePaymentSettings } from '../api/save-payment-settings.ts';
import '../../../styles/bootstrap/grid.scss';
import './admin-settings.css';

/** What the inputs hold: numbers as typed, until the contract's schema reads them. */
interface FormValues {
  upiId: string;
  payeeName: string;
  academyDetails: string;
  receiptPrefix: string;
  feeDueDay: string;
  holdMinutes: string;
  statement: StatementMapping;
}

// The schema reads exactly these inputs; its input type is wider (unknown numbers) than the form's.
const resolver = zodResolver(paymentSettingsSchema) as unknown as Resolver<FormValues, unknown, PaymentSettings>;

function formValues({ settings }: PaymentSettingsReply): FormValues {
  return {
    upiId: settings.upiId,
    payeeName: settings.payeeName,
    academyDetails: settings.academyDetails ?? '',
    receiptPrefix: settings.receiptPrefix,
    feeDueDay: String(settings.feeDueDay),
    holdMinutes: String(settings.holdMinutes),
    statement: settings.statement,
  };
}

function PaymentSettingsForm({ reply }: { reply: PaymentSettingsReply }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const save = useSavePaymentSettings();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, formState } = useForm<FormValues, unknown, PaymentSettings>({
    resolver,
    mode: 'onTouched',
    defaultValues: formValues(reply),
  });
  const errors = formState.errors;
  const prefix = useWatch({ control, name: 'receiptPrefix' }).trim().toUpperCase() || PAYMENT_DEFAULTS.receiptPrefix;
  const id = (name: string) => `${uid}-${name}`;

  const submit = handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        setSavedAt(new Date().toISOString());
        toast.show(saved.message, 'success');
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="settings-form">
      {!reply.configured && (
        <div className="alert alert-info" role="status">
          {t('admin.settings.notConfigured')}
        </div>
      )}
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('admin.settings.upi')}</legend>
        <div className="row g-3">
          <TextField
            id={id('upi')}
            label={t('admin.settings.upiId')}
            hint={t('admin.settings.upiIdHint')}
            placeholder="academy@okhdfcbank"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="col-12 col-md-6"
            error={errors.upiId?.message}
            {...register('upiId')}
          />
          <TextField
            id={id('payee')}
            label={t('admin.settings.payeeName')}
            hint={t('admin.settings.payeeNameHint')}
            autoComplete="organization"
            className="col-12 col-md-6"
            error={errors.payeeName?.message}
            {...register('payeeName')}
          />
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('admin.settings.receipts')}</legend>
        <div className="row g-3">
          <TextareaField
            id={id('details')}
            label={t('admin.settings.academyDetails')}
            hint={t('admin.settings.academyDetailsHint')}
            rows={3}
            className="col-12 col-md-8"
            error={errors.academyDetails?.message}
            {...register('academyDetails')}
          />
          <TextField
            id={id('prefix')}
            label={t('admin.settings.receiptPrefix')}
            hint={t('admin.settings.receiptPrefixHint', {
              example: receiptNumber(prefix, financialYear(academyToday()), 42),
            })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            className="col-12 col-md-4"
            error={errors.receiptPrefix?.message}
            {...register('receiptPrefix')}
          />
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('admin.settings.feesAndHolds')}</legend>
        <div className="row g-3">
          <TextField
            id={id('due-day')}
            label={t('admin.settings.feeDueDay')}
            hint={t('admin.settings.feeDueDayHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={28}
            step={1}
            className="col-12 col-sm-6"
            error={errors.feeDueDay?.message}
            {...register('feeDueDay')}
          />
          <TextField
            id={id('hold')}
            label={t('admin.settings.holdMinutes')}
            hint={t('admin.settings.holdMinutesHint')}
            type="number"
            inputMode="numeric"
            min={15}
            max={10080}
            step={1}
            className="col-12 col-sm-6"
            error={errors.holdMinutes?.message}
            {...register('holdMinutes')}
          />
        </div>
      </fieldset>

      <div className="settings-group">
        <Controller
          control={control}
          name="statement"
          render={({ field }) => (
            <StatementMappingFields
              value={field.value}
              onChange={field.onChange}
              errors={{
                preset: errors.statement?.preset?.message,
                columns: errors.statement?.columns,
              }}
            />
          )}
        />
      </div>

      {save.error && (
        <div className="alert alert-danger" role="alert">
          {save.error.message}
        </div>
      )}
      <div className="settings-form__foot">
        <SpinnerButton loading={save.isPending}>{t('admin.settings.save')}</SpinnerButton>
        <p className="settings-form__saved" role="status">
          {savedAt && !formState.isDirty && t('admin.settings.saved', { time: formatIst(savedAt, 'hh:mm a') })}
        </p>
      </div>
    </form>
  );
}

/** /admin/settings: the academy's payment settings (UPI ID, receipts, fee due day, seat holds, bank statement). */
export default function SettingsPage() {
  const t = useT();
  const settings = usePaymentSettings();
  return (
    <section className="admin-settings" aria-labelledby="admin-settings-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-settings-title" className="admin-page__title">
            {t('admin.settings.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.settings.subtitle')}</p>
        </div>
      </div>
      <section className="admin-page__card settings-card" aria-labelledby="settings-payments-title">
        <h2 id="settings-payments-title" className="settings-card__title">
          {t('admin.settings.payments')}
        </h2>
        <p className="settings-card__intro">{t('admin.settings.paymentsIntro')}</p>
        {settings.data ? (
          <PaymentSettingsForm reply={settings.data} />
        ) : settings.isError ? (
          <div role="alert">
            <p className="mb-3">{t('admin.settings.loadError', { reason: settings.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void settings.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <p role="status">{t('admin.common.loading')}</p>
        )}
      </section>
    </section>
  );
}
