import { parseArgs } from 'node:util';
import { z } from 'zod';
import { systemActor } from '../audit/audit-log.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { upsertAdmin } from '../modules/admins/service.ts';
import { resetTwoFactorByEmail } from '../modules/two-factor/service.ts';

const USAGE = [
  'usage: npm run admin -- --email admin@example.com --password "a long password"',
  '       npm run admin -- --email admin@example.com --reset-two-factor',
].join('\n');

const argsSchema = z
  .object({
    email: z.email('--email must be a valid email address'),
    password: z.string().min(8, '--password must be at least 8 characters').optional(),
    'reset-two-factor': z.boolean().optional(),
  })
  .refine(
    (args) => (args.password === undefined) === (args['reset-two-factor'] === true),
    'give either --password or --reset-two-factor',
  );

/**
 * npm run admin -- --email E --password P: creates the admin, or resets its password.
 * npm run admin -- --email E --reset-two-factor: switches off E's two-factor sign-in (a lost phone and lost
 * recovery codes, with nobody else to reset it), so E signs in with the password alone and may enrol again.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-two-factor': { type: 'boolean' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const args = parsed.data;
    if (args.password === undefined) {
      await resetTwoFactorByEmail({ db }, systemActor('npm run admin'), args.email);
      console.log(`admin ${args.email}: two-factor sign-in reset; they sign in with their password alone`);
    } else {
      const result = await upsertAdmin({ db }, args.email, args.password);
      console.log(`admin ${args.email} ${result === 'created' ? 'created' : 'password reset'}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof HttpError) {
    // A refusal of the service (no such admin, nothing to reset), in its English words.
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
