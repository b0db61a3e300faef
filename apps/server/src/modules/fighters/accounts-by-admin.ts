import type { Gender, Language } from '@academy/contract';
import { personalFields, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { findChildByNameAndBirth, findFighterByEmail, insertFighter } from './queries.ts';
import { welcomeEmail } from './welcome-email.ts';

/** The account an email signs in to, if any. */
export async function accountForEmail(db: DbOrTx, email: string): Promise<{ id: string } | undefined> {
  const row = await findFighterByEmail(db, email.toLowerCase());
  return row ? { id: row.id } : undefined;
}

/** A child's profile already held by the account under this name and date of birth. */
export async function childOfAccount(
  db: DbOrTx,
  accountId: string,
  fullName: string,
  dateOfBirth: string,
): Promise<string | undefined> {
  return (await findChildByNameAndBirth(db, accountId, fullName, dateOfBirth))?.id;
}

/**
 * An account the admin makes for a family that enquired by phone (a converted trial lead). It has no password:
 * the welcome email sends its holder to "Forgot password" to choose one, so nobody else ever knows it. A parent
 * who enquired for a child does not train (`trains: false`) until they say otherwise on their profile.
 */
export async function inviteAccount(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>,
  actor: Actor,
  profile: {
    email: string;
    fullName: string;
    mobileNumber: string;
    age: number | null;
    gender: Gender | null;
    language: Language;
    trains: boolean;
  },
): Promise<{ id: string }> {
  const id = newId();
  const now = nowIso();
  const { trains, ...person } = profile;
  const email = person.email.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    if (await findFighterByEmail(trx, email)) throw conflict('api.duplicateEmail');
    const row = { id, passwordHash: null, ...person, email, trains: trains ? 1 : 0, createdAt: now, updatedAt: now };
    await insertFighter(trx, row);
    await recordAudit(trx, actor, {
      action: 'fighter.signUp',
      subject: { kind: 'fighter', id },
      after: { ...personalFields(id, { ...person, email }), trains, invitedByAdmin: true },
    });
    const messages = deps.translator.in(person.language);
    await enqueueEmail(
      deps,
      trx,
      welcomeEmail(
        {
          to: email,
          fullName: person.fullName,
          setPasswordUrl: pageUrl(deps.config, person.language, '/fighter/forgot-password'),
        },
        messages,
      ),
    );
  });
  return { id };
}
