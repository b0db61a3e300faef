import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, pendingMigrations } from '../db/database.ts';
import { checkMoney, MONEY_INVARIANTS } from '../modules/payments/invariants.ts';

/**
 * npm run check-money: reads the database the server uses (DATA_DIR / DATABASE_URL) and reports every broken money
 * invariant. Writes nothing. Exit 0 when all hold, 1 when one is broken, 2 when the database is not at this
 * version's schema yet (start the server once: it migrates).
 */
async function main() {
  const config = loadConfig();
  const file = path.join(config.dataDir, 'academy.db');
  if (!config.databaseUrl && !fs.existsSync(file)) {
    console.error(`No database at ${file}: set DATA_DIR (or DATABASE_URL) as the server has it.`);
    process.exitCode = 2;
    return;
  }
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      console.error(`The database is not at this version's schema (${pending.join(', ')} not applied).`);
      console.error('Start the server once (it applies them), then run npm run check-money again.');
      process.exitCode = 2;
      return;
    }
    const violations = await checkMoney(db);
    for (const [name, invariant] of Object.entries(MONEY_INVARIANTS)) {
      const broken = violations.filter((violation) => violation.invariant === name);
      console.log(`${broken.length === 0 ? 'ok    ' : 'BROKEN'} ${invariant.rule}`);
      for (const violation of broken.slice(0, 20)) console.log(`         ${violation.subject}: ${violation.detail}`);
      if (broken.length > 20) console.log(`         ... and ${broken.length - 20} more`);
    }
    console.log(
      violations.length === 0
        ? 'Every money invariant holds.'
        : `${violations.length} ${violations.length === 1 ? 'violation' : 'violations'} found.`,
    );
    process.exitCode = violations.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
