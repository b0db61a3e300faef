import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import { bootstrapAdmin } from '../src/modules/admins/service.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** Three servers starting at the same moment on a new database, none with ADMIN_PASSWORD set. */
describe(`the first admin on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is made once when several servers start together, and the one password printed logs in', async () => {
    const printed: string[] = [];
    const log = {
      info: (...args: unknown[]) => printed.push(String(args.at(-1))),
      warn: (...args: unknown[]) => printed.push(String(args.at(-1))),
    } as unknown as FastifyBaseLogger;
    await Promise.all([1, 2, 3].map(() => bootstrapAdmin({ db: t.app.db, config: t.config, log })));

    const admins = await t.app.db.selectFrom('admins').select('email').execute();
    expect(admins).toEqual([{ email: 'admin@kaizenkarate.in' }]);
    const created = await t.app.db.selectFrom('auditLog').select('action').where('action', 'like', 'admin.%').execute();
    expect(created).toEqual([{ action: 'admin.create' }]);
    expect(printed).toHaveLength(1);
    const password = /password (\S+) \(shown once/.exec(printed[0]!)?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: { email: 'admin@kaizenkarate.in', password },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
