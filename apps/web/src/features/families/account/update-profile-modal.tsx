import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  childDateOfBirthField,
  formatMobile,
  updateFighterRequestSchema,
  type Fighter,
  type Rank,
  type UpdateFighterRequest,
  type UpdateFighterValues,
} from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { BeltSelectField } from '../../../components/form/belt-select-field.tsx';
import { CheckField } from '../../../components/form/check-field.tsx';
import { SelectField, TextareaField, TextField } from '../../../components/form/controls.tsx';
import { FieldHint } from '../../../components/form/field.tsx';
import { formattingMobile, usePersonInputs } from '../../../components/form/person-inputs.ts';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { PrivacyNoticeLine } from '../../../components/privacy-notice-line.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isChildProfile } from '../../../lib/family.ts';
import { useT } from '../../../lib/i18n.ts';
import { beltChoice } from '../../../lib/rank-words.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { useUpdateFighterDetails } from '../api/update-fighter-details.ts';
import '../../../styles/bootstrap/grid.scss';
import '../../../styles/bootstrap/modal.scss';
import '../../../components/brand-modal.css';
import './update-profile-modal.css';

interface Props {
  fighter: Fighter;
  show: boolean;
  onClose: () => void;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A child's profile carries the date of birth (under 18 on the academy's today) instead of the age. */
const childProfileSchema = updateFighterRequestSchema.extend({ dateOfBirth: childDateOfBirthField });

/** The rank the academy records, shown instead of the belt select: a fighter never promotes themself. */
function RecordedBelt({ rank }: { rank: Rank }) {
  const t = useT();
  const labelId = useId();
  return (
    <div className="col-sm-6 recorded-belt" role="group" aria-labelledby={labelId} aria-describedby={`${labelId}-hint`}>
      <span id={labelId} className="form-label d-block">
        {t('account.profile.beltLevel')}
      </span>
      <p className="recorded-belt__value">
        <Belt rank={rank} />
      </p>
      <FieldHint id={`${labelId}-hint`}>{t('account.profile.beltRecorded')}</FieldHint>
    </div>
  );
}

interface FormProps {
  fighter: Fighter;
  /** The academy's syllabus, for the belt a fighter says they hold. */
  ranks: readonly Rank[];
  onClose: () => void;
  titleId: string;
}

