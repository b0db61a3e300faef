import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      databaseUrl: undefined,
      logLevel: 'info',
      uploadRateLimit: 30,
      bookingsPerEmailPerEvent: 6,
      bookingsPerClientPerHour: 30,
      sqliteSynchronous: 'FULL',
      shutdownDrainMs: 3000,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
  });
  it('refuses to start in production without PUBLIC_URL, as emailed links would lead to localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://kaizen.example.in/' })).toMatchObject({
      publicUrl: 'https://kaizen.example.in',
      publicOrigin: 'https://kaizen.example.in',
    });
    expect(loadConfig({ PORT: '3100' }).publicOrigin).toBe('http://localhost:3100');
  });
  it("refuses the test suites' password hashing cost in production, and a cost it does not know", () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://kaizen.example.in' };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST: "test" is for/,
    );
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'standard' })).not.toThrow();
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
  it('keeps images on disk and uses no Redis unless told, with a two-minute job lease', () => {
    expect(loadConfig({})).toMatchObject({
      s3: undefined,
      redisUrl: undefined,
      redisPrefix: 'academy:',
      jobLeaseMs: 120_000,
    });
  });
  it('reads a whole S3 configuration, path-style for a non-AWS endpoint', () => {
    const bucket = { S3_BUCKET: 'kaizen-images', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'kaizen-images',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
  });
  it.each([
    [{ S3_BUCKET: 'kaizen-images' }, 'S3_ACCESS_KEY_ID: is required with S3_BUCKET'],
    [{ S3_BUCKET: 'kaizen-images', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: is required with S3_BUCKET'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'Kaizen_Images' }, 'S3_BUCKET: must be a bucket name'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ REDIS_PREFIX: 'has spaces' }, 'REDIS_PREFIX: letters, digits'],
    [{ JOB_LEASE_MS: '10' }, 'JOB_LEASE_MS'],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
  it('reads SEED_DEMO=false and a PostgreSQL URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });
  it('reads PUBLIC_URL as an origin, and names pages by http://localhost:PORT without it', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      publicUrl: undefined,
      publicOrigin: 'http://localhost:4000',
    });
    for (const value of ['https://kaizen.example.in', 'https://kaizen.example.in/']) {
      expect(loadConfig({ PUBLIC_URL: value })).toMatchObject({
        publicUrl: 'https://kaizen.example.in',
        publicOrigin: 'https://kaizen.example.in',
      });
    }
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
  });
  it.each([
    ['not an address', 'must be an http:// or https:// address'],
    ['ftp://kaizen.example.in', 'must be an http:// or https:// address'],
    ['javascript:alert(1)', 'must be an http:// or https:// address'],
    ['https://kaizen.example.in/academy', 'must be the site origin only'],
    ['https://kaizen.example.in/?utm=1', 'must be the site origin only'],
    ['https://kaizen.example.in/#top', 'must be the site origin only'],
    ['https://user:secret@kaizen.example.in', 'must be the site origin only'],
  ])('refuses PUBLIC_URL=%s', (value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(`PUBLIC_URL: ${message}`);
  });
  it('reads the booking limits and refuses one that is not a positive whole number', () => {
    expect(loadConfig({ BOOKINGS_PER_EMAIL_PER_EVENT: '3', BOOKINGS_PER_CLIENT_PER_HOUR: '20' })).toMatchObject({
      bookingsPerEmailPerEvent: 3,
      bookingsPerClientPerHour: 20,
    });
    expect(() => loadConfig({ BOOKINGS_PER_EMAIL_PER_EVENT: '0' })).toThrow('BOOKINGS_PER_EMAIL_PER_EVENT');
    expect(() => loadConfig({ BOOKINGS_PER_CLIENT_PER_HOUR: 'many' })).toThrow('BOOKINGS_PER_CLIENT_PER_HOUR');
  });
  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET');
    }
  });
});
