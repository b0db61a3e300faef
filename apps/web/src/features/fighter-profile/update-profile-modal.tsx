import { useId, type InputHTMLAttributes } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DISCIPLINES, GENDERS, MESSAGES, updateFighterRequestSchema, type Fighter } from '@academy/contract';
import { FieldError } from '../../components/field-error.tsx';
import { FullScreenLoader } from '../../components/full-screen-loader.tsx';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { useUpdateFighterDetails } from './api/update-fighter-details.ts';

interface Props {
  fighter: Fighter;
  show: boolean;
  onClose: () => void;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

type FieldName = 'fullName' | 'mobileNumber' | 'age' | 'weight' | 'height' | 'beltLevel';

function ProfileForm({ fighter, onClose, titleId }: { fighter: Fighter; onClose: () => void; titleId: string }) {
  const toast = useToast();
  const update = useUpdateFighterDetails(fighter.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateFighterRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: fighter.fullName,
      mobileNumber: fighter.mobileNumber,
      age: text(fighter.age),
      gender: text(fighter.gender),
      weight: text(fighter.weight),
      height: text(fighter.height),
      discipline: text(fighter.discipline),
      beltLevel: text(fighter.beltLevel),
      address: text(fighter.address),
    },
  });

  const onValid = handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      if (reply.status !== 1) {
        toast.show(MESSAGES.profileUpdateFailed, 'danger');
        return;
      }
      toast.show(MESSAGES.profileUpdated, 'success');
      onClose();
    } catch {
      toast.show(MESSAGES.profileUpdateFailed, 'danger');
    }
  });

  const input = (name: FieldName, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `profile-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="col-sm-6">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          type="text"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  const select = (name: 'gender' | 'discipline', label: string, options: readonly string[]) => {
    const id = `profile-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="col-sm-6">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <select
          id={id}
          className={`form-select ${error ? 'is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        >
          <option value="">Select {label}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onValid} aria-labelledby={titleId}>
      {update.isPending && <FullScreenLoader label="Saving your profile…" />}
      <Modal.Body>
        <div className="row g-3">
          <div className="col-sm-6">
            <label htmlFor="profile-email" className="form-label">
              Email
            </label>
            <input
              id="profile-email"
              type="email"
              className="form-control"
              value={fighter.email}
              readOnly
              aria-describedby="profile-email-hint"
            />
            <div id="profile-email-hint" className="form-text">
              Your email is your login and cannot be changed.
            </div>
          </div>
          {input('fullName', 'Name', { autoComplete: 'name' })}
          {input('mobileNumber', 'Mobile Number', { type: 'tel', inputMode: 'numeric', maxLength: 10 })}
          {input('age', 'Age', { type: 'number', inputMode: 'numeric', min: 1, max: 120 })}
          {select('gender', 'Gender', GENDERS)}
          {input('weight', 'Weight (kg)', { type: 'number', inputMode: 'decimal', min: 1, step: 'any' })}
          {input('height', 'Height (cm)', { type: 'number', inputMode: 'decimal', min: 1, step: 'any' })}
          {select('discipline', 'Discipline', DISCIPLINES)}
          {input('beltLevel', 'Belt Level', { placeholder: 'e.g. Brown' })}
          <div className="col-12">
            <label htmlFor="profile-address" className="form-label">
              Address
            </label>
            <textarea
              id="profile-address"
              rows={2}
              className={`form-control ${errors.address ? 'is-invalid' : ''}`}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={errors.address ? 'profile-address-error' : undefined}
              {...register('address')}
            />
            <FieldError id="profile-address-error" message={errors.address?.message} />
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={update.isPending}>
          Close
        </button>
        <SpinnerButton loading={update.isPending}>Update &amp; Save</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

/** The large 'Update Profile' modal: Email read-only; Gender offers Other, so a sign-up choice of Other is kept. */
export function UpdateProfileModal({ fighter, show, onClose }: Props) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby={titleId} className="update-profile-modal">
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Update Profile
        </Modal.Title>
      </Modal.Header>
      {show && <ProfileForm fighter={fighter} onClose={onClose} titleId={titleId} />}
    </Modal>
  );
}