function ProfileForm({ fighter, ranks, onClose, titleId }: FormProps) {
  const t = useT();
  const personInputs = usePersonInputs();
  const toast = useToast();
  const update = useUpdateFighterDetails(fighter.id);
  const child = isChildProfile(fighter);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateFighterRequest, unknown, UpdateFighterValues>({
    resolver: zodResolver(child ? childProfileSchema : updateFighterRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: fighter.fullName,
      mobileNumber: formatMobile(fighter.mobileNumber),
      // A child's age follows from the date of birth: the server ignores one sent.
      ...(child ? { age: '', dateOfBirth: fighter.dateOfBirth ?? '' } : { age: text(fighter.age) }),
      gender: text(fighter.gender),
      weight: text(fighter.weight),
      height: text(fighter.height),
      discipline: text(fighter.discipline),
      beltLevel: beltChoice(fighter, ranks),
      address: text(fighter.address),
      // Only the account holder says whether they train; a child's profile always does.
      ...(child ? {} : { trains: fighter.trains }),
    },
  });
  // A parent who does not train has no weight, height, discipline or belt to keep: those fields wait, values kept,
  // until the box is ticked.
  const trains = useWatch({ control, name: 'trains' }) !== false;

  const recorded = ranks.find((rank) => rank.id === fighter.rankId);
  // Words typed before the belts were a list that name none of them: said, so the fighter can pick the nearest.
  const typed = fighter.beltLevel && !recorded && beltChoice(fighter, ranks) === '' ? fighter.beltLevel : null;

  const onValid = handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      if (reply.status !== 1) {
        toast.show(t('account.profile.updateFailed'), 'danger');
        return;
      }
      toast.show(t('account.profile.updated'), 'success');
      onClose();
    } catch (error) {
      // A refusal the family can act on (leave the batch before saying you stop training) says why.
      const reason = error instanceof ApiError && error.httpStatus === 409 ? error.message : null;
      toast.show(
        reason ? t('account.profile.updateFailedBecause', { reason }) : t('account.profile.updateFailed'),
        'danger',
      );
    }
  });

  return (
    <form noValidate onSubmit={onValid} aria-labelledby={titleId}>
      {update.isPending && <FullScreenLoader label={t('account.profile.saving')} />}
      <Modal.Body>
        <div className="row g-3">
          {/* A one-line textarea, so a long address wraps instead of being cut off on a phone. */}
          <TextareaField
            id="profile-email"
            label={child ? t('account.family.parentEmail') : t('account.profile.email')}
            value={fighter.email}
            readOnly
            rows={1}
            hint={child ? t('account.family.parentEmailHint') : t('account.profile.emailHint')}
            className="col-sm-6 update-profile-modal__email"
          />
          <TextField
            id="profile-fullName"
            label={t('account.profile.name')}
            autoComplete="name"
            className="col-sm-6"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id="profile-mobileNumber"
            {...personInputs.mobileNumber}
            {...(child ? { label: t('account.family.parentMobile') } : {})}
            className="col-sm-6"
            error={errors.mobileNumber?.message}
            {...formattingMobile(register('mobileNumber'))}
          />
          {child ? (
            <TextField
              id="profile-dateOfBirth"
              label={t('account.family.dateOfBirth')}
              type="date"
              max={academyToday()}
              className="col-sm-6"
              error={errors.dateOfBirth?.message}
              {...register('dateOfBirth')}
            />
          ) : (
            <TextField
              id="profile-age"
              {...personInputs.age}
              className="col-sm-6"
              error={errors.age?.message}
              {...register('age')}
            />
          )}
          <SelectField
            id="profile-gender"
            {...personInputs.gender}
            className="col-sm-6"
            error={errors.gender?.message}
            {...register('gender')}
          />
          {trains && (
            <>
              <TextField
                id="profile-weight"
                {...personInputs.weight}
                className="col-sm-6"
                error={errors.weight?.message}
                {...register('weight')}
              />
              <TextField
                id="profile-height"
                {...personInputs.height}
                className="col-sm-6"
                error={errors.height?.message}
                {...register('height')}
              />
              <SelectField
                id="profile-discipline"
                {...personInputs.discipline}
                className="col-sm-6"
                error={errors.discipline?.message}
                {...register('discipline')}
              />
              {recorded ? (
                <RecordedBelt rank={recorded} />
              ) : (
                <BeltSelectField
                  id="profile-beltLevel"
                  label={t('account.profile.beltLevel')}
                  ranks={ranks}
                  placeholder={t('account.profile.beltNone')}
                  hint={typed ? t('account.profile.beltTyped', { belt: typed }) : undefined}
                  className="col-sm-6"
                  error={errors.beltLevel?.message}
                  {...register('beltLevel')}
                />
              )}
            </>
          )}
          <TextareaField
            id="profile-address"
            label={t('account.profile.address')}
            rows={2}
            className="col-12"
            error={errors.address?.message}
            {...register('address')}
          />
          {!child && (
            <div className="col-12">
              <Controller
                control={control}
                name="trains"
                render={({ field }) => (
                  <CheckField
                    id="profile-trains"
                    label={t('account.profile.trains')}
                    hint={t('account.profile.trainsHint')}
                    checked={field.value !== false}
                    onChange={field.onChange}
                  />
                )}
              />
            </div>
          )}
        </div>
        <PrivacyNoticeLine className="mt-3 mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={update.isPending}>
          {t('form.kit.close')}
        </button>
        <SpinnerButton loading={update.isPending}>{t('account.profile.save')}</SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

/**
 * The large 'Update Profile' modal: Email read-only; Gender offers Other, so a sign-up choice of Other is kept; Belt
 * Level offers the academy's belts, or shows the one it records. The form waits for the belts, so the select starts
 * on the profile's. The account holder's own also says whether they train (a parent who does not has no
 * training fields).
 */
export function UpdateProfileModal({ fighter, show, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const ranks = useRanks(show);
  return (
    <Modal
      show={show}
      onHide={onClose}
      size="lg"
      aria-labelledby={titleId}
      className="brand-modal update-profile-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title id={titleId} as="h2">
          {isChildProfile(fighter)
            ? t('account.family.updateChildTitle', { name: fighter.fullName })
            : t('account.profile.updateTitle')}
        </Modal.Title>
      </Modal.Header>
      {show &&
        (ranks.isPending ? (
          <Modal.Body>
            <p className="update-profile-modal__loading" role="status">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('account.profile.loading')}
            </p>
          </Modal.Body>
        ) : (
          <ProfileForm fighter={fighter} ranks={ranks.data?.ranks ?? []} onClose={onClose} titleId={titleId} />
        ))}
    </Modal>
  );
}
