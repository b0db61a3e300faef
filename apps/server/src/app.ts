import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@academy/contract';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { guardsPlugin } from './security/guards.ts';
import { SessionStore } from './security/sessions.ts';
import { resolveJwtSecret, TokenService } from './security/tokens.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { requestLanguagePlugin } from './i18n/request-language.ts';
import { Translator } from './i18n/translator.ts';
import { ListBroadcast } from './http/list-broadcast.ts';
import { redisWithFallbackStore } from './http/rate-limit-store.ts';
import { registerListCache } from './http/list-cache.ts';
import { connectRedis } from './redis/redis-connection.ts';
import { rejectNulCharacters } from './http/reject-nul.ts';
import { registerImageDeletionJob } from './storage/image-deletion.ts';
import { ImageStore } from './storage/image-store.ts';
import { openObjectStore } from './storage/open-object-store.ts';
import { registerUploadRoute } from './storage/upload-route.ts';
import { Mailer } from './mail/mailer.ts';
import { registerEmailJob } from './mail/outbox.ts';
import { registerMessageJob } from './messaging/message-sending.ts';
import { openSenders } from './messaging/senders.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { registerRetentionJob } from './privacy/retention-job.ts';
import { StorageAlarm } from './db/storage-alarm.ts';
import { registerNoStore } from './http/no-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { FEATURES } from './modules/features.ts';
import { waitingLine } from './modules/waitlist/waiting-line.ts';
import { tournamentEntries } from './modules/tournaments/entries.ts';
import { competitionCertificates } from './modules/tournaments/certificates.ts';
import { LiveHub } from './modules/competition-day/live-feed.ts';
import { registerSpaHosting } from './http/spa-hosting.ts';

export type App = FastifyInstance;

export interface BuildOptions {
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** Composes the whole server; server.ts only listens. Tests build it without a port. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const translator = await Translator.load();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // Errors the router raises before any route runs (malformed or over-long URLs) get our reply shape too.
    frameworkErrors: (error, request, reply) => {
      const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = translator.t(
        translator.negotiate(request.headers['accept-language']),
        statusCode === 414 ? 'api.addressTooLong' : 'api.addressInvalid',
      );
      // The reply here is typed for a route that does not exist yet; it is a plain reply.
      void (reply as unknown as FastifyReply).code(statusCode).send({ status: 0, message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Health reads the free space under DATA_DIR, and the JWT secret and outbox live there, whatever holds the images.
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { db, dialect } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteSynchronous: config.sqliteSynchronous,
    // The error's own fields only: a pg error carries its whole client object.
    warn: (error, message) => {
      const { code, message: cause } = error as { code?: string; message?: string };
      app.log.warn({ code, cause }, message);
    },
  });
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }, app.log);
  const jobs = new JobRunner({
    db,
    dialect,
    log: app.log.child({ component: 'jobs' }),
    pollMs: config.jobPollMs,
    retryBaseMs: config.jobRetryBaseMs,
    leaseMs: config.jobLeaseMs,
  });
  const objects = await openObjectStore(config);
  const images = new ImageStore(objects);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log, 'commands') : undefined;
  const redisSubscriber = config.redisUrl
    ? await connectRedis(config.redisUrl, app.log, 'lists', { subscriber: true })
    : undefined;
  registerEmailJob(jobs, mailer);
  registerImageDeletionJob(jobs, images);
  registerRetentionJob(jobs, db);
  const tokens = new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const waiting = waitingLine({ jobs, config, translator });
  const jobDeps = { db, jobs, config, translator, tokens, waitingLine: waiting };
  registerMessageJob(jobs, { ...jobDeps, log: app.log.child({ component: 'messages' }) }, openSenders(config, app.log));
  for (const feature of FEATURES) feature.jobs?.(jobs, jobDeps);
  const storageAlarm = new StorageAlarm();
  // Every dependency of the services (deps.ts), built here and nowhere else.
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('images', images);
  app.decorate('jobs', jobs);
  app.decorate('tokens', tokens);
  app.decorate('sessions', new SessionStore(db));
  app.decorate('storageAlarm', storageAlarm);
  app.decorate('translator', translator);
  app.decorate('waitingLine', waiting);
  app.decorate('tournamentEntries', tournamentEntries);
  app.decorate('competitionCertificates', competitionCertificates(translator));
  const liveFeed = new LiveHub({
    db,
    translator,
    log: app.log.child({ component: 'live' }),
    ...(redis && redisSubscriber
      ? { redis: { publisher: redis, subscriber: redisSubscriber, channel: `${config.redisPrefix}live` } }
      : {}),
  });
  app.decorate('liveFeed', liveFeed);
  // Open live streams would hold the server's close: they end first, and their pages reconnect and resume.
  app.addHook('preClose', async () => liveFeed.endStreams());
  // Runs after the server has stopped taking requests and finished those in flight: first the jobs in hand
  // (an email half handed to SMTP), then the connections they used.
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    objects.close();
    redis?.disconnect();
    redisSubscriber?.disconnect();
    await db.destroy();
  });

  await migrateToLatest(db);
  app.addHook('onReady', async () => jobs.start());

  await app.register(requestLanguagePlugin, { translator });
  registerErrorHandlers(app, storageAlarm);
  registerNoStore(app);
  registerListCache(
    app,
    redis && redisSubscriber && new ListBroadcast(redis, redisSubscriber, `${config.redisPrefix}lists`),
  );
  rejectNulCharacters(app);
  registerSecurityHeaders(app, config);
  // With Redis, every server counts against the same budgets; while Redis does not answer, each server counts in
  // its own memory, so the limits on logins and reset codes stay on (redisWithFallbackStore).
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisWithFallbackStore(redis, `${config.redisPrefix}rate-limit:`) }),
  });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kaizen Karate Academy API',
        description: 'Public pages, fighter accounts, events with bookings and the gallery.',
        version: '1.0.0',
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(guardsPlugin);

  // Each feature registers its endpoints at the addresses the contract's endpoint table gives them.
  for (const feature of FEATURES) await app.register(feature.routes);

  registerUploadRoute(app, objects);

  if (config.benchBaseline) {
    const { benchBaselineRoutes } = await import('./bench-baseline.ts');
    await app.register(benchBaselineRoutes);
  }
  await registerSpaHosting(
    app,
    { webDist: config.webDist, ssrDist: config.ssrDist },
    config.publicOrigin,
    FEATURES.flatMap((feature) => feature.pages?.(app) ?? []),
  );
  return app;
}
