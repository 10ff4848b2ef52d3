import type { User } from '@jetsweat/contract';
import { CLASS_ONLY_PACKAGE_ID } from '@jetsweat/contract';

/**
 * Entitlement to the member platform. On the main site it is an active subscription; on a
 * white-label domain it is being the studio's customer or an internal user.
 */
export function isEntitled(user: User | null, onWhiteLabelDomain: boolean): boolean {
  if (!user) return false;
  if (onWhiteLabelDomain) return user.isCustomer || user.userType === 'internal';
  return user.subscription.active;
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
  return isEntitled(user, onWhiteLabelDomain)
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
  if (isEntitled(user, onWhiteLabelDomain)) return '/newplatform/dashboard';
  const base = onWhiteLabelDomain ? '/checkout' : '/payment';
  return promoCode ? `${base}?code=${encodeURIComponent(promoCode)}` : base;
}
