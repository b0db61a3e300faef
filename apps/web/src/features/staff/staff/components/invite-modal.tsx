import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteStaffRequestSchema, STAFF_INVITATION_DAYS, type InviteStaffRequest } from '@academy/contract';
import { TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useInviteStaff } from '../../api/invite-staff.ts';
import { RoleChoice } from './role-choice.tsx';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

const EMPTY: InviteStaffRequest = { name: '', email: '', role: 'instructor' };

interface Props {
  /** The invitation to send: empty for a new one, filled in to send an open one again. */
  initial: InviteStaffRequest | null;
  onHide: () => void;
}

/** Invite staff: the name and role the owner gives, and the email the one-time link goes to. */
export function InviteModal({ initial, onHide }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const invite = useInviteStaff();
  const { register, handleSubmit, reset, formState } = useForm<InviteStaffRequest>({
    resolver: zodResolver(inviteStaffRequestSchema),
    mode: 'onTouched',
    defaultValues: initial ?? EMPTY,
  });
  const errors = formState.errors;

  useEffect(() => {
    if (initial) reset(initial);
  }, [initial, reset]);

  const submit = handleSubmit((request) =>
    invite.mutate(request, {
      onSuccess: () => {
        toast.show(t('admin.staff.invite.sent', { email: request.email.trim().toLowerCase() }), 'success');
        onHide();
      },
      onError: (error) => toast.show(error.message, 'danger'),
    }),
  );

  return (
    <Modal
      show={initial !== null}
      onHide={onHide}
      backdrop="static"
      centered
      fullscreen="sm-down"
      aria-labelledby={`${uid}-title`}
      className="brand-modal staff-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={`${uid}-title`} className="mb-0">
          {t('admin.staff.invite.title')}
        </Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
        <Modal.Body>
          <p className="staff-modal__lead">{t('admin.staff.invite.lead', { days: STAFF_INVITATION_DAYS })}</p>
          <div className="row g-3">
            <TextField
              id={`${uid}-name`}
              label={t('admin.staff.form.name')}
              placeholder={t('admin.staff.form.namePlaceholder')}
              autoComplete="off"
              className="col-12 col-md-6"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              id={`${uid}-email`}
              label={t('admin.staff.form.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              className="col-12 col-md-6"
              error={errors.email?.message}
              {...register('email')}
            />
            <div className="col-12">
              <RoleChoice id={`${uid}-role`} error={errors.role?.message} field={register('role')} />
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('form.kit.cancel')}
          </button>
          <SpinnerButton loading={invite.isPending}>{t('admin.staff.invite.send')}</SpinnerButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
