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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kaizen Karate Academy is serving on http://localhost:${config.port}/home (database: ${app.dialect})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Server failed to start:', error);
  }
  process.exit(1);
});
