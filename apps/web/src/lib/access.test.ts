import { describe, expect, it } from 'vitest';
import type { User } from '@jetsweat/contract';
import {
  afterLoginTarget,
  afterSignupTarget,
  hasFullSubscription,
  isEntitled,
  loginRedirect,
  notEntitledRedirect,
} from './access.ts';

const user = (over: Partial<User> = {}): User => ({
  id: 1,
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  studioId: null,
  accountType: 'general',
  accessType: null,
  userType: 'member',
  isCustomer: false,
  entitled: false,
  birthday: null,
  weight: null,
  gender: null,
  activityLevel: null,
  subscription: { active: false, packageId: null },
  ...over,
});
const subscriber = user({
  subscription: { active: true, packageId: 'jetsweat_monthly' },
  isCustomer: true,
  entitled: true,
});

describe('isEntitled', () => {
  it("is the server's answer for this site, whatever else the user record says", () => {
    expect(isEntitled(null)).toBe(false);
    expect(isEntitled(user())).toBe(false);
    expect(isEntitled(subscriber)).toBe(true);
    expect(isEntitled(user({ userType: 'internal', isCustomer: true }))).toBe(false);
    expect(isEntitled(user({ entitled: true }))).toBe(true);
  });
});

describe('hasFullSubscription', () => {
  it('excludes the class-only package', () => {
    expect(hasFullSubscription(subscriber)).toBe(true);
    expect(
      hasFullSubscription(user({ subscription: { active: true, packageId: 'jetsweat_class' } })),
    ).toBe(false);
    expect(hasFullSubscription(user())).toBe(false);
  });
});

describe('redirect targets', () => {
  it('send the logged-out to /login with where they were going, keeping an existing redirect_path', () => {
    expect(loginRedirect({ pathname: '/newplatform/dashboard', search: '?a=1' })).toBe(
      '/login?redirect_path=%2Fnewplatform%2Fdashboard%3Fa%3D1',
    );
    expect(loginRedirect({ pathname: '/account', search: '?redirect_path=%2Fcancel' })).toBe(
      '/login?redirect_path=%2Fcancel',
    );
  });
  it('send the not entitled to payment, checkout on white-label, or straight to a payment target', () => {
    expect(notEntitledRedirect({ pathname: '/newplatform', search: '' }, false)).toBe('/payment');
    expect(notEntitledRedirect({ pathname: '/newplatform', search: '' }, true)).toBe('/checkout');
    expect(
      notEntitledRedirect(
        { pathname: '/x', search: '?redirect_path=%2Fcheckout%2Fbkpilates' },
        false,
      ),
    ).toBe('/checkout/bkpilates');
  });
  it('after login go back where they were headed, never off-site', () => {
    expect(
      afterLoginTarget('?redirect_path=%2Fnewplatform%2Fitems%2Fcalendar', user(), false),
    ).toBe('/newplatform/items/calendar');
    expect(afterLoginTarget('?redirect_path=%2F%2Fevil.example', subscriber, false)).toBe(
      '/newplatform/dashboard',
    );
    expect(afterLoginTarget('', user(), false)).toBe('/payment');
    expect(afterLoginTarget('', user({ isCustomer: true, entitled: true }), true)).toBe(
      '/newplatform/dashboard',
    );
  });
  it('after login send a studio admin or staff to the console and an instructor to teaching', () => {
    const at = (role: 'staff' | 'admin' | 'instructor') => ({
      staff: role === 'staff',
      studios: [{ id: 1, name: 'Northloop', shortName: 'northloop', role }],
    });
    expect(afterLoginTarget('', user(), false, at('admin'))).toBe('/console');
    expect(afterLoginTarget('', subscriber, false, at('staff'))).toBe('/console');
    expect(afterLoginTarget('', user(), false, at('instructor'))).toBe('/broadcast');
    expect(afterLoginTarget('', user(), false, { staff: false, studios: [] })).toBe('/payment');
    // Where they were headed still comes first.
    expect(afterLoginTarget('?redirect_path=%2Faccount', user(), false, at('admin'))).toBe(
      '/account',
    );
  });
  it('after sign-up go to the dashboard or to payment carrying the promo code', () => {
    expect(afterSignupTarget(subscriber, 'X', false)).toBe('/newplatform/dashboard');
    expect(afterSignupTarget(user(), 'SPRING 20', false)).toBe('/payment?code=SPRING%2020');
    expect(afterSignupTarget(user(), null, true)).toBe('/checkout');
  });
});
