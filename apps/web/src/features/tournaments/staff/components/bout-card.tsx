import type { CategoryBoutView, TournamentEntry } from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { METHOD_WORDS } from '../bout-words.ts';
import './bouts.css';

type Side = 'aka' | 'ao';

interface SideProps {
  bout: CategoryBoutView;
  side: Side;
  athlete: TournamentEntry | undefined;
}

function BoutSide({ bout, side, athlete }: SideProps) {
  const t = useT();
  const id = bout[side];
  const won = bout.state === 'done' && bout.decision === side;
  const score = bout[side === 'aka' ? 'akaScore' : 'aoScore'];
  let who;
  if (athlete) {
    who = (
      <>
        <span className="bout-card__name">{athlete.athleteName}</span>
        <span className="bout-card__club">{athlete.club}</span>
      </>
    );
  } else {
    // Nobody: a bye in a bout that has one; otherwise whoever wins a bout still to come.
    who = (
      <span className="bout-card__nobody">
        {t(id === null && bout.state === 'bye' ? 'admin.tournaments.bout.bye' : 'admin.tournaments.bout.waiting')}
      </span>
    );
  }
  return (
    <div className={`bout-card__side bout-card__side--${side}${won ? ' is-winner' : ''}`}>
      <span className="bout-card__tag">{t(`admin.tournaments.side.${side}`)}</span>
      <span className="bout-card__who">{who}</span>
      {won && <span className="bout-card__won">{t('admin.tournaments.bout.won')}</span>}
      {score !== null && <span className="bout-card__score">{score}</span>}
    </div>
  );
}

interface Props {
  bout: CategoryBoutView;
  /** What the bout is: its round, ladder or pool round. */
  name: string;
  athletes: ReadonlyMap<string, TournamentEntry>;
  /** Offered on a decided bout to whoever may enter results, while the draw is published. */
  onCorrect: (() => void) | null;
}

/** A bout: AKA (red) above AO (blue), each athlete with their club, the winner marked, and how it was decided. */
export function BoutCard({ bout, name, athletes, onCorrect }: Props) {
  const t = useT();
  const of = (side: Side) => {
    const id = bout[side];
    return id === null ? undefined : athletes.get(id);
  };
  return (
    <article
      className={`bout-card bout-card--${bout.state}`}
      aria-label={t('admin.tournaments.bout.label', { id: bout.id, name })}
    >
      <header className="bout-card__head">
        <span className="bout-card__id">{bout.id}</span>
        <span className="bout-card__name-of-bout">{name}</span>
        {bout.state === 'done' && bout.decision === 'draw' && (
          <Badge tone="neutral">{t('admin.tournaments.bout.drawn')}</Badge>
        )}
        {bout.method !== null && <Badge tone="info">{t(METHOD_WORDS[bout.method])}</Badge>}
      </header>
      <BoutSide bout={bout} side="aka" athlete={of('aka')} />
      <BoutSide bout={bout} side="ao" athlete={of('ao')} />
      {onCorrect && bout.state === 'done' && (
        <button
          type="button"
          className="btn btn-link btn-sm bout-card__correct"
          aria-label={t('admin.tournaments.bout.correctFor', { id: bout.id })}
          onClick={onCorrect}
        >
          {t('admin.tournaments.bout.correct')}
        </button>
      )}
    </article>
  );
}
