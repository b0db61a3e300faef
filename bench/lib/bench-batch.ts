import { newId } from '../../apps/server/test-support/index.ts';

/**
 * A batch row as the bench seeds it straight into the table: an open kids' class in the main hall, 17:00 to 18:00,
 * meeting Monday, Wednesday and Friday or, every other batch (`index` odd), Tuesday, Thursday and Saturday, unless
 * `weekdays` says otherwise. The caller names it and gives what its part measures.
 */
export function benchBatch(
  index: number,
  fields: {
    name: string;
    capacity: number;
    monthlyFee: number;
    instructor: string;
    startDate: string;
    now: string;
    weekdays?: string;
  },
) {
  const { now, weekdays, ...named } = fields;
  return {
    id: newId(),
    program: 'Kids Karate',
    level: null,
    minAge: 5,
    maxAge: null,
    place: 'Main hall',
    weekdays: weekdays ?? (index % 2 ? 'tue,thu,sat' : 'mon,wed,fri'),
    startTime: '17:00',
    endTime: '18:00',
    endDate: null,
    status: 'open',
    autoAccept: 0,
    createdAt: now,
    updatedAt: now,
    ...named,
  };
}
