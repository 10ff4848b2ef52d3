import { CLASS_ONLY_PACKAGE_ID, easternDay } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { readEntitlingRows, type EntitlingRows } from './entitlement-store.ts';
import { isEntitledNow } from '../subscriptions/subscription-view.ts';

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
export interface EntitlingPurchases {
  subscription: { studioId: number | null; full: boolean } | undefined;
  passes: { studio_id: number | null }[];
}

/** What `rows` entitle to at `now`: a subscription counts only while it runs. */
export function entitlingPurchasesOf(
  { subscription: sub, passes }: EntitlingRows,
  now: Date,
): EntitlingPurchases {
  const running = sub && isEntitledNow(sub, now) ? sub : undefined;
  return {
    subscription: running
      ? { studioId: running.studio_id, full: running.package_id !== CLASS_ONLY_PACKAGE_ID }
      : undefined,
    passes,
  };
}

/** The purchases that can entitle on `days` (today, Eastern Time, unless given). */
export async function entitlingPurchases(
  db: Database,
  userId: number,
  now: Date,
  days: string[] = [easternDay(now)],
): Promise<EntitlingPurchases> {
  return entitlingPurchasesOf(await readEntitlingRows(db, userId, days), now);
}

/**
 * The member area on a site (spec 4.2, with one departure, a main-site plan opens every studio's
 * site: docs/decisions/0055-white-label-member-area.md). Internal users are entitled everywhere. On
 * the main site (`siteStudioId` null) a running subscription that is not the class-only package, or
 * a day pass for today (Eastern Time) from any studio, entitles. On a studio's own white-label site
 * its own customers do (a running subscription to one of its packages, or its day pass for today),
 * and so does a running full plan of JetSweat's own: that plan includes every studio's classes, so
 * its holder is that studio's customer too. JetSweat's own day pass and the class-only package stay
 * on the main site.
 */
export function accessOnSite(
  { subscription, passes }: EntitlingPurchases,
  person: Person,
  siteStudioId: number | null,
): SiteAccess {
  const networkPlan = subscription?.studioId === null && subscription.full;
  const customer =
    siteStudioId === null
      ? Boolean(subscription) || passes.length > 0
      : networkPlan ||
        subscription?.studioId === siteStudioId ||
        passes.some((p) => p.studio_id === siteStudioId);
  const byPurchase =
    siteStudioId === null ? Boolean(subscription?.full) || passes.length > 0 : customer;
  return { customer, entitled: person.userType === 'internal' || byPurchase };
}

/** What a person may do on one site now: their purchases read and judged by `accessOnSite`. */
export async function siteAccess(
  db: Database,
  person: Person,
  siteStudioId: number | null,
  now: Date,
): Promise<SiteAccess> {
  return accessOnSite(await entitlingPurchases(db, person.id, now), person, siteStudioId);
}

/** A live class as booking judges it: whose it is, its day, and whether the main site shows it. */
export interface LiveClassFacts {
  studioId: number;
  scheduledAt: Date;
  /** Shown on the main site (`is_on_jetsweat`): one of the network's classes. */
  onMainSite: boolean;
}

/**
 * Whose classes a purchase books (docs/decisions/0036-bookings-stay-inside-their-studio.md):
 * JetSweat's own (no studio) books the network's, the classes the main site shows, from any studio;
 * a studio's own books that studio's classes only, those on the main site and those on its own site
 * alone.
 */
export const purchaseBooks = (purchaseStudioId: number | null, liveClass: LiveClassFacts) =>
  purchaseStudioId === null ? liveClass.onMainSite : purchaseStudioId === liveClass.studioId;

/**
 * Whether a live class is booked without paying (spec 4.6), on whichever site and through
 * whichever route it is booked: a running subscription that is not the class-only package, or a
 * day pass for the class's own Eastern Time day, books the classes `purchaseBooks` says, so a
 * studio's white-label-only class needs that studio's plan or pass (or a payment). Internal users
 * book a studio's classes on that studio's own site, as before.
 */
export async function liveClassIncluded(
  db: Database,
  person: Person,
  liveClass: LiveClassFacts,
  siteStudioId: number | null,
  now: Date,
): Promise<boolean> {
  if (person.userType === 'internal' && siteStudioId === liveClass.studioId) return true;
  const day = easternDay(liveClass.scheduledAt);
  const { subscription, passes } = await entitlingPurchases(db, person.id, now, [day]);
  if (subscription?.full && purchaseBooks(subscription.studioId, liveClass)) return true;
  return passes.some((p) => purchaseBooks(p.studio_id, liveClass));
}
