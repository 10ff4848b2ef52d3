import type { Database } from '../../../platform/db/database.ts';
import { networkPlanRevenueBetween, studioSalesBetween } from '../../billing/service.ts';
import { classVisitsBetween, minutesAttended } from '../../live/service.ts';
import { classRecords, liveClassTakings } from '../../schedule/service.ts';
import { allStudioIds } from '../../studios/service.ts';
import { watchedSecondsByStudio } from '../../videos/service.ts';
import { monthRange } from './payout-month.ts';
import type { StudioMonth } from './payout-rule.ts';

/**
 * Minutes each studio's classes were attended live in the month: each member's minutes in a
 * class (the ended screen's rule, live's minutesAttended), by the class's studio.
 */
async function attendedMinutesByStudio(
  db: Database,
  range: { from: Date; to: Date },
): Promise<Map<number, number>> {
  const visits = await classVisitsBetween(db, range);
  const classes = new Map(
    (await classRecords.byIds(db, [...new Set(visits.map((v) => v.liveClassId))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const out = new Map<number, number>();
  for (const v of visits) {
    const c = classes.get(v.liveClassId);
    if (!c) continue;
    const startsAt = new Date(c.scheduled_at);
    const minutes = minutesAttended({
      joinedAt: v.joinedAt,
      startsAt,
      endsAt: new Date(startsAt.getTime() + c.minutes_duration * 60_000),
      endedAt: v.endedAt,
      now: range.to,
    });
    out.set(c.studio_id, (out.get(c.studio_id) ?? 0) + minutes);
  }
  return out;
}

/**
 * Every studio's figures for one month, each from the feature that owns them (billing's ledger,
 * the schedule's live-class takings, live attendance and on-demand plays), and the network's plan
 * revenue that month. Studios with nothing at all that month are left out.
 */
export async function monthFigures(
  db: Database,
  month: string,
): Promise<{ studios: StudioMonth[]; planRevenueCents: number }> {
  const range = monthRange(month);
  const [sales, attended, watched, planRevenueCents, studioIds] = await Promise.all([
    studioSalesBetween(db, range),
    attendedMinutesByStudio(db, range),
    watchedSecondsByStudio(db, range),
    networkPlanRevenueBetween(db, range),
    allStudioIds(db),
  ]);
  const studios: StudioMonth[] = [];
  for (const studioId of studioIds) {
    const takings = (await liveClassTakings(db, studioId, range.from)).filter(
      (l) => l.month === month,
    );
    const of = (kind: 'liveclass' | 'refund') =>
      takings.filter((l) => l.kind === kind).reduce((t, l) => t + l.cents, 0);
    const s = sales.get(studioId) ?? { subscription: 0, daypass: 0, pack: 0, packRefunds: 0 };
    const minutes = (attended.get(studioId) ?? 0) + Math.floor((watched.get(studioId) ?? 0) / 60);
    const figures: StudioMonth = {
      studioId,
      sales: {
        subscription: s.subscription,
        daypass: s.daypass,
        liveclass: of('liveclass'),
        pack: s.pack,
      },
      refunds: of('refund') + s.packRefunds,
      minutes,
    };
    const anything =
      figures.minutes > 0 || figures.refunds > 0 || Object.values(figures.sales).some((c) => c > 0);
    if (anything) studios.push(figures);
  }
  return { studios, planRevenueCents };
}
