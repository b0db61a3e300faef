// npx tsx bench/upload-pressure.ts (after npm run build): the upload-pressure part of npm run bench on its own.
// Prints the figures and replaces their section of BENCHMARKS.md, leaving the rest of the report as it was.
import path from 'node:path';
import { renderUploadPressure, UPLOAD_PRESSURE_HEADING } from './lib/report.ts';
import { runSection } from './lib/section-run.ts';
import { ROOT } from './lib/server.ts';
import { maximumSizeImages } from './lib/upload-images.ts';
import { uploadPressure } from './lib/upload-pressure.ts';

runSection({
  script: 'bench/upload-pressure.ts',
  workFolder: 'bench-uploads',
  heading: UPLOAD_PRESSURE_HEADING,
  runs: 3,
  hasQuick: false,
  measure: async ({ rounds, workDir, log, measuredBy }) => {
    log('generating the maximum-size images (cached in .tmp/bench-images)');
    const images = await maximumSizeImages(path.join(ROOT, '.tmp', 'bench-images'));
    log('uploads under pressure');
    const results = await uploadPressure(images, { workDir, port: 3403, runs: rounds, log });
    return renderUploadPressure(results, measuredBy());
  },
});
