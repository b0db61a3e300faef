import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: nginx in front of two app servers on PostgreSQL, Redis and s3rver. Its own run, not part of
 * `npm test`: it needs those services (and nginx, which it installs with apt-get when missing) and takes minutes.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    // The app servers run this run's bundle of the server (helpers/server-process.ts).
    globalSetup: ['../server-build-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
