import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEAD_STATE_LABELS,
  LEAD_STATES,
  updateLeadRequestSchema,
  type Lead,
  type UpdateLeadRequest,
} from '@academy/contract';
import { SelectField, TextareaField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useLanguage, useT } from '../../../../lib/i18n.ts';
import { useOpenClasses } from '../../../../lib/open-classes.ts';
import { useUpdateLead } from '../../api/update-lead.ts';
import { nextClassDays, trialDayLabel } from '../trial-days.ts';

/** A lead joins only by being converted, which makes the family's account: the state list leaves Joined out. */
const CHOICES = LEAD_STATES.filter((state) => state !== 'joined');

interface Props {
  lead: Lead;
  onDone: () => void;
}

/**
 * Moves a lead along the funnel with a note of the call ("Called, coming Saturday"). Booking the trial, the admin
 * picks its batch and one of that batch's next class days: the day the enquirer's confirmation and reminder name.
 */
export function LeadUpdateForm({ lead, onDone }: Props) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const toast = useToast();
  const update = useUpdateLead();
  const batches = useOpenClasses();
  const { register, handleSubmit, formState, control } = useForm<UpdateLeadRequest>({
    resolver: zodResolver(updateLeadRequestSchema),
    defaultValues: {
      state: lead.state,
      note: lead.note ?? '',
      batchId: lead.batchId ?? '',
      trialOn: lead.trialOn ?? '',
    },
  });
  const errors = formState.errors;
  const [state, batchId] = useWatch({ control, name: ['state', 'batchId'] });
  const booking = state === 'trialBooked';
  const open = batches.data?.batches ?? [];
  const batch = open.find((candidate) => candidate.id === batchId);
  const batchOptions = open.map((candidate) => candidate.id);
  if (lead.batchId && lead.batchName && !batchOptions.includes(lead.batchId)) batchOptions.unshift(lead.batchId);
  const days = batch ? nextClassDays(batch) : [];
  if (lead.trialOn && lead.batchId === batchId && !days.includes(lead.trialOn)) days.unshift(lead.trialOn);

  const submit = handleSubmit(({ batchId: trialBatch, trialOn, ...change }) => {
    // Only a booking says which batch and day; any other move leaves the trial's as they were.
    const trial = booking ? { batchId: trialBatch, trialOn } : {};
    update.mutate(
      { id: lead.id, change: { ...change, ...trial } },
      {
        onSuccess: (reply) => {
          toast.show(reply.message, 'success');
          onDone();
        },
        onError: (error) => toast.show(error.message, 'danger'),
      },
    );
  });

  return (
    <form
      className="lead-update"
      onSubmit={submit}
      noValidate
      aria-label={t('admin.leads.updateLabel', { name: lead.name })}
    >
      <SelectField
        id={`${uid}-state`}
        label={t('admin.leads.state')}
        options={CHOICES}
        optionLabel={(choice) => t(LEAD_STATE_LABELS[choice as Lead['state']])}
        placeholder={t('admin.leads.chooseState')}
        className="lead-update__state"
        error={errors.state?.message}
        {...register('state')}
      />
      {booking && (
        <div className="lead-update__trial">
          <SelectField
            id={`${uid}-batch`}
            label={t('admin.leads.trialBatch')}
            options={batchOptions}
            optionLabel={(id) => open.find((candidate) => candidate.id === id)?.name ?? lead.batchName ?? id}
            placeholder={batches.isPending ? t('admin.common.loading') : t('admin.leads.suggest')}
            error={errors.batchId?.message}
            {...register('batchId')}
          />
          <SelectField
            id={`${uid}-trial-on`}
            label={t('admin.leads.trialOn')}
            hint={lead.messagesOptIn ? t('admin.leads.trialOnHint') : undefined}
            options={days}
            optionLabel={(day) => trialDayLabel(day, t, language)}
            placeholder={t('admin.leads.trialOnPick')}
            error={errors.trialOn?.message}
            {...register('trialOn')}
          />
        </div>
      )}
      <TextareaField
        id={`${uid}-note`}
        label={t('admin.leads.note')}
        placeholder={t('admin.leads.notePlaceholder')}
        rows={2}
        maxLength={500}
        className="lead-update__note"
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="lead-update__actions">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone} disabled={update.isPending}>
          {t('form.kit.cancel')}
        </button>
        <SpinnerButton loading={update.isPending} className="btn-sm">
          {t('admin.leads.save')}
        </SpinnerButton>
      </div>
    </form>
  );
}
