import net from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrapAdmin } from './modules/admins/service.ts';
import { seedDemoContent } from './seed/seed-demo.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await bootstrapAdmin(app);
  if (config.seedDemo) await seedDemoContent(app);

  let closing = false;
  // While stopping, every reply asks its client to close the connection: a proxy (nginx) keeps idle connections to
  // each server, and closes one itself when a reply says so. A connection the server closed instead could cross a
  // request nginx was just sending on it, which nginx, never sending a booking twice, would answer 502.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Live streams never end on their own: they end now, and their pages reconnect to another server and resume.
    app.liveFeed.endStreams();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop listening (new connections are refused, which a proxy passes on to another server) but keep the open
    // ones: net.Server's close, not http.Server's, which would also drop the idle ones at once. The proxy closes
    // them as their replies come, or stops using this server once it sees it refuse; whatever is idle after
    // SHUTDOWN_DRAIN_MS is closed. When the last connection is gone, the app closes (jobs in hand, then the database).
    net.Server.prototype.close.call(app.server, () => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
    setTimeout(() => app.server.closeIdleConnections(), config.shutdownDrainMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A booking rush behind a proxy opens hundreds of connections at once; Node's default backlog (511) would drop
  // some and the proxy would count the server as failing. The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(`Kaizen Karate Academy is serving on http://localhost:${config.port}/home (database: ${app.dialect})`);
  if (!config.publicUrl) {
    app.log.warn(
      `PUBLIC_URL is not set: links in emails lead to ${config.publicOrigin}, which works on this machine only; ` +
        'set PUBLIC_URL to the site address before families are emailed (the server refuses to start without it ' +
        'when NODE_ENV=production)',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
