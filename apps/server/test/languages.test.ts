import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ENGLISH, endpointUrl } from '@academy/contract';
import { upsertAdmin } from '../src/modules/admins/service.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const MARATHI = { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' };
const login = { email: 'sensei@test.academy', password: 'a-wrong-password' };

describe(`the server answers in the request's language on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertAdmin(t.app, login.email, 'the-right-password');
  });
  afterAll(() => t.close());

  it('refuses a login in Hindi for a Hindi request and in English otherwise, saying which', async () => {
    const hindi = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: login,
      headers: HINDI,
    });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json()).toEqual({ status: 0, message: 'ईमेल या पासवर्ड गलत है।' });
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.headers.vary).toMatch(/accept-language/i);

    const english = await t.app.inject({ method: 'POST', url: ENDPOINTS.AdminLogin.path, payload: login });
    expect(english.json()).toEqual({ status: 0, message: ENGLISH['api.badLogin'] });
    expect(english.headers['content-language']).toBe('en');
  });

  it('fills values and plurals in: a missing event, an unknown route', async () => {
    const url = endpointUrl(ENDPOINTS.getEventById, { id: 'no-such-event' });
    const missing = await t.app.inject({ method: 'GET', url, headers: HINDI });
    expect(missing.json()).toEqual({ status: 0, message: 'इवेंट नहीं मिला।' });
    const route = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: HINDI });
    expect(route.json()).toEqual({ status: 0, message: 'रूट GET /api/nowhere नहीं मिला' });
  });

  it('keeps a cached list per language, each with its own ETag', async () => {
    const url = endpointUrl(ENDPOINTS.GetAllEvents);
    const hindi = await t.app.inject({ method: 'GET', url, headers: HINDI });
    const english = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN' } });
    expect(hindi.json().message).toBe('इवेंट सफलतापूर्वक प्राप्त हुए');
    expect(english.json().message).toBe(ENGLISH['api.eventsFetched']);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...HINDI, 'if-none-match': String(hindi.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a Marathi request in Marathi, its list cached apart from the Hindi and English ones', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: login,
      headers: MARATHI,
    });
    expect(refused.json()).toEqual({ status: 0, message: 'ईमेल किंवा पासवर्ड चुकीचा आहे.' });
    expect(refused.headers['content-language']).toBe('mr');
    const url = endpointUrl(ENDPOINTS.GetAllEvents);
    const marathi = await t.app.inject({ method: 'GET', url, headers: MARATHI });
    const hindi = await t.app.inject({ method: 'GET', url, headers: HINDI });
    expect(marathi.json().message).toBe('कार्यक्रम यशस्वीपणे मिळाले');
    expect(marathi.headers['content-language']).toBe('mr');
    expect(marathi.headers.etag).not.toBe(hindi.headers.etag);
  });

  it('answers a language it does not speak in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.AdminLogin.path,
      payload: login,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.json().message).toBe(ENGLISH['api.badLogin']);
  });
});
