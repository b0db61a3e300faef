import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-store.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveIntText = z.coerce.number().int().positive();

/**
 * The site's own address: http(s), a host, no path, query or fragment (the web app lives at the root), read as its
 * origin, so `https://kaizen.example.in/` and `https://kaizen.example.in` are the same setting.
 */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    // An address that is not http(s) at all has already been refused, with its own message.
    if (!url || !/^https?:$/.test(url.protocol)) return true;
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'must be the site origin only, like https://kaizen.example.in (no path, query or user)')
  .transform((value) => new URL(value).origin);

/** Every environment variable the server reads, checked once at start: a bad setting stops it with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kaizen Karate Academy <no-reply@kaizenkarate.in>'),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SSR_DIST: z.string().min(1).optional(),
  PUBLIC_URL: publicUrl.optional(),
  AUTH_RATE_LIMIT: positiveIntText.default(10),
  TWO_FACTOR_RATE_LIMIT: positiveIntText.default(5),
  TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  BOOKING_RATE_LIMIT: positiveIntText.default(60),
  UPLOAD_RATE_LIMIT: positiveIntText.default(30),
  BOOKINGS_PER_EMAIL_PER_EVENT: positiveIntText.default(6),
  BOOKINGS_PER_CLIENT_PER_HOUR: positiveIntText.default(30),
  TRIALS_PER_CLIENT_PER_HOUR: positiveIntText.default(5),
  TRUST_PROXY: booleanFlag.default(false),
  BENCH_BASELINE: booleanFlag.default(false),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  IMAGE_DELETE_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(64),
  // FULL: an acknowledged write survives a power cut, whatever FULL costs in throughput (decisions 009 and 083).
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  // Read by security/passwords.ts itself; checked here so a wrong value, or the test cost in production, stops the server.
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only, at most 64')
    .default('academy:'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, . and -')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id: digits')
    .optional(),
  WHATSAPP_TOKEN: z.string().min(20, 'must be at least 20 characters').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_PER_SECOND: positiveIntText.default(20),
  EXOTEL_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  EXOTEL_SID: z
    .string()
    .regex(/^[\w-]{2,64}$/, 'must be the account SID')
    .optional(),
  EXOTEL_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  EXOTEL_API_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the DLT header: six capital letters')
    .optional(),
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the DLT entity id: digits')
    .optional(),
  SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_PER_SECOND: positiveIntText.default(10),
  MESSAGE_QUIET_HOURS: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'must be off, or two hours like 21-8 (from 21:00 to 08:00 IST)')
    .default('21-8'),
});

/** The bucket's settings, all or none: a half-set S3 configuration stops the server rather than writing to disk. */
function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined | string[] {
  const given = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: e.S3_FORCE_PATH_STYLE,
  };
  if (!e.S3_BUCKET) {
    const stray = Object.entries(given).filter(([, value]) => value !== undefined);
    return stray.length ? stray.map(([name]) => `${name}: is set but S3_BUCKET is not`) : undefined;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    return [!e.S3_ACCESS_KEY_ID && 'S3_ACCESS_KEY_ID', !e.S3_SECRET_ACCESS_KEY && 'S3_SECRET_ACCESS_KEY']
      .filter((name) => name !== false)
      .map((name) => `${name}: is required with S3_BUCKET`);
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Path-style addressing is what S3-compatible services (MinIO, s3rver) answer; AWS itself prefers virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

/** A provider's settings, all or none, like S3's: a half-set channel stops the server rather than writing to a folder. */
function allOrNone<T>(given: Record<string, string | undefined>, build: () => T): T | undefined | string[] {
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === Object.keys(given).length) return undefined;
  if (missing.length === 0) return build();
  const set = Object.keys(given).filter((name) => given[name] !== undefined);
  return missing.map(([name]) => `${name}: is required with ${set.join(', ')}`);
}

