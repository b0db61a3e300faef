import { useCallback, useState } from 'react';
import type { LiveAthlete, LiveAthletesReply, LiveBoard, LiveBout, LiveResult } from '@academy/contract';

export type FollowedAthlete = LiveAthletesReply['athletes'][number];

/** Who this device follows in a tournament: the entry's id and name, kept in localStorage by the event's id. */
export interface Followed {
  entryId: string;
  name: string;
}

const storageKey = (eventId: string) => `live-follow:${eventId}`;

function readFollowed(eventId: string): Followed | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null') as Followed | null;
    return value && typeof value.entryId === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The athlete followed on this device, remembered across visits; null: none. */
export function useFollowed(eventId: string): [Followed | null, (followed: Followed | null) => void] {
  const [followed, setFollowed] = useState(() => readFollowed(eventId));
  const follow = useCallback(
    (next: Followed | null) => {
      try {
        if (next) localStorage.setItem(storageKey(eventId), JSON.stringify(next));
        else localStorage.removeItem(storageKey(eventId));
      } catch {
        // Private browsing without storage: followed for this visit only.
      }
      setFollowed(next);
    },
    [eventId],
  );
  return [followed, follow];
}

/** Names and clubs compared as a reader types them: any case, extra spaces ignored. */
const folded = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The athletes whose name or club holds the words searched for, at most `limit`. */
export function searchAthletes(athletes: readonly FollowedAthlete[], query: string, limit = 8): FollowedAthlete[] {
  const searched = folded(query);
  if (searched === '') return [];
  return athletes
    .filter((athlete) => folded(athlete.name).includes(searched) || folded(athlete.club ?? '').includes(searched))
    .slice(0, limit);
}

const isThem = (athlete: LiveAthlete | null, followed: Followed | null) =>
  followed !== null && athlete?.entryId === followed.entryId;

export const inBout = (bout: LiveBout | null, followed: Followed | null) =>
  bout !== null && (isThem(bout.aka, followed) || isThem(bout.ao, followed));

export const inResult = (result: LiveResult, followed: Followed | null) =>
  isThem(result.winner, followed) || isThem(result.loser, followed);

/** Where each of the athlete's categories stands on the board: its tatami, and whether on now, to come or finished. */
export function followedCategories(athlete: FollowedAthlete, board: LiveBoard) {
  return athlete.categories.map((category) => {
    const tatami = board.tatamis.find((candidate) =>
      candidate.queue.some((queued) => queued.categoryId === category.categoryId),
    );
    const queued = tatami?.queue.find((candidate) => candidate.categoryId === category.categoryId);
    const now = tatami?.now?.categoryId === category.categoryId;
    return {
      categoryId: category.categoryId,
      name: category.name,
      tatami: tatami?.number ?? category.tatami,
      state: !queued
        ? ('unassigned' as const)
        : queued.finished
          ? ('finished' as const)
          : now
            ? ('now' as const)
            : ('coming' as const),
      startsAt: queued?.startsAt ?? null,
    };
  });
}
