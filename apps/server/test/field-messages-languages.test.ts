import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ENGLISH } from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { DEFAULT_EVENT, eventForm } from './helpers/events-fixtures.ts';
import { signUpAndLogin, signUpBody } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const MARATHI = { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' };

describe(`field messages and account refusals in the request's language on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: ENDPOINTS.CreateFighter.path, payload, headers });

  it('words a sign-up refused by the schema in Hindi, values filled in, and the same request in English', async () => {
    const invalid = signUpBody({ fullName: ' ', mobileNumber: '98765', password: 'short', confirmPassword: 'short' });
    const hindi = await signUp(invalid, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.json()).toEqual({
      status: 0,
      message:
        'पूरा नाम आवश्यक है। भारतीय मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, जैसे 98201 23456। पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
    });

    const english = await signUp(invalid);
    expect(english.json()).toEqual({
      status: 0,
      message:
        'Full Name is required. Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456. Password must be at least 8 characters long.',
    });
  });

  it('words the same refused sign-up in Marathi, its limits in digits 0-9', async () => {
    const invalid = signUpBody({ fullName: ' ', mobileNumber: '98765', password: 'short', confirmPassword: 'short' });
    const marathi = await signUp(invalid, MARATHI);
    expect(marathi.statusCode).toBe(400);
    expect(marathi.headers['content-language']).toBe('mr');
    expect(marathi.json()).toEqual({
      status: 0,
      message:
        'पूर्ण नाव आवश्यक आहे. भारतीय मोबाइल नंबर टाका: 6, 7, 8 किंवा 9 ने सुरू होणारे 10 अंक, उदा. 98201 23456. पासवर्ड किमान 8 अक्षरांचा असावा.',
    });
    const many = await signUp({ email: 'not-an-email' }, MARATHI);
    expect(many.json().message).toContain('ईमेलचे स्वरूप चुकीचे आहे.');
    expect(many.json().message).not.toMatch(/[A-Za-z]/);
  });

  it('says a message given by several fields once', async () => {
    const res = await signUp({ email: 'not-an-email' }, HINDI);
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    expect(message.split('पासवर्ड आवश्यक है।')).toHaveLength(2);
    expect(message).toContain('ईमेल सही प्रारूप में नहीं है।');
    expect(message).toContain('लिंग चुनना आवश्यक है।');
    expect(message).not.toMatch(/[A-Za-z]/);
  });

  it('refuses a wrong password at login in Hindi', async () => {
    const fighter = await signUpAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterLogin.path,
      payload: { email: fighter.email, password: 'not-the-password' },
      headers: HINDI,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'ईमेल या पासवर्ड गलत है।' });

    const english = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterLogin.path,
      payload: { email: fighter.email, password: 'not-the-password' },
    });
    expect(english.json()).toEqual({ status: 0, message: ENGLISH['api.badLogin'] });
  });

  it('words a profile update refused by the schema in Hindi', async () => {
    const fighter = await signUpAndLogin(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: ENDPOINTS.UpdateFighterDetails.path.replace(':id', fighter.id),
      headers: { ...HINDI, 'x-auth-token': fighter.token },
      payload: { fullName: 'Asha Patil', mobileNumber: '9876543210', weight: 401, address: 'x'.repeat(301) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('वज़न अधिकतम 400 हो सकता है। पते में अधिकतम 300 अक्षर हो सकते हैं।');
  });

  it('words a multipart form checked in the route (an event without a name or image) in Hindi', async () => {
    const admin = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateEvent.path,
      headers: { ...HINDI, 'x-auth-token': admin },
      payload: eventForm({ ...DEFAULT_EVENT, eventName: ' ', totalSeats: '0' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('इवेंट का नाम आवश्यक है। कुल सीटें कम से कम 1 होनी चाहिए फ़ोटो आवश्यक है।');
  });
});
