import { revenueKindNames, revenueKinds, type Revenue } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { readStudioRevenue } from '../../billing/service.ts';
import { liveClassTakings } from '../../schedule/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const runners = ['staff', 'admin'] as const;

/**
 * A studio's revenue for the last REVENUE_MONTHS months, every month present (zeros too): billing's
 * read model, handed the schedule's live-class takings.
 */
export async function readRevenue(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<Revenue> {
  await requireStudioRole(db, caller, studioId, runners);
  return readStudioRevenue(db, studioId, clock.now(), liveClassTakings);
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +,
 * - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The revenue as CSV: one row per month and kind, amounts in dollars, CRLF line ends. */
export function revenueCsv(studioName: string, revenue: Revenue): string {
  const rows: (string | number)[][] = [['studio', 'month', 'kind', 'amount_usd']];
  for (const m of revenue.months) {
    for (const kind of revenueKinds)
      rows.push([studioName, m.month, revenueKindNames[kind], dollars(m[kind])]);
    rows.push([studioName, m.month, 'Net', dollars(m.net)]);
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
