// First, before anything else runs: each module says why.
import './platform/runtime/buffer-pool.ts';
import pino from 'pino';
import { loadConfig } from './platform/config/config.ts';
import { startTracing } from './tracing.ts';

/** The lines before the server's own logger exists: JSON like the rest, or readable on a terminal. */
let log = pino();

/** Transcoding needs the system's ffmpeg: said once at start rather than at the first upload. */
async function warnWithoutFfmpeg(
  logger: { warn(message: string): void },
  programs: { ffmpegPath: string; ffprobePath: string },
): Promise<void> {
  const { findTranscoder, FfmpegMissingError } = await import('./platform/runtime/ffmpeg.ts');
  if ((await findTranscoder(programs)).kind === 'missing')
    logger.warn(new FfmpegMissingError('ffmpeg').message);
}

/**
 * Starts the server. On SIGTERM or SIGINT it shuts down gracefully: after SIGTERM it first drains
 * (/readyz says no for DRAIN_SECONDS while every request is still served, so the balancer takes it
 * out), then it stops taking connections, lets the requests in flight and the background work
 * under way finish, closes the database, and exits; past SHUTDOWN_TIMEOUT_SECONDS it exits
 * anyway, and a second signal exits at once.
 */
async function main(): Promise<void> {
  // The settings first: a wrong one is said at once, not after the app's modules have loaded
  // (seconds of CPU). The configuration's modules load nothing of the app.
  const config = loadConfig();
  // Tracing (OTEL_* variables) starts before the modules it instruments are imported, so those
  // are imported here, after it, rather than at the top.
  const stopTracing = await startTracing();
  const [
    { buildApp },
    { startBackgroundJobs },
    { seedDemoData },
    { openDb },
    { startJobQueue },
    { loggerOptions },
  ] = await Promise.all([
    import('./app.ts'),
    import('./background-jobs.ts'),
    import('./demo/seed.ts'),
    import('./platform/db/open.ts'),
    import('./platform/jobs/job-queue.ts'),
    import('./platform/observability/logging.ts'),
  ]);
  log = pino(loggerOptions(config) as pino.LoggerOptions);
  const db = await openDb(config, log);
  if (config.seedDemo && (await seedDemoData(db))) {
    log.info('Demo data loaded: sign in as member@jetsweat.example with the password letsworkout');
  }
  const { app, deps, metrics, services, drain } = await buildApp({ config, db });
  for (const warning of config.warnings) app.log.warn(warning);
  const queue = await startJobQueue({
    db,
    databaseUrl: config.databaseUrl,
    log: app.log,
    background: deps.background,
    stopTimeoutMs: config.shutdownTimeoutSeconds * 1000,
  });
  metrics.queue = queue;
  await startBackgroundJobs(queue, { db, deps, services, log: app.log });
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
    // A terminal's Ctrl-C has no balancer to wait for.
    await drain.run(signal === 'SIGTERM' ? config.drainSeconds : 0);
    await Promise.all([app.close(), deps.background.stop()]);
    await db.destroy();
    await stopTracing().catch((err: unknown) => app.log.warn({ err }, 'tracing did not flush'));
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl }, `JetSweat is running at ${config.publicUrl}`);
  void warnWithoutFfmpeg(app.log, config.ffmpeg);
}

main().catch((err: unknown) => {
  // The message is for the operator (a configuration list, the database's address), not a stack.
  log.fatal(err instanceof Error ? err.message : String(err));
  log.flush(() => process.exit(1));
  setTimeout(() => process.exit(1), 1000).unref();
});
