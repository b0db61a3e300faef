import { useId, useState, type FormEvent } from 'react';
import type { AthleteEntriesReply, EntryState } from '@academy/contract';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAthleteEntries, useWeighIn } from '../api/weigh-in.ts';
import '../../../styles/bootstrap/forms.scss';
import './weigh-in-panel.css';

type Entry = AthleteEntriesReply['entries'][number];

const STATE_WORDS = {
  entered: 'admin.weighIn.state.entered',
  checkedIn: 'admin.weighIn.state.checkedIn',
  withdrawn: 'admin.weighIn.state.withdrawn',
} as const;
const STATE_TONES: Record<EntryState, BadgeTone> = { entered: 'info', checkedIn: 'success', withdrawn: 'neutral' };

function EntryLine({ entry }: { entry: Entry }) {
  const t = useT();
  return (
    <li className="weigh-in__entry">
      <span className="weigh-in__category">{entry.categoryName}</span>
      {entry.offWeight ? (
        <Badge tone="danger">{t('admin.weighIn.offWeight')}</Badge>
      ) : (
        <Badge tone={STATE_TONES[entry.state]}>{t(STATE_WORDS[entry.state])}</Badge>
      )}
    </li>
  );
}

/**
 * The weigh-in of a tournament's athlete at the door, under the answer to their ticket: their categories, the
 * weight taken, and for a weight that misses a category, moving the entry to the one it fits or withdrawing it.
 * Nothing shows for a ticket of an event that is no tournament.
 */
export default function WeighInPanel({ bookingId }: { bookingId: string }) {
  const t = useT();
  const uid = useId();
  const athlete = useAthleteEntries(bookingId);
  const weighIn = useWeighIn(bookingId);
  const [weight, setWeight] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  if (athlete.error instanceof ApiError && athlete.error.httpStatus === 404) return null;
  if (!athlete.data) return null;
  const { entries, athleteName } = athlete.data;
  const off = entries.filter((entry) => entry.offWeight);
  const kg = Number(weight);

  const send = (offWeight: 'move' | 'withdraw' | null) =>
    weighIn.mutate({ weighedKg: kg, offWeight }, { onSuccess: (reply) => setSaid(reply.message) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(null);
  };

  return (
    <section className="weigh-in" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="weigh-in__title">
        {t('admin.weighIn.title', { name: athleteName })}
      </h2>
      <ul className="weigh-in__entries">
        {entries.map((entry) => (
          <EntryLine key={entry.id} entry={entry} />
        ))}
      </ul>
      <form className="weigh-in__form" onSubmit={submit} noValidate>
        <label className="form-label" htmlFor={`${uid}-weight`}>
          {t('admin.weighIn.weight')}
        </label>
        <div className="weigh-in__row">
          <input
            id={`${uid}-weight`}
            className="form-control form-control-lg"
            type="number"
            inputMode="decimal"
            step="0.1"
            min={10}
            max={250}
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
          />
          <SpinnerButton loading={weighIn.isPending && weighIn.variables?.offWeight === null} disabled={!(kg >= 10)}>
            {t('admin.weighIn.record')}
          </SpinnerButton>
        </div>
      </form>
      {said && (
        <p className={`weigh-in__said${off.length > 0 ? ' weigh-in__said--off' : ''}`} role="status">
          {said}
        </p>
      )}
      {weighIn.error && (
        <p className="alert alert-danger mt-2 mb-0" role="alert">
          {weighIn.error.message}
        </p>
      )}
      {off.length > 0 && (
        <div className="weigh-in__choices">
          {off.some((entry) => entry.moveTo) && (
            <SpinnerButton
              type="button"
              variant="dark"
              loading={weighIn.isPending && weighIn.variables?.offWeight === 'move'}
              onClick={() => send('move')}
            >
              {t('admin.weighIn.move', { category: off.find((entry) => entry.moveTo)!.moveTo!.name })}
            </SpinnerButton>
          )}
          <SpinnerButton
            type="button"
            variant="outline-danger"
            loading={weighIn.isPending && weighIn.variables?.offWeight === 'withdraw'}
            onClick={() => send('withdraw')}
          >
            {t('admin.weighIn.withdraw')}
          </SpinnerButton>
        </div>
      )}
    </section>
  );
}
