import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDay } from '@jetsweat/contract';
import { after, cards, DAY, subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  newCustomer,
  newDayPassHolder,
  newStaff,
  NORTHLOOP_ID,
} from '../schedule/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where a person can stand: the main site, a studio's own site, another studio's own site. */
const sites = {
  main: {},
  northloop: { host: 'northloop.localhost' },
  brooks: { host: 'brookspilates.localhost' },
} as const;

async function accessOn(token: string) {
  const answers: Record<string, { entitled: boolean; isCustomer: boolean }> = {};
  for (const [name, headers] of Object.entries(sites)) {
    const res = await t.call({ method: 'GET', url: '/api/user/me', token, headers });
    expect(res.statusCode).toBe(200);
    answers[name] = {
      entitled: res.body.content.entitled,
      isCustomer: res.body.content.isCustomer,
    };
  }
  return answers;
}

const no = { entitled: false, isCustomer: false };
const yes = { entitled: true, isCustomer: true };

describe('entitlement, per site and per day, decided by the server', () => {
  it('gives nothing to a person who bought nothing', async () => {
    const person = await t.newUser();
    expect(await accessOn(person.token)).toEqual({ main: no, northloop: no, brooks: no });
  });

  it("lets JetSweat's own subscription in on the main site only", async () => {
    const person = await t.newUser();
    const res = await subscribe(t, person.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
    });
    expect(res.statusCode).toBe(200);
    expect(await accessOn(person.token)).toEqual({ main: yes, northloop: no, brooks: no });
  });

  it("lets a studio's subscription in on the main site and that studio's own site, not another's", async () => {
    const customer = await newCustomer(t, NORTHLOOP_ID);
    expect(await accessOn(customer.token)).toEqual({ main: yes, northloop: yes, brooks: no });
  });

  it("lets a studio's day pass in on its own day only, on the main site and that studio's site", async () => {
    const today = easternDay(t.clock.now());
    const holder = await newDayPassHolder(t, NORTHLOOP_ID, today);
    expect(await accessOn(holder.token)).toEqual({ main: yes, northloop: yes, brooks: no });

    const dayAfterTomorrow = easternDay(new Date(t.clock.now().getTime() + 2 * DAY));
    const early = await newDayPassHolder(t, NORTHLOOP_ID, dayAfterTomorrow);
    expect(await accessOn(early.token)).toEqual({ main: no, northloop: no, brooks: no });
    const before = t.clock.now();
    try {
      t.clock.advance(2 * DAY);
      expect(await accessOn(early.token)).toEqual({ main: yes, northloop: yes, brooks: no });
      t.clock.advance(DAY);
      expect(await accessOn(early.token)).toEqual({ main: no, northloop: no, brooks: no });
    } finally {
      t.clock.set(before);
    }
  });

  it('lets internal users in everywhere without making them customers', async () => {
    const staff = await newStaff(t);
    const staffAccess = { entitled: true, isCustomer: false };
    expect(await accessOn(staff.token)).toEqual({
      main: staffAccess,
      northloop: staffAccess,
      brooks: staffAccess,
    });
  });

  it('takes access away when a subscription stops paying', async () => {
    const person = await t.newUser();
    await subscribe(t, person.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.chargeDeclined),
    });
    expect((await accessOn(person.token)).main).toEqual(yes);
    const before = t.clock.now();
    try {
      // The trial ends and the first charge fails: past due, not entitled.
      await after(t, 8 * DAY);
      expect(await accessOn(person.token)).toEqual({ main: no, northloop: no, brooks: no });
    } finally {
      t.clock.set(before);
    }
  });
});
