import { useState, type CSSProperties } from 'react';
import type { CategoryBoutView, TournamentEntry } from '@academy/contract';
import { Pill } from '../../../../components/pill.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { boutName, roundName } from '../bout-words.ts';
import { BoutCard } from './bout-card.tsx';
import './bracket-view.css';

interface Props {
  bouts: CategoryBoutView[];
  next: string[];
  athletes: ReadonlyMap<string, TournamentEntry>;
  last: number;
  /** Opens a decided bout's correction; null for whoever may not enter results, or before the draw is published. */
  onCorrect: ((boutId: string) => void) | null;
}

/** On a phone the bracket opens on the round being fought (the final once all is fought). */
function openingRound(bouts: readonly CategoryBoutView[], next: readonly string[], last: number): number {
  const ready = bouts.find((bout) => bout.kind === 'main' && next.includes(bout.id));
  return ready?.round ?? last;
}

/**
 * A knockout bracket: its rounds side by side on a wide screen, one round at a time on a phone (the pills choose
 * which), then the repechage and bronze bouts.
 */
export function BracketView({ bouts, next, athletes, last, onCorrect }: Props) {
  const t = useT();
  const [shown, setShown] = useState(() => openingRound(bouts, next, last));
  const rounds = Array.from({ length: last }, (_, i) => i + 1);
  const forBronze = bouts.filter((bout) => bout.kind !== 'main');
  const card = (bout: CategoryBoutView) => (
    <BoutCard
      key={bout.id}
      bout={bout}
      name={boutName(t, bout, last)}
      athletes={athletes}
      onCorrect={onCorrect && (() => onCorrect(bout.id))}
    />
  );

  return (
    <section className="admin-page__card bracket" aria-labelledby="bracket-title">
      <h2 id="bracket-title" className="bracket__title">
        {t('admin.tournaments.bracket.title')}
      </h2>
      {last > 1 && (
        <div className="bracket__pills" role="group" aria-label={t('admin.tournaments.bracket.rounds')}>
          {rounds.map((round) => (
            <Pill key={round} pressed={round === shown} onClick={() => setShown(round)}>
              {roundName(t, round, last)}
            </Pill>
          ))}
        </div>
      )}
      <div className="bracket__rounds" style={{ '--bracket-rounds': last } as CSSProperties}>
        {rounds.map((round) => (
          <section
            key={round}
            className={`bracket__round${round === shown ? ' is-shown' : ''}`}
            aria-label={roundName(t, round, last)}
          >
            <h3 className="bracket__round-title">{roundName(t, round, last)}</h3>
            <div className="bracket__bouts">
              {bouts.filter((bout) => bout.kind === 'main' && bout.round === round).map(card)}
            </div>
          </section>
        ))}
      </div>
      {forBronze.length > 0 && (
        <section className="bracket__bronze" aria-labelledby="bracket-bronze-title">
          <h3 id="bracket-bronze-title" className="bracket__round-title">
            {t('admin.tournaments.bracket.bronze')}
          </h3>
          <div className="bracket__bronze-bouts">{forBronze.map(card)}</div>
        </section>
      )}
    </section>
  );
}
