import {
  academyToday,
  ADULT_AGE,
  ageOn,
  DEFAULT_LANGUAGE,
  isLanguage,
  isMinor,
  LEAD_STATES,
  type BookTrialValues,
  type ConvertLeadValues,
  type Language,
  type Lead,
  type LeadInvite,
  type LeadState,
  MESSAGE_NOTICE_VERSION,
  closedDaySet,
  isClassDay,
} from '@academy/contract';
import { randomBytes } from 'node:crypto';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalidInput, notFound } from '../../http/http-error.ts';
import { fieldMessage } from '@academy/contract';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { batchById, publicBatch } from '../classes/service.ts';
import { enrolByAdmin, assertSeatFree } from '../enrolments/service.ts';
import { accountForEmail, childOfAccount, inviteAccount } from '../fighters/accounts-by-admin.ts';
import { addChild } from '../fighters/family.ts';
import {
  accountIdsWithMobile,
  countLeadsByState,
  deleteLeadsUpdatedBefore,
  findLead,
  findLeadByInviteToken,
  findTrialLead,
  insertLead,
  listLeadRows,
  updateLeadRow,
  type LeadRow,
} from './queries.ts';
import { queueTrialMessage } from './trial-messages.ts';

type LeadsDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;
type TrialDeps = Pick<Deps, 'db' | 'jobs' | 'config'>;

/** The admin's change of a lead: UpdateLead's body. */
type LeadChange = { state: LeadState; note: string | null; batchId?: string | null; trialOn?: string | null };

/** The inbox shows the latest enquiries; older ones are found by their state. */
const INBOX_SIZE = 200;

const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  name: row.name,
  mobileNumber: row.mobileNumber,
  studentAge: row.studentAge,
  batchId: row.batchId,
  batchName: row.batchName,
  message: row.message,
  state: row.state as LeadState,
  note: row.note,
  language: row.language,
  contactConsentAt: row.contactConsentAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  fighterId: row.fighterId,
  accountId: row.accountId,
  inviteToken: row.inviteToken,
  trialOn: row.trialOn,
  messagesOptIn: row.messagesOptIn === 1,
  messagesConsentAt: row.messagesConsentAt,
});

/** The secret of a lead's sign-up link: 32 random bytes (LEAD_INVITE_TOKEN_PATTERN), unguessable. */
const newInviteToken = () => randomBytes(32).toString('base64url');

/**
 * A visitor's free trial request: recorded with the moment they agreed to be contacted. A family that already has
 * an account with this mobile (one account, so there is no guessing whose) is met at once: the student's enrolment
 * then makes the lead joined.
 */
export async function bookTrial(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  values: BookTrialValues,
  language: Language,
): Promise<void> {
  if (values.batchId) await publicBatch(deps, values.batchId, DEFAULT_LANGUAGE);
  const id = newId();
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const accounts = await accountIdsWithMobile(trx, values.mobileNumber);
    await insertLead(trx, {
      id,
      name: values.name,
      mobileNumber: values.mobileNumber,
      studentAge: values.studentAge,
      batchId: values.batchId,
      message: values.message,
      state: 'new',
      note: null,
      language,
      contactConsentAt: now,
      fighterId: null,
      accountId: accounts.length === 1 ? accounts[0]! : null,
      inviteToken: newInviteToken(),
      createdAt: now,
      updatedAt: now,
      trialOn: null,
      messagesOptIn: values.messages ? 1 : 0,
      messagesConsentAt: values.messages ? now : null,
      messagesConsentSource: values.messages ? 'form' : null,
      messagesNoticeVersion: values.messages ? MESSAGE_NOTICE_VERSION : null,
    });
    // The log keeps what happened, not the enquirer's number: that stays in the lead, which the admin can erase.
    await recordAudit(
      trx,
      { ...actor, label: null },
      {
        action: 'lead.create',
        subject: { kind: 'lead', id },
        after: {
          batchId: values.batchId,
          studentAge: values.studentAge,
          ...(values.messages ? { messagesOptIn: true, noticeVersion: MESSAGE_NOTICE_VERSION } : {}),
          ...(accounts.length === 1 ? { accountId: accounts[0] } : {}),
        },
      },
    );
  });
}

/**
 * What a lead's sign-up link fills in: the name, the student's age and the batch, never the mobile, the message or
 * the note. A link of a lead that joined (or was deleted) answers 404, like one that never existed.
 */
export async function leadInvite(deps: Pick<Deps, 'db'>, token: string, language: Language): Promise<LeadInvite> {
  const lead = await findLeadByInviteToken(deps.db, token);
  if (!lead || lead.state === 'joined') throw notFound('api.leadInviteNotFound');
  const batchName =
    lead.batchName === null ? null : storedTextIn(lead.batchName, lead.batchTranslations, 'name', language);
  return { name: lead.name, studentAge: lead.studentAge, batchId: lead.batchId, batchName };
}

export async function listLeads(deps: Pick<Deps, 'db'>, state: LeadState | undefined) {
  const [rows, counts] = await Promise.all([listLeadRows(deps.db, state, INBOX_SIZE), countLeadsByState(deps.db)]);
  return {
    leads: rows.map(toLead),
    counts: Object.fromEntries(LEAD_STATES.map((s) => [s, counts.get(s) ?? 0])) as Record<LeadState, number>,
  };
}

/** Leads received since an instant, by the state each is in now. */
export const leadCountsSince = (db: DbOrTx, since: string) => countLeadsByState(db, since);

/**
 * The admin moves a lead along the funnel and keeps a note of the call; booking the trial, they may give its day and
 * batch. A trial booked for a day (new, or moved) is confirmed to an enquirer who opted in to messages, in the same
 * transaction.
 */
