// npx tsx bench/messages.ts (after npm run build): a fee day by WhatsApp, the messages part of npm run bench on its
// own, on SQLite and PostgreSQL. Prints the figures and replaces their section of BENCHMARKS.md. --quick: one round
// of 300 families, printed only.
import { MESSAGES_HEADING, messagesOnBothDatabases, renderMessages } from './lib/messages.ts';
import { BENCH_ADMIN, runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/messages.ts',
  workFolder: 'bench-messages',
  heading: MESSAGES_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await messagesOnBothDatabases({
      workDir,
      rounds,
      ...(quick && { families: 300 }),
      admin: BENCH_ADMIN,
      log,
    });
    return renderMessages(
      results,
      [
        measuredBy({ unit: 'rounds of each database' }),
        loadAverage,
        ...(busy ? ['The machine was busy: absolute figures are inflated.'] : []),
      ].join(' '),
    );
  },
});
