import type { AcceptedWhatsAppMessage, SigningMode, WhatsAppFailure, WhatsAppStatus } from './whatsapp-cloud.ts';
import type { AcceptedSms, CallbackStatus, ExotelFailure } from './exotel-sms.ts';
import type { Delivery } from './stand-in-http.ts';

/**
 * A typed client for the stand-ins' /_stand-in/ control routes, for e2e specs and the bench, which run the stand-ins
 * in another process (apps/server/test/stand-ins/run.ts). Uses only fetch.
 */

async function call<T>(baseUrl: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/_stand-in/${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stand-in ${method} ${route}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface WhatsAppControl {
  messages: () => Promise<AcceptedWhatsAppMessage[]>;
  webhooks: () => Promise<Delivery[]>;
  sendStatus: (wamid: string, status: WhatsAppStatus, errorCode?: number) => Promise<number>;
  sendInboundText: (from: string, text: string, name?: string) => Promise<number>;
  failNext: (count: number, kind: WhatsAppFailure) => Promise<void>;
  setRateLimit: (perSecond: number | null) => Promise<void>;
  setNotOnWhatsApp: (numbers: string[]) => Promise<void>;
  setSigning: (mode: SigningMode) => Promise<void>;
  verifyHandshake: (verifyToken: string) => Promise<boolean>;
  reset: () => Promise<void>;
}

export function whatsAppControl(baseUrl: string): WhatsAppControl {
  return {
    messages: async () => (await call<{ messages: AcceptedWhatsAppMessage[] }>(baseUrl, 'GET', 'messages')).messages,
    webhooks: async () => (await call<{ webhooks: Delivery[] }>(baseUrl, 'GET', 'webhooks')).webhooks,
    sendStatus: async (wamid, status, errorCode) =>
      (await call<{ webhookStatus: number }>(baseUrl, 'POST', 'status', { wamid, status, errorCode })).webhookStatus,
    sendInboundText: async (from, text, name) =>
      (await call<{ webhookStatus: number }>(baseUrl, 'POST', 'inbound', { from, text, name })).webhookStatus,
    failNext: async (count, kind) => {
      await call(baseUrl, 'POST', 'failNext', { count, kind });
    },
    setRateLimit: async (perSecond) => {
      await call(baseUrl, 'POST', 'rateLimit', { perSecond });
    },
    setNotOnWhatsApp: async (numbers) => {
      await call(baseUrl, 'POST', 'notOnWhatsApp', { numbers });
    },
    setSigning: async (mode) => {
      await call(baseUrl, 'POST', 'signing', { mode });
    },
    verifyHandshake: async (verifyToken) =>
      (await call<{ ok: boolean }>(baseUrl, 'POST', 'handshake', { verifyToken })).ok,
    reset: async () => {
      await call(baseUrl, 'POST', 'reset', {});
    },
  };
}

export interface ExotelControl {
  messages: () => Promise<AcceptedSms[]>;
  callbacks: () => Promise<Delivery[]>;
  deliver: (sid: string, status: CallbackStatus, detailedStatusCode?: number) => Promise<number>;
  sendInbound: (from: string, body: string, to?: string) => Promise<number>;
  failNext: (count: number, kind: ExotelFailure) => Promise<void>;
  setRateLimit: (perSecond: number | null) => Promise<void>;
  reset: () => Promise<void>;
}

export function exotelControl(baseUrl: string): ExotelControl {
  return {
    messages: async () => (await call<{ messages: AcceptedSms[] }>(baseUrl, 'GET', 'messages')).messages,
    callbacks: async () => (await call<{ callbacks: Delivery[] }>(baseUrl, 'GET', 'callbacks')).callbacks,
    deliver: async (sid, status, detailedStatusCode) =>
      (await call<{ callbackStatus: number }>(baseUrl, 'POST', 'status', { sid, status, detailedStatusCode }))
        .callbackStatus,
    sendInbound: async (from, body, to) =>
      (await call<{ callbackStatus: number }>(baseUrl, 'POST', 'inbound', { from, body, to })).callbackStatus,
    failNext: async (count, kind) => {
      await call(baseUrl, 'POST', 'failNext', { count, kind });
    },
    setRateLimit: async (perSecond) => {
      await call(baseUrl, 'POST', 'rateLimit', { perSecond });
    },
    reset: async () => {
      await call(baseUrl, 'POST', 'reset', {});
    },
  };
}
