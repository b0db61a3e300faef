import type { CSSProperties } from 'react';
import type { LiveBout, LiveTatami } from '@academy/contract';
import { formatIstIn } from '../../../lib/plain-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import type { LiveFeed } from './live-feed.ts';
import { comingUp, pairWords } from './live-words.ts';
import './call-up.css';

/** How many categories to come each tatami lists: the hall screen has room for two or three. */
const COMING = 3;

function Called({ label, bout, deck }: { label: string; bout: LiveBout | null; deck?: boolean }) {
  const t = useT();
  return (
    <div className={`call-up__call${deck ? ' call-up__call--deck' : ''}`}>
      <p className="call-up__label">{label}</p>
      {bout ? (
        <>
          <p className="call-up__pair">{pairWords(t, bout.aka, bout.ao)}</p>
          <p className="call-up__category">{bout.categoryName}</p>
        </>
      ) : (
        <p className="call-up__pair call-up__pair--none">—</p>
      )}
    </div>
  );
}

function TatamiColumn({ tatami }: { tatami: LiveTatami }) {
  const t = useT();
  const language = useLanguage();
  const coming = comingUp(tatami).slice(0, COMING);
  return (
    <section className="call-up__tatami" aria-label={t('tournaments.live.tatami', { number: tatami.number })}>
      <h2 className="call-up__number">{t('tournaments.live.tatami', { number: tatami.number })}</h2>
      <Called label={t('tournaments.live.now')} bout={tatami.now} />
      <Called label={t('tournaments.live.onDeckReport')} bout={tatami.onDeck} deck />
      {coming.length > 0 && (
        <ol className="call-up__coming" aria-label={t('tournaments.live.comingUp')}>
          {coming.map((category) => (
            <li key={category.categoryId}>
              <span className="call-up__coming-name">{category.name}</span>
              {category.startsAt && (
                <span className="call-up__coming-time">{formatIstIn(category.startsAt, 'hh:mm a', language)}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The call-up screen of the hall (decision 062): every tatami side by side, with who fights now, who is on deck and
 * must report to the mat, and the next categories with their estimated start, in type read across the hall.
 */
export function CallUp({ feed }: { feed: LiveFeed }) {
  const t = useT();
  const board = feed.board!;
  return (
    <div className="call-up" style={{ '--call-up-columns': Math.min(board.tatamis.length, 4) } as CSSProperties}>
      <header className="call-up__head">
        <h1 className="call-up__title">{board.name}</h1>
        <p className="call-up__kicker">{t('tournaments.live.callUp')}</p>
      </header>
      <div className="call-up__grid">
        {board.tatamis.map((tatami) => (
          <TatamiColumn key={tatami.number} tatami={tatami} />
        ))}
      </div>
    </div>
  );
}
