import { useId, useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  ADULT_AGE,
  childDateOfBirthField,
  convertLeadRequestSchema,
  GUARDIAN_RELATIONS,
  guardianRelationSchema,
  RELATION_LABELS,
  type ConvertLeadReply,
  type ConvertLeadRequest,
  type ConvertLeadValues,
  type GuardianRelation,
  type Lead,
} from '@academy/contract';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { usePersonInputs } from '../../../../components/form/person-inputs.ts';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useConvertLead } from '../../api/convert-lead.ts';
import { useOpenClasses } from '../../../../lib/open-classes.ts';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

/**
 * A child's profile needs the date of birth (under 18) and who the enquirer is to the child, as Add a child asks;
 * the server checks the same.
 */
const childSchema = convertLeadRequestSchema.extend({
  dateOfBirth: childDateOfBirthField,
  relation: guardianRelationSchema,
});

function startingValues(lead: Lead, child: boolean): ConvertLeadRequest {
  return {
    email: '',
    // An adult asked for themself: the student is the person who asked.
    studentName: child ? '' : lead.name,
    dateOfBirth: '',
    gender: '' as ConvertLeadRequest['gender'],
    relation: '',
    batchId: lead.batchId ?? '',
  };
}

/** What the conversion made: the server's message, the account's email, and the consent asked for a child. */
function Converted({
  lead,
  email,
  reply,
  child,
}: {
  lead: Lead;
  email: string;
  reply: ConvertLeadReply;
  child: boolean;
}) {
  const t = useT();
  return (
    <div className="convert-done" role="status">
      <p className="convert-done__message">{reply.message}</p>
      <ul className="convert-done__list">
        <li>
          {reply.accountCreated
            ? t('admin.leads.convert.created', { email })
            : t('admin.leads.convert.existing', { email })}
        </li>
        {child && <li>{t('admin.leads.convert.consentAsked', { name: lead.name })}</li>}
      </ul>
    </div>
  );
}

function ConvertForm({ lead, titleId, onClose }: { lead: Lead; titleId: string; onClose: () => void }) {
  const t = useT();
  const uid = useId();
  const personInputs = usePersonInputs();
  const child = lead.studentAge < ADULT_AGE;
  const batches = useOpenClasses();
  const convert = useConvertLead();
  const [done, setDone] = useState<{ reply: ConvertLeadReply; email: string } | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(child ? childSchema : convertLeadRequestSchema) as Resolver<
        ConvertLeadRequest,
        unknown,
        ConvertLeadValues
      >,
    [child],
  );
  const { register, handleSubmit, formState } = useForm<ConvertLeadRequest, unknown, ConvertLeadValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: startingValues(lead, child),
  });
  const errors = formState.errors;
  const id = (name: string) => `${uid}-${name}`;
  const open = batches.data?.batches ?? [];
  // The lead's batch stays a choice even when it is no longer taking students: the server then says why.
  const options =
    lead.batchId && !open.some((batch) => batch.id === lead.batchId) && lead.batchName
      ? [{ id: lead.batchId, label: lead.batchName }]
      : [];
  for (const batch of open) {
    options.push({ id: batch.id, label: `${batch.name} · ${t('classes.card.seatsLeft', { left: batch.seatsLeft })}` });
  }

  const submit = handleSubmit((values) => {
    convert.mutate(
      { id: lead.id, values: child ? values : { ...values, dateOfBirth: null, relation: null } },
      { onSuccess: (reply) => setDone({ reply, email: values.email }) },
    );
  });

  if (done) {
    return (
      <>
        <Modal.Body>
          <Converted lead={lead} email={done.email} reply={done.reply} child={child} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-dark" onClick={onClose}>
            {t('form.kit.close')}
          </button>
        </Modal.Footer>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Modal.Body>
        <p className="convert-intro">
          {child
            ? t('admin.leads.convert.introChild', { name: lead.name, age: lead.studentAge })
            : t('admin.leads.convert.introAdult', { name: lead.name, age: lead.studentAge })}
        </p>
        <div className="row g-3">
          <TextField
            id={id('email')}
            label={t('admin.leads.convert.email')}
            hint={t('admin.leads.convert.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="off"
            className="col-12"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            id={id('studentName')}
            label={t(child ? 'admin.leads.convert.childName' : 'admin.leads.convert.studentName')}
            autoComplete="off"
            className="col-12 col-md-6"
            error={errors.studentName?.message}
            {...register('studentName')}
          />
          <SelectField
            id={id('gender')}
            {...personInputs.gender}
            className="col-12 col-md-6"
            error={errors.gender?.message}
            {...register('gender')}
          />
          {child && (
            <>
              <TextField
                id={id('dateOfBirth')}
                label={t('admin.leads.convert.dateOfBirth')}
                type="date"
                max={academyToday()}
                className="col-12 col-md-6"
                error={errors.dateOfBirth?.message}
                {...register('dateOfBirth')}
              />
              <SelectField
                id={id('relation')}
                label={t('admin.leads.convert.relation', { name: lead.name })}
                options={GUARDIAN_RELATIONS}
                optionLabel={(relation) => t(RELATION_LABELS[relation as GuardianRelation])}
                placeholder={t('form.guardian.selectRelation')}
                className="col-12 col-md-6"
                error={errors.relation?.message}
                {...register('relation')}
              />
            </>
          )}
          {batches.data ? (
            <SelectField
              id={id('batch')}
              label={t('admin.leads.convert.batch')}
              options={options.map((option) => option.id)}
              optionLabel={(batchId) => options.find((option) => option.id === batchId)?.label ?? batchId}
              placeholder={t('admin.leads.convert.selectBatch')}
              className="col-12"
              error={errors.batchId?.message}
              {...register('batchId')}
            />
          ) : (
            // Registered only once its options are there: a select without the lead's batch would lose it.
            <SelectField
              id={id('batch')}
              label={t('admin.leads.convert.batch')}
              options={[]}
              placeholder={batches.isError ? batches.error.message : t('admin.common.loading')}
              className="col-12"
              disabled
            />
          )}
        </div>
        {convert.error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {convert.error.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={convert.isPending}>
          {t('form.kit.cancel')}
        </button>
        <SpinnerButton loading={convert.isPending}>{t('admin.leads.convert.submit')}</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

interface Props {
  show: boolean;
  /** The lead being converted; kept while the modal fades out. */
  lead: Lead | null;
  onClose: () => void;
  onExited: () => void;
}

/**
 * Convert: the family's account for an email (made, with a welcome email to choose a password, or the existing
 * one), the student's profile (a child's, with the parent asked to confirm consent) and a seat in a batch.
 */
export function ConvertLeadModal({ show, lead, onClose, onExited }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      size="lg"
      aria-labelledby={titleId}
      className="brand-modal convert-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title id={titleId} as="h2">
          {t('admin.leads.convert.title', { name: lead?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      {lead && <ConvertForm key={lead.id} lead={lead} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}
