import type { User } from '@jetsweat/contract';
import { CLASS_ONLY_PACKAGE_ID } from '@jetsweat/contract';

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

/** Where a logged-out visitor of a protected page goes; an existing redirect_path is kept. */
export function loginRedirect(where: Where): string {
  const existing = new URLSearchParams(where.search).get('redirect_path');
  const target = existing ?? `${where.pathname}${where.search}`;
  return `/login?redirect_path=${encodeURIComponent(target)}`;
}

/** Where a logged-in person who is not entitled goes: payment (checkout on white-label). */
export function notEntitledRedirect(where: Where, onWhiteLabelDomain: boolean): string {
  const target = new URLSearchParams(where.search).get('redirect_path');
  if (target && /checkout|payment/.test(target)) return target;
  return onWhiteLabelDomain ? '/checkout' : '/payment';
}

/** Where a person goes after logging in: back where they were headed, else by entitlement. */
export function afterLoginTarget(search: string, user: User, onWhiteLabelDomain: boolean): string {
  const target = new URLSearchParams(search).get('redirect_path');
  if (target && target.startsWith('/') && !target.startsWith('//')) return target;
  return isEntitled(user)
    ? '/newplatform/dashboard'
    : onWhiteLabelDomain
      ? '/checkout'
      : '/payment';
}

/** After sign-up: the dashboard for a subscriber, else payment carrying the promo code. */
export function afterSignupTarget(
  user: User,
  promoCode: string | null,
  onWhiteLabelDomain: boolean,
): string {
  if (isEntitled(user)) return '/newplatform/dashboard';
  const base = onWhiteLabelDomain ? '/checkout' : '/payment';
  return promoCode ? `${base}?code=${encodeURIComponent(promoCode)}` : base;
}
