import { paths } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { JobSender } from '../../../platform/jobs/job-sender.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox.ts';
import {
  enablePayoutAccount,
  keepPayoutAccount,
  payoutAccountOf,
} from './payout-accounts-store.ts';
import { runPayoutMonth } from './payout-jobs.ts';
import { monthBefore } from './payout-month.ts';

/** How many months before the current one the demo has paid. */
export const DEMO_PAID_MONTHS = 3;

/**
 * The demo studios' payouts (issue 54, items 3 and 6): each given studio has a payout account at
 * the sandbox gateway, onboarded on its local page as an admin would, and the months before now's
 * are computed and paid as the monthly job would (every studio's: those without an account are
 * held). Added where missing on every start; a month paid before is left as it was.
 */
export async function seedDemoPayouts(
  tx: Database,
  studioIds: readonly number[],
  now: Date,
): Promise<void> {
  const clock = { now: () => now };
  const payments = createSandboxGateway(tx, clock);
  for (const studioId of studioIds) {
    if (await payoutAccountOf(tx, studioId)) continue;
    const account = await payments.createConnectedAccount(
      { studioId, email: null },
      `demo-payout-account:${studioId}`,
    );
    const back = paths.consolePayouts(studioId);
    const link = await payments.createAccountLink(account.id, {
      returnUrl: back,
      refreshUrl: back,
    });
    await payments.completeOnboarding(link.url.slice(link.url.lastIndexOf('/') + 1));
    await keepPayoutAccount(tx, { studioId, gatewayAccountId: account.id, now });
    await enablePayoutAccount(tx, studioId, now);
  }
  // No job queue at seeding: a transfer that failed is filed again by the hourly sweep.
  const deps = { db: tx, clock, payments, jobs: new JobSender() };
  let month = now;
  const months: string[] = [];
  for (let i = 0; i < DEMO_PAID_MONTHS; i++) {
    const before = monthBefore(month);
    months.unshift(before);
    month = new Date(`${before}-15T00:00:00Z`);
  }
  for (const m of months) await runPayoutMonth(deps, m);
}
