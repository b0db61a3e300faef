import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  addChildRequestSchema,
  formatMobile,
  type AddChildRequest,
  type AddChildValues,
  type Fighter,
} from '@academy/contract';
import { BeltSelectField } from '../../../components/form/belt-select-field.tsx';
import { SelectField, TextField } from '../../../components/form/controls.tsx';
import { GuardianFields } from '../../../components/form/guardian-fields.tsx';
import { usePersonInputs } from '../../../components/form/person-inputs.ts';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { useAddChild } from '../api/add-child.ts';
import '../../../styles/bootstrap/grid.scss';
import '../../../styles/bootstrap/modal.scss';
import '../../../components/brand-modal.css';
import './add-child-modal.css';

type FormValues = AddChildRequest;

/** A blank child, the guardian prefilled from the account: the person adding a child is usually its parent. */
function startingValues(account: Fighter | undefined): FormValues {
  return {
    fullName: '',
    dateOfBirth: '',
    gender: '' as FormValues['gender'],
    weight: '',
    height: '',
    discipline: '',
    beltLevel: '',
    guardian: {
      name: account?.fullName ?? '',
      relation: '' as FormValues['guardian']['relation'],
      mobileNumber: account ? formatMobile(account.mobileNumber) : '',
      email: account?.email ?? '',
      // The box starts unticked: the agreement is the guardian's own act.
      agreed: false as unknown as true,
    },
  };
}

interface Props {
  show: boolean;
  /** The account holder's own profile, for the guardian's details. */
  account: Fighter | undefined;
  onClose: () => void;
  /** The child's profile exists: its id, to switch to it. */
  onAdded: (childId: string) => void;
}

function AddChildForm({ account, onClose, onAdded, titleId }: Omit<Props, 'show'> & { titleId: string }) {
  const t = useT();
  const toast = useToast();
  const personInputs = usePersonInputs();
  const uid = useId();
  const add = useAddChild();
  const ranks = useRanks();
  const { register, handleSubmit, control, formState } = useForm<FormValues, unknown, AddChildValues>({
    resolver: zodResolver(addChildRequestSchema),
    mode: 'onTouched',
    defaultValues: startingValues(account),
  });
  const errors = formState.errors;
  const childName = useWatch({ control, name: 'fullName' }) ?? '';
  const id = (name: string) => `${uid}-${name}`;

  const submit = handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (reply) => {
        toast.show(reply.message, 'success');
        onAdded(reply.profile.id);
        onClose();
      },
      onError: (error) => toast.show(error.message, 'danger'),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Modal.Body>
        <p className="add-child-modal__intro">{t('account.family.addIntro')}</p>
        <div className="row g-3">
          <TextField
            id={id('fullName')}
            label={t('account.family.childName')}
            autoComplete="off"
            className="col-12 col-md-6"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id={id('dateOfBirth')}
            label={t('account.family.dateOfBirth')}
            type="date"
            max={academyToday()}
            className="col-12 col-md-6"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <SelectField
            id={id('gender')}
            {...personInputs.gender}
            className="col-12 col-md-6"
            error={errors.gender?.message}
            {...register('gender')}
          />
          <SelectField
            id={id('discipline')}
            {...personInputs.discipline}
            label={t('account.family.optional', { label: personInputs.discipline.label })}
            className="col-12 col-md-6"
            error={errors.discipline?.message}
            {...register('discipline')}
          />
          <TextField
            id={id('weight')}
            {...personInputs.weight}
            label={t('account.family.optional', { label: personInputs.weight.label })}
            className="col-6 col-md-4"
            error={errors.weight?.message}
            {...register('weight')}
          />
          <TextField
            id={id('height')}
            {...personInputs.height}
            label={t('account.family.optional', { label: personInputs.height.label })}
            className="col-6 col-md-4"
            error={errors.height?.message}
            {...register('height')}
          />
          <BeltSelectField
            id={id('beltLevel')}
            label={t('account.family.optional', { label: t('account.profile.beltLevel') })}
            ranks={ranks.data?.ranks ?? []}
            placeholder={t('account.profile.beltNone')}
            className="col-12 col-md-4"
            error={errors.beltLevel?.message}
            {...register('beltLevel')}
          />
        </div>
        <GuardianFields register={register} errors={errors.guardian} idPrefix={uid} childName={childName} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={add.isPending}>
          {t('form.kit.cancel')}
        </button>
        <SpinnerButton loading={add.isPending}>{t('account.family.addSubmit')}</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

/** "Add a child": the child's details and the parent or guardian who consents for them. */
export function AddChildModal({ show, account, onClose, onAdded }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby={titleId} className="brand-modal add-child-modal">
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title id={titleId} as="h2">
          {t('account.family.addTitle')}
        </Modal.Title>
      </Modal.Header>
      {show && <AddChildForm account={account} onClose={onClose} onAdded={onAdded} titleId={titleId} />}
    </Modal>
  );
}
