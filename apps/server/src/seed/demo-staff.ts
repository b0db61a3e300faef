import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { linkInstructorByName } from '../modules/classes/service.ts';
import { insertStaff } from '../modules/staff/queries.ts';
import { hashSecret } from '../security/passwords.ts';

const DEMO_ACTOR = systemActor('demo content');

/**
 * An instructor who teaches a demo batch (its typed instructor is his name; it meets three days a week), a front
 * desk and a table official (no tatami until the owner gives one), so each role's home can be tried. Seeded with the families: only on an install where nobody has signed up and the owner is
 * the only member of staff.
 */
/** The demo's table official, whom today's cup gives tatami 1 (demo-competition-day.ts). */
export const DEMO_TABLE_OFFICIAL = 'table@example.com';

const STAFF: { name: string; email: string; role: StaffRole }[] = [
  { name: 'Sensei Vikram Singh Rathore', email: 'vikram.rathore@example.com', role: 'instructor' },
  { name: 'Kavita Joshi', email: 'frontdesk@example.com', role: 'frontDesk' },
  { name: 'Ravi Naik', email: DEMO_TABLE_OFFICIAL, role: 'tableOfficial' },
];

export async function seedDemoStaff(deps: Deps): Promise<number> {
  if (await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst()) return 0;
  const others = await deps.db.selectFrom('admins').select('id').where('staffRole', '!=', 'owner').limit(1).execute();
  if (others.length > 0) return 0;
  // One password for them all, printed like the owner's and the demo family's.
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashSecret(password);
  await deps.db.transaction().execute(async (trx) => {
    for (const member of STAFF) {
      const id = newId();
      await insertStaff(trx, {
        id,
        email: member.email,
        passwordHash,
        name: member.name,
        staffRole: member.role,
        createdAt: nowIso(),
      });
      if (member.role === 'instructor') await linkInstructorByName(trx, DEMO_ACTOR, id, member.name);
    }
  });
  deps.log.warn(
    `demo staff accounts: ${STAFF.map((member) => `${member.email} (${member.role})`).join(', ')} password ${password} ` +
      '(log in at /admin/login)',
  );
  return STAFF.length;
}
