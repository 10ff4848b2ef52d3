// No paid booking is one tap (issue 22, item 3): Book on a paid class (a personal-training 1:1,
// or a single group class) opens a dialog that says the price and the cancellation policy, and
// nothing is held, charged or booked until the member confirms with Pay there.
import { expect, test, type Page } from '@playwright/test';
import {
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';
import {
  classRow,
  expectNoSideScroll,
  fillCard,
  groupClass,
  onDefaultPolicy,
  openClassDay,
  personalClass,
  publicClasses,
  purchasedIds,
  receiptsOf,
} from './schedule-fixtures.ts';

/** The calls that would hold a seat or take money: none may leave the page before Pay. */
function watchPaymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (/\/api\/liveclass\/upcoming\/payment-intent|\/api\/sandbox\/v1\/intents\//.test(url))
      calls.push(`${req.method()} ${url}`);
  });
  return calls;
}

const priceOf = (c: LiveClass) => formatDollars(liveClassPriceCents(c.price));

for (const [width, index] of [
  [1280, 0],
  [390, 1],
] as const) {
  test.describe(`a paid booking at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('personal training says its price and policy, and charges only on Pay', async ({
      page,
      request,
    }) => {
      const c = personalClass(await publicClasses(request), index);
      const price = priceOf(c);
      const token = await registerViaApi(request, newPerson(`pt-confirm-${width}`));
      await loginInBrowser(page, token);
      const calls = watchPaymentCalls(page);

      await openClassDay(page, c);
      // The policy is said on the schedule, before anyone books.
      await expect(page.getByText(scheduleTexts.cancelPolicy)).toBeVisible();
      await expectNoSideScroll(page, 'the personal-training schedule');
      await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();

      const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
      await expect(payment).toContainText(scheduleTexts.personalPriceConfirm(price));
      await expect(payment).toContainText(scheduleTexts.cancelPolicy);
      await expect(payment.getByTestId('live-price')).toHaveText(price);
      await expect(payment.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
      await expectNoSideScroll(page, 'the payment dialog');
      await expectNoSeriousFindings(page, 'the personal-training payment dialog');

      // Closing the dialog books and charges nothing.
      await payment.getByRole('button', { name: 'Close' }).click();
      await expect(payment).toHaveCount(0);
      expect(calls).toEqual([]);
      expect(await purchasedIds(request, token)).toEqual([]);
      expect(await receiptsOf(request, token)).toEqual([]);

      // Opened again and the card typed in, still nothing is asked of the gateway.
      await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
      await fillCard(payment);
      expect(calls).toEqual([]);
      expect(await purchasedIds(request, token)).toEqual([]);

      // Pay is the confirmation: the one charge, of the price shown, and the booking.
      await payment.getByRole('button', { name: `Pay ${price}` }).click();
      const summary = page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle });
      await expect(summary).toContainText(price);
      await expect(summary).toContainText(scheduleTexts.cancelPolicy);
      await expectNoSideScroll(page, 'the order summary');
      expect(calls.filter((call) => call.includes('payment-intent'))).toHaveLength(1);
      expect(await purchasedIds(request, token)).toEqual([c.id]);
      expect(await receiptsOf(request, token)).toMatchObject([
        { kind: 'liveclass', amountCents: liveClassPriceCents(c.price), refunded: false },
      ]);
    });

    test('a single group class by card opens the same confirmation, and closing it charges nothing', async ({
      page,
      request,
    }) => {
      // At a studio with the default policy, whose sentence the specification gives.
      const c = groupClass(onDefaultPolicy(await publicClasses(request)), 30 + index);
      const price = priceOf(c);
      const token = await registerViaApi(request, newPerson(`group-confirm-${width}`));
      await loginInBrowser(page, token);
      const calls = watchPaymentCalls(page);

      await openClassDay(page, c);
      await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
      const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
      await expect(payment.getByTestId('live-price')).toHaveText(price);
      await expect(payment).toContainText(scheduleTexts.cancelPolicy);
      await expect(payment.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
      await expectNoSideScroll(page, 'the payment dialog');
      await fillCard(payment);
      await payment.getByRole('button', { name: 'Close' }).click();
      await expect(payment).toHaveCount(0);
      expect(calls).toEqual([]);
      expect(await purchasedIds(request, token)).toEqual([]);
      expect(await receiptsOf(request, token)).toEqual([]);
      await expect(
        classRow(page, c).getByRole('button', { name: scheduleTexts.book }),
      ).toBeEnabled();
    });
  });
}
