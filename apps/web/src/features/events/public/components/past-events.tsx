import { useId, useState } from 'react';
import type { AcademyEvent } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { EventGrid } from './event-grid.tsx';
import './past-events.css';

/** Two rows of three 300 px columns at 1280 px; six cards down a phone. */
export const PAST_FIRST = 6;
/** Each Show more adds four such rows. */
export const PAST_STEP = 12;

/**
 * The Past Events list (latest first): the most recent PAST_FIRST at first, then PAST_STEP more per Show more.
 * An academy's history grows every month, and drawing it all made /events slow on a phone (decision 022).
 * The button stays where it is under the list and keeps the focus, a status line tells screen readers how many
 * now show, and when the last batch is revealed (the button goes) the focus moves to its first card.
 */
export function PastEvents({ events }: { events: AcademyEvent[] }) {
  const t = useT();
  const gridId = useId();
  const [shown, setShown] = useState(PAST_FIRST);
  // Set by a click on Show more; the index of the first card that click revealed.
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const visible = events.slice(0, shown);
  const remaining = events.length - visible.length;
  const focusIndex = remaining === 0 && revealedFrom !== null ? revealedFrom : null;

  const showMore = () => {
    setRevealedFrom(visible.length);
    setShown(visible.length + PAST_STEP);
  };

  return (
    <>
      <div id={gridId}>
        <EventGrid events={visible} focusIndex={focusIndex} />
      </div>
      <p className="visually-hidden" role="status">
        {revealedFrom !== null && t('events.pastShown', { shown: visible.length, total: events.length })}
      </p>
      {remaining > 0 && (
        <div className="events-more">
          {/* On a phone the count wraps to a line of its own rather than splitting. */}
          <button type="button" className="btn btn-outline-dark btn-lg" aria-controls={gridId} onClick={showMore}>
            {t('events.showMorePast')} <span className="text-nowrap">{t('events.pastLeft', { count: remaining })}</span>
          </button>
        </div>
      )}
    </>
  );
}
