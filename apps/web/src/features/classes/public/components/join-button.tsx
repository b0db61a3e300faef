import type { Batch } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';

/** Join this batch, or the waiting list of a full one; its name starts with the words shown, then the batch's. */
export function JoinButton({ batch, onJoin }: { batch: Batch; onJoin: (batch: Batch) => void }) {
  const t = useT();
  const label = t(batch.seatsLeft === 0 ? 'classes.joinWaitingList' : 'classes.join');
  return (
    <button
      type="button"
      className="btn btn-danger"
      onClick={() => onJoin(batch)}
      aria-label={`${label}: ${batch.name}`}
    >
      {label}
    </button>
  );
}
