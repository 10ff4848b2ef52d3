import { CLASS_ONLY_PACKAGE_ID, easternDay } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';
import { openSubscription } from './subscription-store.ts';
import { isEntitledNow } from './subscription-view.ts';

/**
 * Entitlement: the one place that decides what a person's purchases give them, on which site and
 * on which day. The member area's gate (through the current user's `entitled`), every gated call
 * and the live-class booking all ask here; nothing is remembered beyond the purchases themselves,
 * so a pass for another day, an ended or paused subscription, or another studio's purchase gives
 * nothing.
 */

export interface Person {
  id: number;
  userType: 'member' | 'internal';
}

/** What a person may do on one site right now. */
export interface SiteAccess {
  /** Has a live purchase for this site: a running subscription or a day pass for today. */
  customer: boolean;
  /** May use the member platform here. */
  entitled: boolean;
}

/** The purchases that can entitle: the running subscription and the paid passes of some days. */
async function purchases(q: Queryable, userId: number, now: Date, days: string[]) {
  const sub = await openSubscription(q, userId);
  const running = sub && isEntitledNow(sub, now) ? sub : undefined;
  const [pkg] = running
    ? await q.query<{ studio_id: number | null }>('SELECT studio_id FROM packages WHERE id = $1', [
        running.package_id,
      ])
    : [];
  const passes = await q.query<{ pass_date: string; studio_id: number | null }>(
    "SELECT pass_date, studio_id FROM day_passes WHERE user_id = $1 AND pass_date = ANY($2::date[]) AND status = 'paid'",
    [userId, days],
  );
  return {
    subscription: running
      ? {
          studioId: pkg?.studio_id ?? null,
          full: running.package_id !== CLASS_ONLY_PACKAGE_ID,
        }
      : undefined,
    passes,
  };
}

/**
 * The member area on a site (spec 4.2). Internal users are entitled everywhere. On the main site
 * (`siteStudioId` null) a running subscription that is not the class-only package, or a day pass
 * for today (Eastern Time) from any studio, entitles. On a studio's own white-label site only
 * that studio's customers do: a running subscription to one of its packages, or its day pass for
 * today.
 */
export async function siteAccess(
  q: Queryable,
  person: Person,
  siteStudioId: number | null,
  now: Date,
): Promise<SiteAccess> {
  const { subscription, passes } = await purchases(q, person.id, now, [easternDay(now)]);
  const customer =
    siteStudioId === null
      ? Boolean(subscription) || passes.length > 0
      : subscription?.studioId === siteStudioId || passes.some((p) => p.studio_id === siteStudioId);
  const byPurchase =
    siteStudioId === null ? Boolean(subscription?.full) || passes.length > 0 : customer;
  return { customer, entitled: person.userType === 'internal' || byPurchase };
}

/**
 * Whether a live class is booked without paying (spec 4.6): a running subscription that is not
 * the class-only package books any class; a day pass books the classes of its own Eastern Time
 * day, from JetSweat's own pass any studio's, from a studio's pass that studio's; internal users
 * book a studio's classes on that studio's own site.
 */
export async function liveClassIncluded(
  q: Queryable,
  person: Person,
  liveClass: { studioId: number; scheduledAt: Date },
  siteStudioId: number | null,
  now: Date,
): Promise<boolean> {
  if (person.userType === 'internal' && siteStudioId === liveClass.studioId) return true;
  const day = easternDay(liveClass.scheduledAt);
  const { subscription, passes } = await purchases(q, person.id, now, [day]);
  if (subscription?.full) return true;
  return passes.some((p) => p.studio_id === null || p.studio_id === liveClass.studioId);
}
