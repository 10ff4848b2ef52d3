import { payoutLineNames, payoutStateNames, type StudioPayout } from '@jetsweat/contract';
import { csvField } from '../money/revenue.ts';
import type { PayoutRow } from './payouts-store.ts';

export const payoutView = (p: PayoutRow & { lines: StudioPayout['lines'] }): StudioPayout => ({
  id: p.id,
  month: p.month,
  amountCents: p.amount_cents,
  state: p.state,
  transferId: p.transfer_id,
  paidAt: p.paid_at ? new Date(p.paid_at).toISOString() : null,
  lines: p.lines,
});

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The payouts as CSV: per month one row per line behind it and a row of the amount paid, amounts
 * in dollars, CRLF line ends (as the revenue CSV).
 */
export function payoutsCsv(studioName: string, payouts: StudioPayout[]): string {
  const rows: (string | number)[][] = [
    ['studio', 'month', 'line', 'amount_usd', 'minutes', 'all_studios_minutes', 'state'],
  ];
  for (const p of payouts) {
    for (const l of p.lines)
      rows.push([
        studioName,
        p.month,
        payoutLineNames[l.kind],
        dollars(l.cents),
        l.minutes ?? '',
        l.totalMinutes ?? '',
        '',
      ]);
    rows.push([
      studioName,
      p.month,
      'Payout',
      dollars(p.amountCents),
      '',
      '',
      payoutStateNames[p.state],
    ]);
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
