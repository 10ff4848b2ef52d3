// A full class's waitlist in the browser (issue 22, item 3): a member joins and leaves it on the
// schedule, and when the one seat is cancelled the waiting member gets it and an e-mail: booked
// when the class is in their plan, else kept for them to pay for on the schedule.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
  type LiveClass,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { subscribeViaApi } from './billing-kit.ts';
import {
  confirmAddress,
  linkInMail,
  loginInBrowser,
  newPerson,
  registerViaApi,
} from './fixtures.ts';
import { asMember } from './member-fixtures.ts';
import {
  buyViaApi,
  classRow,
  expectNoSideScroll,
  fillCard,
  openClassDay,
  personalClass,
  publicClasses,
  purchasedIds,
} from './schedule-fixtures.ts';

/** The class as the member's own list has it: booked, waiting, a seat kept for them. */
async function mineOf(request: Parameters<typeof asMember>[0], token: string, c: LiveClass) {
  const list = await asMember<MemberLiveClass[]>(request, token, 'GET', '/api/liveclass/upcoming');
  return list.find((x) => x.id === c.id);
}

/** The holder cancels their booking on their upcoming page, in a browser of their own. */
async function cancelOnUpcoming(browser: Browser, width: number, token: string, c: LiveClass) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginInBrowser(page, token);
  await page.goto('/newplatform/live/upcoming');
  const mine = page.getByRole('region', { name: 'Your booked classes' });
  const row = mine.locator(`.schedule-class[data-class-id="${c.id}"]`);
  await expect(row).toBeVisible();
  await expectNoSideScroll(page, 'the upcoming page');
  await row.getByRole('button', { name: `${scheduleTexts.cancelBooking}: ${c.title}` }).click();
  const ask = page.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle });
  await expect(ask).toContainText(scheduleTexts.cancelConfirmPaid);
  await expectNoSideScroll(page, 'the cancel dialog');
  await ask.getByRole('button', { name: scheduleTexts.cancelConfirm }).click();
  await expect(mine.getByRole('status')).toHaveText(scheduleTexts.cancelledRefunded);
  await context.close();
}

/** Joins, leaves and joins again the full class's waitlist on the schedule. */
async function joinAndLeave(page: Page, c: LiveClass) {
  const row = classRow(page, c);
  await expect(row.locator('.schedule-class__seats')).toHaveText(scheduleTexts.full);
  const join = row.getByRole('button', { name: `${scheduleTexts.joinWaitlist}: ${c.title}` });
  const leave = row.getByRole('button', { name: `${scheduleTexts.leaveWaitlist}: ${c.title}` });
  await expect(row.getByRole('button', { name: scheduleTexts.book })).toHaveCount(0);
  await expectNoSideScroll(page, 'the schedule with a full class');
  await expectNoSeriousFindings(page, 'the schedule with a full class');

  await join.click();
  await expect(leave).toBeVisible();
  await expect(row.getByRole('status')).toHaveText(scheduleTexts.onWaitlist);
  await expectNoSideScroll(page, 'the schedule on the waitlist');
  await expectNoSeriousFindings(page, 'the schedule on the waitlist');

  await leave.click();
  await expect(join).toBeVisible();
  await expect(row.getByRole('status')).toHaveCount(0);
  await join.click();
  await expect(leave).toBeVisible();
}

for (const [width, index, plan] of [
  [1280, 2, 'subscriber'],
  [390, 3, 'single-class buyer'],
] as const) {
  test.describe(`the waitlist at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`a ${plan} waits for a full class and gets the seat its holder cancels`, async ({
      page,
      request,
      browser,
    }) => {
      // Two members, three pages, mail and axe four times: more than one page's test.
      test.slow();
      // A personal-training class has one seat: the holder's booking fills it.
      const c = personalClass(await publicClasses(request), index);
      const holder = await registerViaApi(request, newPerson(`wait-holder-${width}`));
      await buyViaApi(request, holder, c);
      const person = newPerson(`wait-${width}`);
      const waiter = await registerViaApi(request, person);
      await confirmAddress(request, person.email);
      if (plan === 'subscriber') await subscribeViaApi(request, waiter);
      await loginInBrowser(page, waiter);

      await openClassDay(page, c);
      await joinAndLeave(page, c);
      expect(await mineOf(request, waiter, c)).toMatchObject({ waiting: true, booked: false });

      await cancelOnUpcoming(browser, width, holder, c);
      expect(await purchasedIds(request, holder)).toEqual([]);

      if (plan === 'subscriber') {
        // In their plan: booked for them at once, and the booking e-mail says so.
        await linkInMail(person.email, new RegExp(`/newplatform/live/upcoming/${c.id}`));
        expect(await purchasedIds(request, waiter)).toEqual([c.id]);
        await openClassDay(page, c);
        await expect(
          classRow(page, c).getByRole('link', {
            name: `${c.title}: ${scheduleTexts.bookedLinkLabel}`,
          }),
        ).toBeVisible();
        return;
      }

      // Not in a plan: nothing charged, the seat kept, and the e-mail leads to the class's day.
      // Quoted-printable writes the link's "=" as "=3D".
      const link = await linkInMail(person.email, /\/liveschedule\?day=(3D)?\d{4}-\d{2}-\d{2}/);
      expect(await purchasedIds(request, waiter)).toEqual([]);
      expect(await mineOf(request, waiter, c)).toMatchObject({ seatHeld: true, waiting: false });
      await page.goto(link.replace('=3D', '='));
      await page.getByRole('tab', { name: scheduleTexts.personalTab }).click();
      const row = classRow(page, c);
      await expect(row.getByRole('status')).toHaveText(scheduleTexts.seatKeptForYou);
      await expectNoSideScroll(page, 'the schedule with a seat kept');
      await expectNoSeriousFindings(page, 'the schedule with a seat kept');
      await row.getByRole('button', { name: scheduleTexts.book }).click();
      const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
      const price = formatDollars(liveClassPriceCents(c.price));
      await expect(payment).toContainText(scheduleTexts.personalPriceConfirm(price));
      await fillCard(payment);
      await payment.getByRole('button', { name: `Pay ${price}` }).click();
      await expect(
        page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle }),
      ).toBeVisible();
      expect(await purchasedIds(request, waiter)).toEqual([c.id]);
    });
  });
}
