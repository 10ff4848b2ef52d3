// Booking policies per studio (issue 54, item 2): at BK Pilates (the demo's 12-hour window and
// $10.00 late-cancel fee) a member whose plan includes a class starting in 5 hours cancels it
// late: the dialog names the fee before they confirm, and the studio's roster holds the fee, which
// its job charges to the card on file once.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  bookingPolicyTexts,
  DEFAULT_CANCEL_POLICY,
  scheduleTexts,
  type ConsoleRoster,
} from '@jetsweat/contract';
import { subscribeViaApi } from './billing-kit.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import { easternIn, login } from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';
import { expectNoSideScroll } from './schedule-fixtures.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;
const classesApi = `${origin}/api/console/studios/${BK}/classes`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A BK Pilates class starting in 5 hours, scheduled by its admin: its id and title. */
async function classInFiveHours(request: APIRequestContext, admin: string, tag: string) {
  const list = await request.get(classesApi, { headers: auth(admin) });
  expect(list.status(), await list.text()).toBe(200);
  const instructorId = (await list.json()).content.instructors[0].id as number;
  const title = `Late Cancel Reformer ${tag} ${Date.now()}`;
  const made = await request.post(classesApi, {
    headers: auth(admin),
    data: {
      weeks: 1,
      fields: {
        title,
        description: 'A class to cancel late.',
        startsAt: easternIn(5 * 60),
        minutes: 45,
        instructorId,
        capacity: 10,
        priceCents: 1800,
        kind: 'group',
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: (await made.json()).content.classes[0].id as number, title };
}

test(
  'a member cancels a class late at a studio with a fee, told the fee first',
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await login(request, ADMIN);
    const c = await classInFiveHours(request, admin, testInfo.project.name);
    const member = await registerViaApi(request, newPerson(`late-cancel-${testInfo.project.name}`));
    await subscribeViaApi(request, member);
    const booked = await request.post(`${origin}/api/workout/add`, {
      headers: auth(member),
      data: { liveClassId: c.id, videoId: null },
    });
    expect(booked.status(), await booked.text()).toBeLessThan(300);

    await loginInBrowser(page, member);
    await page.goto('/newplatform/live/upcoming');
    const mine = page.getByRole('region', { name: 'Your booked classes' });
    const row = mine.locator(`.schedule-class[data-class-id="${c.id}"]`);
    await row.getByRole('button', { name: `${scheduleTexts.cancelBooking}: ${c.title}` }).click();
    const ask = page.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle });
    const policy = { ...DEFAULT_CANCEL_POLICY, cancelWindowMinutes: 720, lateCancelFeeCents: 1000 };
    await expect(ask).toContainText(bookingPolicyTexts.lateCancelConfirm(policy, 'subscription'));
    await expectNoSideScroll(page, 'the late-cancel dialog');
    await ask.getByRole('button', { name: bookingPolicyTexts.lateCancelConfirmButton }).click();
    await expect(mine.getByRole('status')).toHaveText(bookingPolicyTexts.lateCancelled(1000));
    await expect(row).toHaveCount(0);

    // The studio's roster holds the fee, charged once by its job to the member's card on file.
    const feesOnRoster = async () => {
      const res = await request.get(`${classesApi}/${c.id}/roster`, { headers: auth(admin) });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()).content as ConsoleRoster).fees;
    };
    await expect
      .poll(async () => (await feesOnRoster()).map((f) => [f.kind, f.amountCents, f.status]), {
        timeout: 60_000,
      })
      .toEqual([['late_cancel', 1000, 'charged']]);
  },
);
