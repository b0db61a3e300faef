// npx tsx bench/upload-pressure.ts (after npm run build): the upload-pressure part of npm run bench on its own.
// Prints the figures and replaces their section of BENCHMARKS.md, leaving the rest of the report as it was.
import fs from 'node:fs';
import path from 'node:path';
import { renderUploadPressure, spliceSection, UPLOAD_PRESSURE_HEADING } from './lib/report.ts';
import { ROOT } from './lib/server.ts';
import { maximumSizeImages } from './lib/upload-images.ts';
import { uploadPressure } from './lib/upload-pressure.ts';

const RUNS = 3;
const REPORT = path.join(ROOT, 'BENCHMARKS.md');

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) throw new Error('run npm run build first');
  const workDir = path.join(ROOT, '.tmp', 'bench-uploads');
  fs.rmSync(workDir, { recursive: true, force: true });
  log('generating the maximum-size images (cached in .tmp/bench-images)');
  const images = await maximumSizeImages(path.join(ROOT, '.tmp', 'bench-images'));
  log('uploads under pressure');
  const results = await uploadPressure(images, { workDir, port: 3403, runs: RUNS, log });
  const section = renderUploadPressure(
    results,
    `Measured by \`npx tsx bench/upload-pressure.ts\` on ${new Date().toISOString()}; median of ${RUNS} runs.`,
  );
  console.log(`\n${section.join('\n')}`);
  if (fs.existsSync(REPORT)) {
    fs.writeFileSync(REPORT, spliceSection(fs.readFileSync(REPORT, 'utf8'), UPLOAD_PRESSURE_HEADING, section));
    log('BENCHMARKS.md updated');
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
