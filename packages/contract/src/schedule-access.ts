import type { User } from './accounts.ts';
import { CLASS_ONLY_PACKAGE_ID } from './brand.ts';
import { easternDay } from './eastern-time.ts';

type Booker = Pick<User, 'subscription' | 'userType' | 'isCustomer' | 'studioId'>;

/** A day pass ('…_daily') covers the workouts of its own Eastern Time day only. */
const isDayPass = (packageId: string | null) => Boolean(packageId?.endsWith('_daily'));

/**
 * Whether a person books a live class without paying (spec 4.6): an active subscription that is
 * not the class-only package (a day pass: for classes on its day); and on a studio's own site
 * (where entitlement is by being its customer or an internal user, spec 4.2) that studio's
 * classes for its customers and staff. The server and the web app both decide with this function.
 */
export function booksWithoutPaying(
  user: Booker,
  liveClass: { studioId: number; scheduledDatetime: string | Date },
  siteStudioId: number | null,
  now: Date,
): boolean {
  const { active, packageId } = user.subscription;
  if (active && packageId !== CLASS_ONLY_PACKAGE_ID) {
    if (!isDayPass(packageId)) return true;
    if (easternDay(liveClass.scheduledDatetime) === easternDay(now)) return true;
  }
  if (siteStudioId === null || siteStudioId !== liveClass.studioId) return false;
  return user.userType === 'internal' || (user.isCustomer && user.studioId === liveClass.studioId);
}
