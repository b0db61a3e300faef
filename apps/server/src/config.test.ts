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
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
  });
  it('reads SEED_DEMO=false and a PostgreSQL URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
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
