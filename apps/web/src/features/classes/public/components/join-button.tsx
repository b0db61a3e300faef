import type { Batch, FamilyEnrolmentsReply } from '@academy/contract';
import { ageFits } from '../../../../lib/batch-format.ts';
import { useT } from '../../../../lib/i18n.ts';

interface Props {
  batch: Batch;
  onJoin: (batch: Batch) => void;
  /** The logged-in family's batches and trainees (GetFamilyEnrolments); undefined for a visitor. */
  family?: FamilyEnrolmentsReply | undefined;
}

/**
 * Join this batch, or its waiting list when full. For a logged-in family, who of it is already in or waiting comes
 * first, and the button stays only while someone else of the family, of the batch's ages, could still join. The
 * button's name starts with the words shown, then the batch's.
 */
export function JoinButton({ batch, onJoin, family }: Props) {
  const t = useT();
  const members = family?.enrolments.filter((enrolment) => enrolment.batchId === batch.id) ?? [];
  const anotherMayJoin =
    members.length === 0 ||
    family!.trainees.some(
      (trainee) => ageFits(batch, trainee.age) && !members.some((member) => member.fighterId === trainee.id),
    );
  const label = t(
    members.length > 0
      ? 'classes.card.joinAnother'
      : batch.seatsLeft === 0
        ? 'classes.joinWaitingList'
        : 'classes.join',
  );
  return (
    <>
      {members.length > 0 && (
        <ul className="batch-family" aria-label={t('classes.card.familyIn')}>
          {members.map((member) => (
            <li key={member.fighterId} className={`batch-family__member is-${member.state}`}>
              {t(member.state === 'active' ? 'classes.card.enrolled' : 'classes.card.requested', {
                name: member.fighterName,
              })}
            </li>
          ))}
        </ul>
      )}
      {anotherMayJoin && (
        <button
          type="button"
          className={`btn ${members.length > 0 ? 'btn-outline-danger' : 'btn-danger'}`}
          onClick={() => onJoin(batch)}
          aria-label={`${label}: ${batch.name}`}
        >
          {label}
        </button>
      )}
    </>
  );
}
