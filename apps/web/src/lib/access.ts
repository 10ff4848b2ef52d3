import type { ConsoleAccess, User } from '@jetsweat/contract';
import { CLASS_ONLY_PACKAGE_ID } from '@jetsweat/contract';
import { paths } from './paths.ts';

/**
 * Entitlement to the member platform (spec 4.2) is the server's decision: the current user it
 * answers for this site carries `entitled` (see the server's billing/entitlement.ts).
 */
export function isEntitled(user: User | null): boolean {
  return Boolean(user?.entitled);
}

/** An active subscription that is a full one, not the class-only package. */
export function hasFullSubscription(user: User | null): boolean {
  return Boolean(
    user?.subscription.active && user.subscription.packageId !== CLASS_ONLY_PACKAGE_ID,
  );
}

interface Where {
  pathname: string;
  search: string;
}

/** Payment on the main site, checkout on a studio's own domain. */
const paymentPage = (onWhiteLabelDomain: boolean) =>
  onWhiteLabelDomain ? paths.checkout() : paths.payment;

/** Where a logged-out visitor of a protected page goes; an existing redirect_path is kept. */
export function loginRedirect(where: Where): string {
  const existing = new URLSearchParams(where.search).get('redirect_path');
  const target = existing ?? `${where.pathname}${where.search}`;
  return `${paths.login()}?redirect_path=${encodeURIComponent(target)}`;
}

/** Where a logged-in person who is not entitled goes: payment (checkout on white-label). */
export function notEntitledRedirect(where: Where, onWhiteLabelDomain: boolean): string {
  const target = new URLSearchParams(where.search).get('redirect_path');
  if (target && /checkout|payment/.test(target)) return target;
  return paymentPage(onWhiteLabelDomain);
}

/**
 * Where a person goes after logging in: back where they were headed; else a studio's admin (or
 * staff) to the console and an instructor to the classes to teach, whatever they subscribe to;
 * else by entitlement.
 */
export function afterLoginTarget(
  search: string,
  user: User,
  onWhiteLabelDomain: boolean,
  consoleAccess?: ConsoleAccess,
): string {
  const target = new URLSearchParams(search).get('redirect_path');
  if (target && target.startsWith('/') && !target.startsWith('//')) return target;
  const roles = new Set(consoleAccess?.studios.map((s) => s.role));
  if (consoleAccess?.staff || roles.has('admin') || roles.has('staff')) return paths.console;
  if (roles.has('instructor')) return paths.teaching;
  return isEntitled(user) ? paths.dashboard : paymentPage(onWhiteLabelDomain);
}

/** After sign-up: the dashboard for a subscriber, else payment carrying the promo code. */
export function afterSignupTarget(
  user: User,
  promoCode: string | null,
  onWhiteLabelDomain: boolean,
): string {
  if (isEntitled(user)) return paths.dashboard;
  const base = paymentPage(onWhiteLabelDomain);
  return promoCode ? `${base}?code=${encodeURIComponent(promoCode)}` : base;
}
