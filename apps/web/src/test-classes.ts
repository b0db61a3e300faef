import { academyToday, addDays, type Batch } from '@academy/contract';

/** An open batch as GetClasses answers it: Kids Karate on Mon, Wed and Fri evenings, 8 of 20 seats left. */
export function batchFixture(overrides: Partial<Batch> = {}): Batch {
  return {
    id: 'b1',
    name: 'Evening Kids Karate',
    program: 'Kids Karate',
    level: 'White to Yellow belt',
    minAge: 6,
    maxAge: 12,
    place: 'Main hall, Kothrud, Pune',
    weekdays: ['mon', 'wed', 'fri'],
    startTime: '18:00',
    endTime: '19:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Kavya Reddy',
    startDate: addDays(academyToday(), -60),
    endDate: null,
    status: 'open',
    autoAccept: false,
    enrolled: 12,
    seatsLeft: 8,
    nextClassDay: addDays(academyToday(), 1),
    closedDays: [],
    firstFee: {
      month: addDays(academyToday(), 20).slice(0, 7),
      dueDay: addDays(academyToday(), 20),
      freeUntil: null,
      monthlyDueDay: 10,
    },
    ...overrides,
  };
}
