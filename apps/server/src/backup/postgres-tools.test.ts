import { describe, expect, it } from 'vitest';
import { libpqConnection } from './postgres-tools.ts';

describe('libpqConnection', () => {
  it('moves the password from the URL (visible in ps) to PGPASSWORD', () => {
    const { dbname, env } = libpqConnection('postgres://academy:s%40cret@db.example:5433/academy?sslmode=require');
    expect(dbname).toBe('postgres://academy@db.example:5433/academy?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });

  it('leaves a URL without a password as it is', () => {
    expect(libpqConnection('postgres://postgres@127.0.0.1:5432/academy').dbname).toBe(
      'postgres://postgres@127.0.0.1:5432/academy',
    );
  });
});
