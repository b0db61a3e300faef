import { type Db, newCheckinCode, newId } from '../../apps/server/test-support/index.ts';
import { benchBatch } from './bench-batch.ts';
import { familyAccount } from './events-seed.ts';
import { insertChunked } from './insert-chunked.ts';
import { FIRST, LAST } from './names.ts';

/** Trainees a bench batch takes, and the monthly fees (₹) its batches charge in turn. */
export const PER_BATCH = 60;
export const FEES = [1000, 1200, 1500, 2000];

export interface FeeFamily {
  index: number;
  accountId: string;
  accountName: string;
  email: string;
  language: string;
  mobile: string;
  /** The profile enrolled and booked: the account's own for an adult, else the child's. */
  fighterId: string;
  fighterName: string;
}

/**
 * Families paying class fees, straight into the tables as the services write them: `count` accounts (a third adults
 * paying their own fee, the others parents of one enrolled child; every fourth reads Hindi), batches of PER_BATCH
 * from `startDate`, and each family's trainee actively enrolled in its batch. The fees are the caller's.
 */
export async function seedFeeFamilies(
  db: Db,
  options: {
    count: number;
    passwordHash: string;
    startDate: string;
    now: string;
    enrolment: { requestedAt: string; decidedAt: string };
  },
) {
  const { count, passwordHash, startDate, now } = options;
  const batches = Array.from({ length: Math.ceil(count / PER_BATCH) }, (_, b) =>
    benchBatch(b, {
      name: `Bench batch ${b}`,
      capacity: PER_BATCH,
      monthlyFee: FEES[b % FEES.length]!,
      instructor: 'Sensei Bench',
      startDate,
      now,
    }),
  );
  await db.insertInto('batches').values(batches).execute();

  const accounts = [];
  const children = [];
  const families: FeeFamily[] = [];
  for (let i = 0; i < count; i += 1) {
    const surname = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const account = familyAccount(i, `${FIRST[i % FIRST.length]} ${surname}`, passwordHash, now);
    accounts.push(account);
    const child =
      i % 3 === 0
        ? null
        : {
            id: newId(),
            email: null,
            passwordHash: null,
            fullName: `${FIRST[(i * 7 + 11) % FIRST.length]} ${surname}`,
            mobileNumber: account.mobileNumber,
            age: 10,
            guardianId: account.id,
            checkinCode: newCheckinCode(),
            createdAt: now,
            updatedAt: now,
          };
    if (child) children.push(child);
    families.push({
      index: i,
      accountId: account.id,
      accountName: account.fullName,
      email: account.email,
      language: account.language,
      mobile: account.mobileNumber,
      fighterId: (child ?? account).id,
      fighterName: (child ?? account).fullName,
    });
  }
  await insertChunked(accounts, 500, (chunk) => db.insertInto('fighters').values(chunk).execute());
  await insertChunked(children, 500, (chunk) => db.insertInto('fighters').values(chunk).execute());
  const enrolments = families.map((family, i) => ({
    id: newId(),
    batchId: batches[Math.floor(i / PER_BATCH)]!.id,
    fighterId: family.fighterId,
    state: 'active',
    ...options.enrolment,
    leftAt: null,
  }));
  await insertChunked(enrolments, 500, (chunk) => db.insertInto('enrolments').values(chunk).execute());
  return { batches, families, enrolments };
}
