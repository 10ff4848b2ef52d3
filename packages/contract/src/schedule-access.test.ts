import { describe, expect, it } from 'vitest';
import { booksWithoutPaying } from './schedule-access.ts';

const person = (over: Partial<Parameters<typeof booksWithoutPaying>[0]> = {}) => ({
  subscription: { active: false, packageId: null },
  userType: 'member' as const,
  isCustomer: false,
  studioId: null,
  ...over,
});
// Friday, November 20, 2026, 10:00 AM in New York.
const now = new Date('2026-11-20T15:00:00Z');
const tonight = { studioId: 466, scheduledDatetime: '2026-11-21T01:00:00Z' }; // 8:00 PM Friday, Eastern
const tomorrow = { studioId: 466, scheduledDatetime: '2026-11-21T15:00:00Z' };

describe('booksWithoutPaying', () => {
  it('lets an active full subscription book any class, but not the class-only package or no plan', () => {
    expect(
      booksWithoutPaying(
        person({ subscription: { active: true, packageId: 'jetsweat_monthly' } }),
        tomorrow,
        null,
        now,
      ),
    ).toBe(true);
    expect(
      booksWithoutPaying(
        person({ subscription: { active: true, packageId: 'jetsweat_class' } }),
        tomorrow,
        null,
        now,
      ),
    ).toBe(false);
    expect(
      booksWithoutPaying(
        person({ subscription: { active: false, packageId: 'jetsweat_monthly' } }),
        tomorrow,
        null,
        now,
      ),
    ).toBe(false);
    expect(booksWithoutPaying(person(), tomorrow, null, now)).toBe(false);
  });

  it("covers a day pass's own Eastern Time day only", () => {
    const pass = person({ subscription: { active: true, packageId: 'northloop_daily' } });
    expect(booksWithoutPaying(pass, tonight, null, now)).toBe(true);
    expect(booksWithoutPaying(pass, tomorrow, null, now)).toBe(false);
  });

  it("lets a studio's customers and internal staff book that studio's classes on its own site only", () => {
    const customer = person({ isCustomer: true, studioId: 466 });
    const staff = person({ userType: 'internal' });
    expect(booksWithoutPaying(customer, tomorrow, 466, now)).toBe(true);
    expect(booksWithoutPaying(staff, tomorrow, 466, now)).toBe(true);
    expect(booksWithoutPaying(customer, tomorrow, null, now)).toBe(false);
    expect(booksWithoutPaying(staff, tomorrow, null, now)).toBe(false);
    expect(booksWithoutPaying(customer, { ...tomorrow, studioId: 418 }, 418, now)).toBe(false);
    expect(
      booksWithoutPaying(person({ isCustomer: true, studioId: 418 }), tomorrow, 466, now),
    ).toBe(false);
  });
});
