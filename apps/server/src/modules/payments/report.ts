import { academyToday, nextMonth, type PaymentReportReply } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { istMonthStart } from './reconcile.ts';
import { batchNames, collectedByMonth, countSubmitted, openDues, sumOpenDues, sumPaidBetween } from './queries.ts';

const MONTHS = 12;

function monthsEndingAt(last: string): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Collections of 12 IST months (by the day each payment was marked paid) split into events and class fees and by
 * batch, and who owes what now, the most owed first.
 */
export async function paymentReport(
  deps: Pick<Deps, 'db'>,
  to: string | undefined,
): Promise<Omit<PaymentReportReply, 'status' | 'message'>> {
  const months = monthsEndingAt(to ?? academyToday().slice(0, 7));
  const rows = await collectedByMonth(deps.db, istMonthStart(months[0]!), istMonthStart(nextMonth(months.at(-1)!)));
  const report = new Map(
    months.map((month) => [
      month,
      { month, collectedPaise: 0, eventsPaise: 0, feesPaise: 0, batches: new Map<string, number>() },
    ]),
  );
  for (const row of rows) {
    const month = report.get(row.month);
    if (!month) continue;
    const paise = Number(row.collectedPaise);
    month.collectedPaise += paise;
    if (row.kind === 'event') month.eventsPaise += paise;
    else month.feesPaise += paise;
    if (row.batchId) month.batches.set(row.batchId, (month.batches.get(row.batchId) ?? 0) + paise);
  }

  const families = new Map<string, PaymentReportReply['outstanding'][number]>();
  for (const due of await openDues(deps.db)) {
    // A booking made without an account is its own "family", known by its email.
    const key = due.accountId ?? `booking:${due.bookingEmail ?? due.fighterName}`;
    const family = families.get(key) ?? {
      accountId: due.accountId,
      name: due.accountName ?? due.fighterName,
      email: due.accountEmail ?? due.bookingEmail,
      mobileNumber: due.accountMobile ?? due.bookingMobile,
      owedPaise: 0,
      dues: 0,
      oldestDueDay: due.dueDay,
    };
    family.owedPaise += due.amountPaise;
    family.dues += 1;
    if (due.dueDay < family.oldestDueDay) family.oldestDueDay = due.dueDay;
    families.set(key, family);
  }
  const outstanding = [...families.values()].sort((a, b) => b.owedPaise - a.owedPaise);
  return {
    months: [...report.values()].map(({ batches, ...month }) => ({
      ...month,
      byBatch: [...batches].map(([batchId, collectedPaise]) => ({ batchId, collectedPaise })),
    })),
    batches: await batchNames(deps.db),
    outstanding,
    outstandingPaise: outstanding.reduce((sum, family) => sum + family.owedPaise, 0),
  };
}

/** The dashboard's money: this IST month's collections, everything owed, and transfers waiting for the admin. */
export async function feesThisMonth(deps: Pick<Deps, 'db'>) {
  const month = academyToday().slice(0, 7);
  const [collectedPaise, outstandingPaise, submitted] = await Promise.all([
    sumPaidBetween(deps.db, istMonthStart(month), istMonthStart(nextMonth(month))),
    sumOpenDues(deps.db),
    countSubmitted(deps.db),
  ]);
  return { month, collectedPaise, outstandingPaise, submitted };
}
