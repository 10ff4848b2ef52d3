import { expect, test, type Locator } from '@playwright/test';
import { billingTexts } from '../packages/contract/src/billing-texts.ts';
import { easternShortDate, shortDay } from '../packages/contract/src/eastern-time.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import { easternDayFromToday, subscribeViaApi, subscriptionOf } from './billing-kit.ts';

/** How a button looks: its fill, text colour and border colour. */
const looks = (button: Locator) =>
  button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fill: s.backgroundColor, text: s.color, border: s.borderTopColor };
  });

for (const width of [1280, 390]) {
  test.describe(`/cancel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cancelling asks first, says when access ends, and says it once', async ({
      page,
      request,
    }) => {
      const token = await registerViaApi(request, newPerson('care'));
      await subscribeViaApi(request, token);
      const until = easternShortDate(
        (await subscriptionOf(request, token)).subscription.currentPeriodEnd,
      );
      await loginInBrowser(page, token);
      await page.goto('/cancel');

      // Pause and cancel are told apart at a glance: neither is the other's dark button.
      const pause = page.getByRole('button', { name: 'Pause subscription' });
      const cancel = page.getByRole('button', { name: billingTexts.cancelSubscription });
      const [pauseLooks, cancelLooks] = [await looks(pause), await looks(cancel)];
      expect(pauseLooks).not.toEqual(cancelLooks);
      expect(pauseLooks.fill).toBe('rgba(0, 0, 0, 0)');
      expect(cancelLooks.fill).toBe('rgba(0, 0, 0, 0)');
      expect(cancelLooks.text).toBe('rgb(179, 38, 30)');

      // The first click only asks, saying what happens and when access ends.
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await expect(dialog).toContainText(
        `Your free trial stops and you will not be charged. You keep access until ${until}.`,
      );
      await dialog.getByRole('button', { name: 'Keep my subscription' }).click();
      await expect(dialog).toBeHidden();
      expect((await subscriptionOf(request, token)).subscription.cancelled).toBe(false);

      await cancel.click();
      await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `Your free trial of the Monthly plan ($19.99 per month) is cancelled. You keep access until ${until}.`,
      );
      // Said once: no second sentence repeats the cancellation.
      await expect(page.getByText(/is cancelled/)).toHaveCount(1);
      await expect(page.getByText(/You keep access until/)).toHaveCount(1);
      expect((await subscriptionOf(request, token)).subscription.cancelled).toBe(true);
      await expect(page.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
      await expect(page.getByRole('button', { name: billingTexts.cancelSubscription })).toHaveCount(
        0,
      );
    });
  });
}

test('a day-pass holder is not offered a subscription to cancel', async ({ page, request }) => {
  const token = await registerViaApi(request, newPerson('passholder'));
  const card = await request.post(`${origin}/api/sandbox/v1/tokens`, {
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  const day = easternDayFromToday(2);
  const buy = await request.post(`${origin}/api/user/daypass/purchase`, {
    headers: { authorization: `Bearer ${token}` },
    data: { source: 'website', token: (await card.json()).content.id, passDate: day },
  });
  expect(buy.status(), await buy.text()).toBe(200);
  await loginInBrowser(page, token);
  await page.goto('/cancel');
  await expect(
    page.getByText(`You have no subscription to cancel. Your day pass is for ${shortDay(day)}`),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See your day passes' })).toHaveAttribute(
    'href',
    '/account',
  );
});
