import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANNELS,
  LANGUAGE_CODES,
  LANGUAGES,
  formatPaise,
  MESSAGE_KINDS,
  messageSettingsSchema,
  type MessageSettings,
  type MessageSettingsReply,
} from '@academy/contract';
import { Badge } from '../../../components/badge.tsx';
import { TextField } from '../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessageSettings, useSaveMessageSettings } from '../api/message-settings.ts';
import { CHANNEL_LABELS, KIND_LABELS, MODE_LABELS } from '../message-words.ts';
import { ChannelOrder } from './components/channel-order.tsx';
import { TemplatePreview } from './components/template-preview.tsx';
import '../../../styles/bootstrap/grid.scss';
import '../../../styles/bootstrap/forms.scss';
import './message-settings.css';

// The form holds the schema's own shape: numbers are read from their inputs as numbers (valueAsNumber).
const resolver = zodResolver(messageSettingsSchema) as unknown as Resolver<MessageSettings, unknown, MessageSettings>;

/** Whether WhatsApp, SMS and email reach their providers or write what they would send to a folder. */
function Modes({ modes }: { modes: MessageSettingsReply['modes'] }) {
  const t = useT();
  const folder = CHANNELS.some((channel) => modes[channel] === 'folder');
  return (
    <div className={`message-modes message-modes--${folder ? 'folder' : 'live'}`} role="status">
      <p className="message-modes__intro">{t('admin.messages.settings.modesIntro')}</p>
      <ul className="message-modes__list">
        {CHANNELS.map((channel) => (
          <li key={channel}>
            <strong>{t(CHANNEL_LABELS[channel])}:</strong> {t(MODE_LABELS[modes[channel]])}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SettingsForm({ reply }: { reply: MessageSettingsReply }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const save = useSaveMessageSettings();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, formState } = useForm<MessageSettings, unknown, MessageSettings>({
    resolver,
    mode: 'onTouched',
    defaultValues: reply.settings,
  });
  const errors = formState.errors;
  const prices = useWatch({ control, name: 'pricePaise' });
  const kinds = useWatch({ control, name: 'kinds' });
  const id = (name: string) => `${uid}-${name}`;
  const number = { valueAsNumber: true } as const;

  const submit = handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (saved) => {
        reset(saved.settings);
        setSavedAt(new Date().toISOString());
        toast.show(saved.message, 'success');
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="message-settings">
      <Modes modes={reply.modes} />

      <fieldset className="message-settings__group">
        <legend className="message-settings__legend">{t('admin.messages.settings.kinds')}</legend>
        <p className="message-settings__intro">{t('admin.messages.settings.kindsIntro')}</p>
        <ul className="message-kinds">
          {MESSAGE_KINDS.map((kind) => {
            const kindName = t(KIND_LABELS[kind]);
            const kindErrors = errors.kinds?.[kind];
            const on = kinds?.[kind]?.on ?? false;
            return (
              <li key={kind} className={`message-kind${on ? '' : ' message-kind--off'}`}>
                <div className="form-check form-switch message-kind__switch">
                  <input
                    id={id(`${kind}-on`)}
                    type="checkbox"
                    role="switch"
                    className="form-check-input"
                    {...register(`kinds.${kind}.on`)}
                  />
                  <label htmlFor={id(`${kind}-on`)} className="form-check-label message-kind__name">
                    {kindName}
                  </label>
                  <Badge tone={on ? 'success' : 'neutral'} aria-hidden="true">
                    {t(on ? 'admin.messages.settings.on' : 'admin.messages.settings.off')}
                  </Badge>
                </div>
                <div className="message-kind__body">
                  <Controller
                    control={control}
                    name={`kinds.${kind}.channels`}
                    render={({ field }) => (
                      <ChannelOrder
                        id={id(`${kind}-channels`)}
                        kindName={kindName}
                        value={field.value}
                        onChange={field.onChange}
                        error={kindErrors?.channels?.message ?? kindErrors?.channels?.root?.message}
                      />
                    )}
                  />
                  {LANGUAGE_CODES.map((language) => (
                    <TextField
                      key={language}
                      id={id(`${kind}-dlt-${language}`)}
                      label={t('admin.messages.settings.dltTemplateId', {
                        kind: kindName,
                        language: LANGUAGES[language].name,
                      })}
                      hint={language === 'en' ? t('admin.messages.settings.dltTemplateIdHint') : undefined}
                      inputMode="numeric"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={40}
                      className="message-kind__dlt"
                      error={kindErrors?.smsTemplateIds?.[language]?.message}
                      {...register(`kinds.${kind}.smsTemplateIds.${language}`)}
                    />
                  ))}
                </div>
                <TemplatePreview kind={kind} />
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="message-settings__group">
        <legend className="message-settings__legend">{t('admin.messages.settings.feeReminders')}</legend>
        <div className="row g-3 align-items-start">
          <TextField
            id={id('days-before')}
            label={t('admin.messages.settings.daysBefore')}
            hint={t('admin.messages.settings.daysBeforeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={15}
            step={1}
            className="col-12 col-md-4"
            error={errors.feeReminders?.daysBefore?.message}
            {...register('feeReminders.daysBefore', number)}
          />
          <div className="col-12 col-md-4 message-settings__check">
            <div className="form-check">
              <input
                id={id('on-due-day')}
                type="checkbox"
                className="form-check-input"
                {...register('feeReminders.onDueDay')}
              />
              <label htmlFor={id('on-due-day')} className="form-check-label">
                {t('admin.messages.settings.onDueDay')}
              </label>
            </div>
          </div>
          <TextField
            id={id('every-after')}
            label={t('admin.messages.settings.everyDaysAfter')}
            hint={t('admin.messages.settings.everyDaysAfterHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            step={1}
            className="col-12 col-md-4"
            error={errors.feeReminders?.everyDaysAfter?.message}
            {...register('feeReminders.everyDaysAfter', number)}
          />
        </div>
      </fieldset>

      <fieldset className="message-settings__group">
        <legend className="message-settings__legend">{t('admin.messages.settings.absence')}</legend>
        <div className="row g-3">
          <TextField
            id={id('absence')}
            label={t('admin.messages.settings.absenceAfter')}
            hint={t('admin.messages.settings.absenceAfterHint')}
            type="number"
            inputMode="numeric"
            min={2}
            max={10}
            step={1}
            className="col-12 col-md-4"
            error={errors.absenceAfter?.message}
            {...register('absenceAfter', number)}
          />
        </div>
      </fieldset>

      <fieldset className="message-settings__group">
        <legend className="message-settings__legend">{t('admin.messages.settings.prices')}</legend>
        <p className="message-settings__intro">{t('admin.messages.settings.pricesIntro')}</p>
        <div className="row g-3">
          {CHANNELS.map((channel) => {
            const paise = prices?.[channel];
            return (
              <TextField
                key={channel}
                id={id(`price-${channel}`)}
                label={t('admin.messages.settings.price', { channel: t(CHANNEL_LABELS[channel]) })}
                hint={
                  typeof paise === 'number' && Number.isInteger(paise) && paise >= 0
                    ? t('admin.messages.settings.priceHint', { amount: formatPaise(paise) })
                    : undefined
                }
                type="number"
                inputMode="numeric"
                min={0}
                max={10000}
                step={1}
                className="col-12 col-sm-4"
                error={errors.pricePaise?.[channel]?.message}
                {...register(`pricePaise.${channel}`, number)}
              />
            );
          })}
        </div>
      </fieldset>

      {save.error && (
        <div className="alert alert-danger" role="alert">
          {save.error.message}
        </div>
      )}
      <div className="message-settings__foot">
        <SpinnerButton loading={save.isPending}>{t('admin.messages.settings.save')}</SpinnerButton>
        <p className="message-settings__saved" role="status">
          {savedAt && !formState.isDirty && t('admin.messages.settings.saved', { time: formatIst(savedAt, 'hh:mm a') })}
        </p>
      </div>
    </form>
  );
}

/** The Messages page's settings view: the form once the settings are in, else their loading or error state. */
export function MessageSettingsSection() {
  const t = useT();
  const settings = useMessageSettings();
  return (
    <section className="admin-page__card message-settings-card" aria-labelledby="message-settings-title">
      <h2 id="message-settings-title" className="message-settings__title">
        {t('admin.messages.settings.title')}
      </h2>
      <p className="message-settings__intro">{t('admin.messages.settings.intro')}</p>
      {settings.data ? (
        <SettingsForm reply={settings.data} />
      ) : settings.isError ? (
        <div role="alert">
          <p className="mb-3">{t('admin.messages.settings.loadError', { reason: settings.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void settings.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status">{t('admin.common.loading')}</p>
      )}
    </section>
  );
}
