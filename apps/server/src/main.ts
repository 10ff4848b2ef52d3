import { buildApp } from './app.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { seedDemoData } from './demo-seed.ts';
import { loadConfig } from './platform/config.ts';
import { openDb } from './platform/db/open.ts';
import { startJobQueue } from './platform/job-queue.ts';

/**
 * Starts the server. On SIGTERM or SIGINT it shuts down gracefully: it stops taking connections,
 * lets the requests in flight and the background work under way finish, closes the database,
 * and exits; past SHUTDOWN_TIMEOUT_SECONDS it exits anyway, and a second signal exits at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  if (config.seedDemo && (await seedDemoData(db))) {
    console.log(
      'Demo data loaded: sign in as member@jetsweat.example with the password letsworkout',
    );
  }
  const { app, deps, metrics } = await buildApp({ config, db });
  for (const warning of config.warnings) app.log.warn(warning);
  const queue = await startJobQueue({
    db,
    databaseUrl: config.databaseUrl,
    log: app.log,
    background: deps.background,
    stopTimeoutMs: config.shutdownTimeoutSeconds * 1000,
  });
  metrics.queue = queue;
  await startBackgroundJobs(queue, { db, deps, log: app.log });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs under way');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting with work unfinished');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    await Promise.all([app.close(), deps.background.stop()]);
    await db.destroy();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`JetSweat is running at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
