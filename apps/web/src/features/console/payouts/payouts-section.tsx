import {
  formatDollars,
  payoutLineNames,
  payoutStateNames,
  payoutTexts,
  type StudioPayout,
  type StudioPayouts,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { downloadPayoutsCsv, usePayouts, useStartOnboarding } from '../api/payouts.ts';
import { CsvButton } from '../csv-button.tsx';

/** "2026-10" as "October 2026". */
export const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Signed cents as dollars: -$20.00 for money taken off. */
const signed = (cents: number) => (cents < 0 ? `-${formatDollars(-cents)}` : formatDollars(cents));

const minutes = (n: number) => `${n.toLocaleString('en-US')} min`;

/** The studio's payout account: its state, and the way to set it up on the gateway's page. */
function AccountCard({
  studioId,
  data,
  go,
}: {
  studioId: number;
  data: StudioPayouts;
  go: (url: string) => void;
}) {
  const start = useStartOnboarding(studioId, go);
  const enabled = data.account?.state === 'enabled';
  return (
    <section className="console__card" aria-labelledby="payout-account">
      <h2 id="payout-account">Payout account</h2>
      <p>
        {enabled
          ? payoutTexts.accountEnabled
          : data.account
            ? payoutTexts.accountOnboarding
            : payoutTexts.noAccount}
      </p>
      {data.gateway === 'sandbox' ? (
        <p className="console__muted">{payoutTexts.sandboxNote}</p>
      ) : null}
      {enabled ? null : (
        <div className="console__actions">
          <button
            className="btn"
            type="button"
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            {data.account ? payoutTexts.continueSetup : payoutTexts.connect}
          </button>
        </div>
      )}
      <FormMessage error={start.isError ? errorMessage(start.error) : undefined} />
    </section>
  );
}

/** One month's payout: the amount and its state, and the lines behind it. */
export function PayoutMonth({ payout }: { payout: StudioPayout }) {
  const name = monthName(payout.month);
  return (
    <article aria-label={`Payout for ${name}`} className="console__card">
      <h3>
        {name}: {formatDollars(payout.amountCents)}
      </h3>
      <p>
        {payoutStateNames[payout.state]}
        {payout.paidAt
          ? ` on ${new Date(payout.paidAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}`
          : ''}
      </p>
      <div className="console__scroll">
        <table className="console__table" aria-label={`Lines behind ${name}`}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Amount</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {payout.lines.map((l) => (
              <tr key={l.kind}>
                <td>{payoutLineNames[l.kind]}</td>
                <td>{signed(l.cents)}</td>
                <td>
                  {l.kind === 'plan_share' && l.totalMinutes
                    ? `${minutes(l.minutes ?? 0)} of ${minutes(l.totalMinutes)} across studios, of a ${formatDollars(l.poolCents ?? 0)} pool`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Payout</th>
              <td>{formatDollars(payout.amountCents)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}

/**
 * The studio's payouts (issue 54, item 3): the payout account and its set-up, then each month's
 * payout, newest first, with the lines behind it, and the CSV. `go` opens the onboarding page.
 */
export function PayoutsSection({
  studioId,
  go = (url) => window.location.assign(url),
}: {
  studioId: number;
  go?: (url: string) => void;
}) {
  const payouts = usePayouts(studioId);
  if (payouts.isPending) return <Loader />;
  if (payouts.isError) return <FormMessage error={errorMessage(payouts.error)} />;
  return (
    <>
      <AccountCard studioId={studioId} data={payouts.data} go={go} />
      <section aria-labelledby="payout-months">
        <h2 id="payout-months">Payouts by month</h2>
        {payouts.data.payouts.length === 0 ? <p>{payoutTexts.noPayouts}</p> : null}
        {payouts.data.payouts.map((p) => (
          <PayoutMonth key={p.id} payout={p} />
        ))}
        {payouts.data.payouts.length > 0 ? (
          <CsvButton label={payoutTexts.download} download={() => downloadPayoutsCsv(studioId)} />
        ) : null}
      </section>
    </>
  );
}