function whatsAppSettings(e: z.output<typeof envSchema>) {
  return allOrNone(
    {
      WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_TOKEN: e.WHATSAPP_TOKEN,
      WHATSAPP_APP_SECRET: e.WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: e.WHATSAPP_VERIFY_TOKEN,
    },
    (): WhatsAppSettings => ({
      apiUrl: (e.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
      token: e.WHATSAPP_TOKEN!,
      appSecret: e.WHATSAPP_APP_SECRET!,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    }),
  );
}

function smsSettings(e: z.output<typeof envSchema>) {
  return allOrNone(
    {
      EXOTEL_SID: e.EXOTEL_SID,
      EXOTEL_API_KEY: e.EXOTEL_API_KEY,
      EXOTEL_API_TOKEN: e.EXOTEL_API_TOKEN,
      SMS_SENDER_ID: e.SMS_SENDER_ID,
      SMS_DLT_ENTITY_ID: e.SMS_DLT_ENTITY_ID,
      SMS_WEBHOOK_SECRET: e.SMS_WEBHOOK_SECRET,
    },
    (): SmsSettings => ({
      apiUrl: (e.EXOTEL_API_URL ?? 'https://api.in.exotel.com').replace(/\/$/, ''),
      sid: e.EXOTEL_SID!,
      apiKey: e.EXOTEL_API_KEY!,
      apiToken: e.EXOTEL_API_TOKEN!,
      senderId: e.SMS_SENDER_ID!,
      dltEntityId: e.SMS_DLT_ENTITY_ID!,
      webhookSecret: e.SMS_WEBHOOK_SECRET!,
    }),
  );
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  /** The web app's SSR bundle, which renders the public pages of data with it (http/page-rendering.ts). */
  ssrDist: string;
  /** PUBLIC_URL as its origin, when set: HSTS on https, the link to the events page in booking emails. */
  publicUrl: string | undefined;
  /**
   * The origin the prerendered pages name themselves by (hreflang alternates, og:url, og:image must be absolute):
   * PUBLIC_URL, else http://localhost:PORT, right for a server tried out on this machine.
   */
  publicOrigin: string;
  /** Requests per minute per client on login, sign-up and password-reset routes. */
  authRateLimit: number;
  /**
   * Second-factor codes one account may be tried with per 15 minutes on each route that checks one (the login's
   * second step, turning it on or off, new recovery codes).
   */
  twoFactorRateLimit: number;
  /** Seals the authenticator secrets in the database when set (AES-256-GCM); kept as they are otherwise. */
  twoFactorKey: string | undefined;
  /** Booking requests per minute per client. */
  bookingRateLimit: number;
  /** Trial-class enquiries one client address may send within an hour. */
  trialsPerClientPerHour: number;
  /** Image uploads per minute per client on each upload route (photo, gallery, event create and update). */
  uploadRateLimit: number;
  /** Active bookings one email may hold at one event (a parent books each child). */
  bookingsPerEmailPerEvent: number;
  /** Bookings one client address may make for one event within an hour. */
  bookingsPerClientPerHour: number;
  trustProxy: boolean;
  /** Registers the benchmark's in-memory reference routes (bench/ only). */
  benchBaseline: boolean;
  /** How often the job runner looks for due work (emails, image deletions). */
  jobPollMs: number;
  /** The first retry delay of a failed job; each later one doubles, up to an hour. */
  jobRetryBaseMs: number;
  /**
   * How long the files of a replaced or deleted image outlive it (0: deleted at once). A backup copies the images
   * its database snapshot refers to just after taking it; this delay is how long that copy has.
   */
  imageDeleteDelayMs: number;
  /**
   * How long a stopping server leaves its idle connections to the proxy in front, which closes them itself as it
   * learns the server is stopping, before closing what is still idle (decision 034).
   */
  shutdownDrainMs: number;
  /** Below this much free space under DATA_DIR, health answers 503. */
  minFreeDiskBytes: number;
  /**
   * FULL (default): a committed write survives a power loss; NORMAL: only a crash of the process, for more booking
   * throughput (the price of FULL is measured in BENCHMARKS.md).
   */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** How long a job claimed by a server that then died waits before another server runs it again. */
  jobLeaseMs: number;
  /** Redis, shared by the servers: rate limits counted across them and cached lists dropped on every one. */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so several sites (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Images in this bucket instead of DATA_DIR/uploads, when set. */
  s3: S3Settings | undefined;
  /** The WhatsApp Cloud API, when its settings are given; otherwise WhatsApp messages are written to a folder. */
  whatsapp: WhatsAppSettings | undefined;
  /** Exotel's SMS API with the academy's DLT registration, when given; otherwise SMS are written to a folder. */
  sms: SmsSettings | undefined;
  /** Messages handed to each provider per second at most (its rate limit for the academy's account). */
  messagesPerSecond: { whatsapp: number; sms: number };
  /** Where a channel without settings writes what it would send. */
  messageFoldersDir: string;
  /** Hours (IST) in which no message that can wait is sent, from `from`:00 to `until`:00; null: none. */
  quietHours: QuietHours | null;
}

export interface QuietHours {
  from: number;
  until: number;
}

export interface WhatsAppSettings {
  /** The Graph API's address with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** Signs the webhook's POSTs (X-Hub-Signature-256). */
  appSecret: string;
  /** What the webhook's verification handshake must present. */
  verifyToken: string;
}

export interface SmsSettings {
  apiUrl: string;
  sid: string;
  apiKey: string;
  apiToken: string;
  /** The DLT-registered header the SMS come from. */
  senderId: string;
  dltEntityId: string;
  /** Part of the delivery-report address given to Exotel: only Exotel knows it (its callbacks are not signed). */
  webhookSecret: string;
}

export class ConfigError extends Error {}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads and validates the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  // Emailed links (consent, seat offers, payments, password resets) are built from PUBLIC_URL; without it they would
  // send families to http://localhost, which is right only on the machine trying the product out.
  if (cleaned.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production, so that the links in emails lead ' +
        'to the site (e.g. PUBLIC_URL=https://kaizen.example.in)',
    );
  }
  if (cleaned.NODE_ENV === 'production' && e.PASSWORD_HASH_COST === 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: "test" is for the test suites only, never with NODE_ENV=production',
    );
  }
  const s3 = s3Settings(e);
  if (Array.isArray(s3)) throw new ConfigError(`Invalid configuration:\n  ${s3.join('\n  ')}`);
  const whatsapp = whatsAppSettings(e);
  const sms = smsSettings(e);
  const halfSet = [whatsapp, sms].flatMap((settings) => (Array.isArray(settings) ? settings : []));
  if (halfSet.length > 0) throw new ConfigError(`Invalid configuration:\n  ${halfSet.join('\n  ')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const webDist = e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist,
    ssrDist: e.SSR_DIST ? path.resolve(e.SSR_DIST) : path.join(path.dirname(webDist), 'dist-ssr'),
    publicUrl: e.PUBLIC_URL,
    publicOrigin: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    authRateLimit: e.AUTH_RATE_LIMIT,
    twoFactorRateLimit: e.TWO_FACTOR_RATE_LIMIT,
    twoFactorKey: e.TWO_FACTOR_KEY,
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    trialsPerClientPerHour: e.TRIALS_PER_CLIENT_PER_HOUR,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    bookingsPerEmailPerEvent: e.BOOKINGS_PER_EMAIL_PER_EVENT,
    bookingsPerClientPerHour: e.BOOKINGS_PER_CLIENT_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    benchBaseline: e.BENCH_BASELINE,
    jobPollMs: e.JOB_POLL_MS,
    jobRetryBaseMs: e.JOB_RETRY_BASE_MS,
    imageDeleteDelayMs: e.IMAGE_DELETE_DELAY_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    jobLeaseMs: e.JOB_LEASE_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    s3,
    whatsapp: whatsapp as WhatsAppSettings | undefined,
    sms: sms as SmsSettings | undefined,
    messagesPerSecond: { whatsapp: e.WHATSAPP_PER_SECOND, sms: e.SMS_PER_SECOND },
    messageFoldersDir: path.join(dataDir, 'outbox'),
    quietHours:
      e.MESSAGE_QUIET_HOURS === 'off'
        ? null
        : {
            from: Number(e.MESSAGE_QUIET_HOURS.split('-')[0]),
            until: Number(e.MESSAGE_QUIET_HOURS.split('-')[1]),
          },
  };
}
