import type { AcademyEvent } from '@academy/contract';
import { useProgressiveList } from '../../../../lib/use-progressive-list.ts';
import { EventCard } from './event-card.tsx';
import './event-grid.css';

/** A row of cards on a wide screen at once; the rest follow a few per task (each card is some twenty elements). */
const FIRST_CARDS = 3;
const CARDS_PER_TASK = 6;

interface Props {
  events: AcademyEvent[];
  /** Upcoming cards only; past cards cannot be booked. */
  onBook?: (event: AcademyEvent) => void;
  /** The event whose booking form is loading, if any. */
  openingId?: string | null;
  /** The card that takes the focus when it appears (the first one a Show more revealed, PastEvents). */
  focusIndex?: number | null;
}

export function EventGrid({ events, onBook, openingId, focusIndex = null }: Props) {
  const shown = useProgressiveList(events, FIRST_CARDS, CARDS_PER_TASK);
  return (
    <div className="event-grid">
      {shown.map((event, index) => (
        <EventCard
          key={event._id}
          event={event}
          onBook={onBook}
          opening={openingId === event._id}
          takeFocus={index === focusIndex}
        />
      ))}
    </div>
  );
}
