import { describe, expect, it } from 'vitest';
import type { AcademyEvent } from '@academy/contract';
import { seatsLeft, soonestUpcoming, splitEvents } from './seats.ts';

const event = (id: string, eventDateTime: string, category: AcademyEvent['category']): AcademyEvent => ({
  _id: id,
  eventName: id,
  eventDescription: '',
  address: '',
  eventDateTime,
  eventImageUrl: null,
  eventThumbnailUrl: null,
  category,
  totalSeats: 10,
  totalBookings: 0,
  entryFee: 0,
  cancelCutoffHours: 24,
  offerHours: 12,
  reminderHours: 24,
  waitingCount: 0,
  isTournament: false,
  createdAt: eventDateTime,
});

describe('soonestUpcoming', () => {
  it('picks the nearest upcoming event from the latest-first list', () => {
    const list = [
      event('far', '2027-03-01T00:00:00.000Z', 'upcoming'),
      event('next', '2026-12-01T00:00:00.000Z', 'upcoming'),
      event('held', '2026-10-01T00:00:00.000Z', 'past'),
    ];
    expect(soonestUpcoming(list)?._id).toBe('next');
    expect(soonestUpcoming([list[2]!])).toBeUndefined();
  });
});

describe('splitEvents', () => {
  it('orders upcoming events soonest first and past events latest first, whatever the reply order', () => {
    const list = [
      event('mid', '2027-01-01T00:00:00.000Z', 'upcoming'),
      event('old', '2026-01-01T00:00:00.000Z', 'past'),
      event('next', '2026-12-01T00:00:00.000Z', 'upcoming'),
      event('recent', '2026-10-01T00:00:00.000Z', 'past'),
      event('far', '2027-03-01T00:00:00.000Z', 'upcoming'),
    ];
    const { upcoming, past } = splitEvents(list);
    expect(upcoming.map((e) => e._id)).toEqual(['next', 'mid', 'far']);
    expect(past.map((e) => e._id)).toEqual(['recent', 'old']);
    expect(soonestUpcoming([...list].reverse())?._id).toBe('next');
  });
});

describe('seatsLeft', () => {
  it('never goes below zero', () => {
    expect(seatsLeft({ totalSeats: 10, totalBookings: 3 })).toBe(7);
    expect(seatsLeft({ totalSeats: 10, totalBookings: 12 })).toBe(0);
  });
});