export async function updateLead(deps: TrialDeps, actor: Actor, id: string, change: LeadChange): Promise<Lead> {
  const { lead, confirmed } = await deps.db.transaction().execute(async (trx) => {
    const before = await findLead(trx, id);
    if (!before) throw notFound('api.leadNotFound');
    if (before.state === 'joined' && change.state !== 'joined') throw conflict('api.leadJoined');
    const batchId = change.batchId === undefined ? before.batchId : change.batchId;
    const trialOn = change.trialOn === undefined ? before.trialOn : change.trialOn;
    const trialMoved = trialOn !== before.trialOn || batchId !== before.batchId;
    if (trialOn !== null && trialMoved) await assertTrialDay(trx, batchId, trialOn);
    await updateLeadRow(trx, id, { state: change.state, note: change.note, batchId, trialOn, updatedAt: nowIso() });
    await recordAudit(trx, actor, {
      action: 'lead.update',
      subject: { kind: 'lead', id },
      // The trial's batch and day are in the entry when they changed.
      before: {
        state: before.state,
        note: before.note,
        ...(trialMoved ? { batchId: before.batchId, trialOn: before.trialOn } : {}),
      },
      after: { state: change.state, note: change.note, ...(trialMoved ? { batchId, trialOn } : {}) },
    });
    const booked = change.state === 'trialBooked' && trialOn !== null;
    const trialLead = booked && (trialMoved || before.state !== 'trialBooked') ? await findTrialLead(trx, id) : null;
    return {
      lead: toLead((await findLead(trx, id))!),
      confirmed: trialLead ? await queueTrialMessage(deps, trx, 'trialConfirmed', trialLead) : false,
    };
  });
  if (confirmed) deps.jobs.wake();
  return lead;
}

/** A trial is booked in a batch still running, on a class day it holds (not one cancelled), today or later. */
async function assertTrialDay(db: DbOrTx, batchId: string | null, day: string): Promise<void> {
  if (batchId === null) throw invalidInput([fieldMessage('form.trialOn.batch')]);
  const batch = await batchById(db, batchId);
  if (batch.status === 'ended') throw notFound('api.batchNotFound');
  if (day < academyToday()) throw invalidInput([fieldMessage('form.trialOn.past')]);
  if (!isClassDay(batch, day, closedDaySet(batch))) throw invalidInput([fieldMessage('form.trialOn.notClassDay')]);
}

/**
 * A lead becomes a fighter of a batch: the family's account (the existing one for the email, or a new one that is
 * emailed a welcome to set its password), the student's profile (a child's, with the guardian's consent asked by
 * email, when a date of birth under 18 is given; else the account holder's own), and an active enrolment.
 * Each step is its own transaction and finds what an interrupted earlier try made, so converting again finishes.
 */
export async function convertLead(deps: LeadsDeps, actor: Actor, id: string, values: ConvertLeadValues) {
  const lead = await findLead(deps.db, id);
  if (!lead) throw notFound('api.leadNotFound');
  if (lead.state === 'joined') throw conflict('api.leadJoined');
  const child = values.dateOfBirth !== null;
  if (child && !isMinor(ageOn(values.dateOfBirth!, academyToday()))) {
    throw invalidInput([fieldMessage('form.dateOfBirth.adult', { age: ADULT_AGE })]);
  }
  if (child && !values.relation) throw invalidInput([fieldMessage('form.relation.required')]);
  if (!child && isMinor(lead.studentAge)) throw invalidInput([fieldMessage('form.dateOfBirth.required')]);
  await assertSeatFree(deps, values.batchId);
  const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE;

  const existing = await accountForEmail(deps.db, values.email);
  const account =
    existing ??
    (await inviteAccount(deps, actor, {
      email: values.email,
      fullName: child ? lead.name : values.studentName,
      mobileNumber: lead.mobileNumber,
      age: child ? null : lead.studentAge,
      gender: child ? null : values.gender,
      language,
      // The parent who asked for a child's trial does not train: the child does.
      trains: !child,
    }));
  let fighterId = account.id;
  if (child) {
    const known = await childOfAccount(deps.db, account.id, values.studentName, values.dateOfBirth!);
    fighterId =
      known ??
      (
        await addChild(
          deps,
          actor,
          account.id,
          {
            fullName: values.studentName,
            dateOfBirth: values.dateOfBirth!,
            gender: values.gender,
            weight: null,
            height: null,
            discipline: 'Karate',
            beltLevel: null,
            guardian: {
              name: lead.name,
              relation: values.relation!,
              mobileNumber: lead.mobileNumber,
              email: values.email,
              agreed: true,
            },
          },
          language,
        )
      ).id;
  }
  await enrolByAdmin(deps, actor, values.batchId, fighterId);
  const converted = await deps.db.transaction().execute(async (trx) => {
    await updateLeadRow(trx, id, {
      state: 'joined',
      fighterId,
      accountId: account.id,
      batchId: values.batchId,
      updatedAt: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'lead.convert',
      subject: { kind: 'lead', id },
      before: { state: lead.state },
      after: { state: 'joined', fighterId, accountId: account.id, batchId: values.batchId, accountCreated: !existing },
    });
    return toLead((await findLead(trx, id))!);
  });
  return { lead: converted, fighterId, accountId: account.id, accountCreated: !existing };
}

/** The retention job's part: enquiries untouched for RETENTION.trialEnquiryDays go, whatever their state. */
export const deleteLeadsUntouchedSince = (db: DbOrTx, before: string) => deleteLeadsUpdatedBefore(db, before);
