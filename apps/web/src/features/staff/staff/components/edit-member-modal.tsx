import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateStaffRequestSchema, type StaffMember, type UpdateStaffRequest } from '@academy/contract';
import { FieldHint } from '../../../../components/form/field.tsx';
import { TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useUpdateStaff } from '../../api/update-staff.ts';
import { RoleChoice } from './role-choice.tsx';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

interface Props {
  member: StaffMember | null;
  /** The owner's own row: their role is not theirs to change. */
  isSelf: boolean;
  onHide: () => void;
}

/** A member's name (shown on the class pages of the batches they teach) and role. */
export function EditMemberModal({ member, isSelf, onHide }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const update = useUpdateStaff();
  const { register, handleSubmit, reset, formState } = useForm<UpdateStaffRequest>({
    resolver: zodResolver(updateStaffRequestSchema),
    mode: 'onTouched',
  });
  const errors = formState.errors;

  useEffect(() => {
    if (member) reset({ name: member.name, role: member.role });
  }, [member, reset]);

  const submit = handleSubmit((change) => {
    if (!member) return;
    update.mutate(
      { id: member.id, change },
      {
        onSuccess: (reply) => {
          toast.show(reply.message, 'success');
          onHide();
        },
        onError: (error) => toast.show(error.message, 'danger'),
      },
    );
  });

  return (
    <Modal
      show={member !== null}
      onHide={onHide}
      backdrop="static"
      centered
      fullscreen="sm-down"
      aria-labelledby={`${uid}-title`}
      className="brand-modal staff-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={`${uid}-title`} className="mb-0">
          {t('admin.staff.edit.title', { email: member?.email ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
        <Modal.Body>
          <TextField
            id={`${uid}-name`}
            label={t('admin.staff.form.name')}
            hint={t('admin.staff.form.nameHint')}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <RoleChoice id={`${uid}-role`} error={errors.role?.message} disabled={isSelf} field={register('role')} />
          {isSelf && <FieldHint id={`${uid}-self`}>{t('admin.staff.edit.ownRole')}</FieldHint>}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('form.kit.cancel')}
          </button>
          <SpinnerButton loading={update.isPending}>{t('admin.staff.edit.save')}</SpinnerButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
