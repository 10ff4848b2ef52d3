import { buildApp } from './app.ts';
import { startBillingSchedule } from './features/billing/billing-jobs.ts';
import { seedDemoData } from './demo-seed.ts';
import { loadConfig } from './platform/config.ts';
import { openDb } from './platform/open-db.ts';

/** Starts the server; closes the database cleanly on SIGINT or SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  if (config.seedDemo && (await seedDemoData(db))) {
    console.log(
      'Demo data loaded: sign in as member@jetsweat.example with the password letsworkout',
    );
  }
  const { app, deps } = await buildApp({ config, db });
  // Trial ends and renewals run in-process against the clock; see features/billing/billing-jobs.ts.
  const stopBilling = startBillingSchedule(deps, app.log, config.billingJobSeconds);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopBilling();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`JetSweat is running at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
