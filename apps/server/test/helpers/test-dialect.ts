/**
 * The database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. Its own module, so a test
 * that runs the server as a process names the dialect without importing the whole app (test-app.ts) into its own.
 */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
