import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
import { useT } from '../../../../lib/i18n.ts';
import { useUpdateLead } from '../../api/update-lead.ts';

/** A lead joins only by being converted, which makes the family's account: the state list leaves Joined out. */
const CHOICES = LEAD_STATES.filter((state) => state !== 'joined');

interface Props {
  lead: Lead;
  onDone: () => void;
}

/** Moves a lead along the funnel with a note of the call ("Called, coming Saturday"). */
export function LeadUpdateForm({ lead, onDone }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const update = useUpdateLead();
  const { register, handleSubmit, formState } = useForm<UpdateLeadRequest>({
    resolver: zodResolver(updateLeadRequestSchema),
    defaultValues: { state: lead.state, note: lead.note ?? '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit((change) => {
    update.mutate(
      { id: lead.id, change },
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
        optionLabel={(state) => t(LEAD_STATE_LABELS[state as Lead['state']])}
        placeholder={t('admin.leads.chooseState')}
        className="lead-update__state"
        error={errors.state?.message}
        {...register('state')}
      />
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
