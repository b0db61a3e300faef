// npx tsx bench/public-pages.ts (after npm run build): the public pages in every language, the part of npm run bench
// that starts the production server with the demo content, runs Lighthouse 3 times on each of the 30 pages (10 routes
// in English, Hindi and Marathi) and measures the JavaScript and CSS each loads against its budget. Prints the figures
// and replaces their section of BENCHMARKS.md (about 30 minutes). --quick: one run of 3 pages, printed only.
import { PUBLIC_PAGES_HEADING, publicPages, renderPublicPages } from './lib/public-pages.ts';
import { runSection } from './lib/section-run.ts';

runSection({
  script: 'bench/public-pages.ts',
  workFolder: 'bench-public-pages',
  heading: PUBLIC_PAGES_HEADING,
  runs: 3,
  hasQuick: true,
  measure: async ({ quick, rounds, workDir, log, measuredBy, loadAverage, busy }) => {
    const results = await publicPages({ workDir, port: 3451, runs: rounds, quick, log });
    return renderPublicPages(
      results,
      [
        measuredBy(),
        loadAverage,
        ...(busy
          ? ['The machine was busy: Lighthouse simulates a slow phone, yet its scores fall with the load.']
          : []),
      ].join(' '),
    );
  },
});
