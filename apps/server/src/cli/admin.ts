import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { upsertAdmin } from '../modules/admins/service.ts';

const argsSchema = z.object({
  email: z.email('--email must be a valid email address'),
  password: z.string().min(8, '--password must be at least 8 characters'),
});

/** npm run admin -- --email E --password P: creates the admin, or resets its password. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error('usage: npm run admin -- --email admin@example.com --password "a long password"');
    process.exit(2);
  }
  const config = loadConfig();
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const result = await upsertAdmin({ db }, parsed.data.email, parsed.data.password);
    console.log(`admin ${parsed.data.email} ${result === 'created' ? 'created' : 'password reset'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
