import { paths, payoutTexts, type PayoutOnboarding, type StudioPayouts } from '@jetsweat/contract';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import type { Deps } from '../../../platform/deps.ts';
import { studioPages, studioRecords } from '../../studios/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { keepPayoutAccount, payoutAccountOf } from './payout-accounts-store.ts';
import { fileDuePayouts, MonthNotOverError, runPayoutMonth } from './payout-jobs.ts';
import { enabledAccount } from './pay-payout.ts';
import { studioPayouts } from './payouts-store.ts';
import { payoutsCsv, payoutView } from './payouts-view.ts';

const runners = ['staff', 'admin'] as const;

/**
 * The studio's payouts in the console (issue 54, item 3): its payout account, set up on the
 * gateway's onboarding page, and each month's payout with the lines behind it. Each use case asks
 * console-access.ts's rule first: JetSweat staff and the studio's admins.
 */
export function createPayoutsService(deps: Deps) {
  async function read(caller: ConsoleCaller, studioId: number): Promise<StudioPayouts> {
    await requireStudioRole(deps.db, caller, studioId, runners);
    // Back from onboarding: the gateway says whether the account takes transfers now; held
    // payouts become due and are filed for their jobs.
    const { released } = await enabledAccount(deps, studioId);
    if (released.length > 0) await fileDuePayouts(deps);
    const account = await payoutAccountOf(deps.db, studioId);
    return {
      account: account
        ? { state: account.state, gatewayAccountId: account.gateway_account_id }
        : null,
      gateway: deps.payments.kind,
      payouts: (await studioPayouts(deps.db, studioId)).map(payoutView),
    };
  }

  return {
    read,
    /**
     * Where to send the caller to set the studio's account up: the studio's account made once
     * (the idempotency key is the studio's), and a fresh single-use onboarding link to it.
     */
    async onboarding(caller: ConsoleCaller, studioId: number): Promise<PayoutOnboarding> {
      await requireStudioRole(deps.db, caller, studioId, runners);
      let account = await payoutAccountOf(deps.db, studioId);
      if (!account) {
        const studio = await studioRecords.byId(deps.db, studioId);
        const made = await deps.payments.createConnectedAccount(
          { studioId, email: studio?.contact_email || null },
          `payout-account:${studioId}`,
        );
        await keepPayoutAccount(deps.db, {
          studioId,
          gatewayAccountId: made.id,
          now: deps.clock.now(),
        });
        account = (await payoutAccountOf(deps.db, studioId))!;
      }
      const back = `${deps.config.publicUrl}${paths.consolePayouts(studioId)}`;
      return deps.payments.createAccountLink(account.gateway_account_id, {
        returnUrl: `${back}?account=return`,
        refreshUrl: `${back}?account=refresh`,
      });
    },
    /** The CSV file and its name: the studio's short name. */
    async csv(caller: ConsoleCaller, studioId: number) {
      const { payouts } = await read(caller, studioId);
      const page = await studioPages.find(deps.db, studioId);
      return {
        fileName: `jetsweat-payouts-${page?.shortName ?? studioId}.csv`,
        body: payoutsCsv(page?.name ?? String(studioId), payouts),
      };
    },
    /** An operator's run of one month (JetSweat staff only): computed once, paid once. */
    async runMonth(caller: ConsoleCaller, month: string) {
      if (!caller.staff) throw forbidden(payoutTexts.staffOnly);
      try {
        return await runPayoutMonth(deps, month);
      } catch (err) {
        if (err instanceof MonthNotOverError) throw badRequest(err.message);
        throw err;
      }
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
