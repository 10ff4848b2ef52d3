import { expect, test, type Page } from '@playwright/test';
import { easternShortDate, shortDay } from '../packages/contract/src/eastern-time.ts';
import { billingTexts } from '../packages/contract/src/billing-texts.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import {
  easternDayFromToday,
  fillCard,
  subscribeViaApi,
  subscriptionOf,
  testCards,
} from './billing-kit.ts';

/** The value the membership page shows beside a term ('Status', 'Next bill'). */
const factOf = (page: Page, term: string) =>
  page
    .locator('.membership__fact')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

for (const width of [1280, 390]) {
  test.describe(`membership page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a trial subscriber reads plan, status, dates in words and the card on file', async ({
      page,
      request,
    }) => {
      const token = await registerViaApi(request, newPerson('trial'));
      await subscribeViaApi(request, token);
      const sub = (await subscriptionOf(request, token)).subscription;
      await loginInBrowser(page, token);
      await page.goto('/account');
      const membership = page.getByRole('region', { name: 'Membership' });
      await expect(factOf(page, 'Plan')).toHaveText('Monthly plan, $19.99 a month');
      await expect(factOf(page, 'Status')).toHaveText('Free trial');
      const trialEnd = easternShortDate(sub.trialEnd);
      expect(trialEnd).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(factOf(page, 'Trial ends')).toHaveText(trialEnd);
      await expect(factOf(page, 'Next bill')).toHaveText(`${trialEnd}, $19.99`);
      await expect(factOf(page, 'Card on file')).toHaveText('Visa ending 4242');
      await expect(
        membership.getByRole('link', { name: 'Manage your subscription' }),
      ).toHaveAttribute('href', '/cancel');
      await expect(
        page.getByText('No payments yet. A free trial is charged when it ends.'),
      ).toBeVisible();
      await expect(page.getByText('You have no day passes.')).toBeVisible();
      // Nothing of the page runs off the side of a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('a cancelled subscription says when access ends, with no next bill', async ({
  page,
  request,
}) => {
  const token = await registerViaApi(request, newPerson('ending'));
  await subscribeViaApi(request, token, 'jetsweat_yearly');
  const res = await request.delete(`${origin}/api/user/subscription`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const sub = (await subscriptionOf(request, token)).subscription;
  await loginInBrowser(page, token);
  await page.goto('/account');
  await expect(factOf(page, 'Plan')).toHaveText('Annual plan, $239.99 a year');
  await expect(factOf(page, 'Status')).toHaveText('Cancelled at the end of the period');
  await expect(factOf(page, 'Access ends')).toHaveText(easternShortDate(sub.currentPeriodEnd));
  await expect(factOf(page, 'Next bill')).toHaveCount(0);
});

test('a paying subscriber reads Active with the next bill, and the day-pass link leads to passes', async ({
  page,
  request,
}) => {
  const token = await registerViaApi(request, newPerson('active'));
  // A promo code replaces the trial: the first month is paid at once, so the plan is active.
  await subscribeViaApi(request, token, 'jetsweat_monthly', 'TAKE5');
  const sub = (await subscriptionOf(request, token)).subscription;
  await loginInBrowser(page, token);
  await page.goto('/account');
  await expect(factOf(page, 'Status')).toHaveText('Active');
  await expect(factOf(page, 'Trial ends')).toHaveCount(0);
  await expect(factOf(page, 'Next bill')).toHaveText(
    `${easternShortDate(sub.nextPayment.date)}, $19.99`,
  );
  await page.getByRole('link', { name: 'Buy a day pass' }).click();
  await expect(page).toHaveURL(/\/daypass$/);
  await expect(page.getByRole('heading', { level: 1, name: billingTexts.dayPass })).toBeVisible();
});

test('a paused subscription reads Paused, with no next bill', async ({ page, request }) => {
  const token = await registerViaApi(request, newPerson('paused'));
  await subscribeViaApi(request, token);
  const res = await request.post(`${origin}/api/user/subscription/pause`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await loginInBrowser(page, token);
  await page.goto('/account');
  await expect(factOf(page, 'Plan')).toHaveText('Monthly plan, $19.99 a month');
  await expect(factOf(page, 'Status')).toHaveText('Paused');
  await expect(factOf(page, 'Next bill')).toHaveCount(0);
});

test('a day pass shows as a pass with its studio and day, with a printable receipt', async ({
  page,
  request,
}) => {
  const person = newPerson('pass');
  const token = await registerViaApi(request, person);
  await loginInBrowser(page, token);
  // The plan page leads to day passes.
  await page.goto('/subscription');
  await page.getByRole('link', { name: 'Buy a day pass' }).click();
  await expect(page).toHaveURL(/\/daypass$/);
  // So does a studio's page, for that studio.
  await page.goto('/studios/bodyrok');
  await page.getByRole('link', { name: 'Buy a day pass' }).click();
  await expect(page).toHaveURL(/\/daypass\/bodyrok$/);
  await page.goto('/daypass/brookspilates');
  const day = easternDayFromToday(3);
  await expect(page.locator(`[data-day="${easternDayFromToday(0)}"]`)).toBeVisible();
  const button = page.locator(`[data-day="${day}"]`);
  if ((await button.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await button.click();
  await fillCard(page, testCards.ok);
  await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/account/brookspilates/${day}$`));
  await expect(page.getByText(`Your day pass for ${shortDay(day)} is confirmed.`)).toBeVisible();

  // Not a subscription: the pass is listed as a pass, for Brooks Pilates on that day.
  await expect(page.getByText('You have no subscription.')).toBeVisible();
  await expect(page.getByText(/subscription is active/i)).toHaveCount(0);
  const pass = page.getByRole('list', { name: 'Your day passes' }).getByRole('listitem');
  await expect(pass).toHaveCount(1);
  await expect(pass).toContainText('Brooks Pilates day pass');
  await expect(pass).toContainText(shortDay(day));
  await expect(pass).toContainText('Upcoming');
  await expect(pass.getByRole('link', { name: 'Brooks Pilates' })).toHaveAttribute(
    'href',
    '/studios/brookspilates',
  );

  const receipts = page.getByRole('region', { name: 'Receipts' });
  const row = receipts.getByRole('row').filter({ hasText: 'Brooks Pilates day pass' });
  await expect(row).toContainText(easternShortDate(new Date()));
  const price = (await (await request.get(`${origin}/api/studio/packages/brookspilates`)).json())
    .content.daily.price as number;
  await expect(row).toContainText(`$${price.toFixed(2)}`);
  // On a phone the passes and receipts fit the screen.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await row.getByRole('link', { name: /^Receipt JS-\d{6}$/ }).click();
  await expect(page).toHaveURL(/\/account\/receipts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt JS-\d{6}$/ })).toBeVisible();
  await expect(
    page.getByText(`${person.firstName} ${person.lastName}, ${person.email}`),
  ).toBeVisible();
  await expect(page.getByText(`Brooks Pilates day pass, for ${shortDay(day)}`)).toBeVisible();
  await expect(page.getByText(`$${price.toFixed(2)} USD`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  // Printed, the receipt stands alone: no site navigation, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt JS-/ })).toBeVisible();
});

test('another member’s receipt is not shown', async ({ page, request }) => {
  const owner = await registerViaApi(request, newPerson('owner'));
  const buy = await request.post(`${origin}/api/user/daypass/purchase`, {
    headers: { authorization: `Bearer ${owner}` },
    data: {
      source: 'website',
      token: (
        await (
          await request.post(`${origin}/api/sandbox/v1/tokens`, {
            data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
          })
        ).json()
      ).content.id,
    },
  });
  expect(buy.status(), await buy.text()).toBe(200);
  const receipts = await request.get(`${origin}/api/user/receipts`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  const [receipt] = (await receipts.json()).content.receipts;
  const other = await registerViaApi(request, newPerson('other'));
  await loginInBrowser(page, other);
  await page.goto(`/account/receipts/${receipt.id}`);
  await expect(page.getByRole('alert')).toHaveText(billingTexts.noSuchReceipt);
});

test('a failed renewal says why and takes a new card on the membership page', async ({
  page,
  request,
}) => {
  const token = await registerViaApi(request, newPerson('pastdue'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  // The e2e server's clock cannot reach a renewal, so the server's answer is turned into the
  // record a failed renewal leaves (the server side of it is in billing/lifecycle.test.ts).
  await page.route('**/api/user/subscription', async (route) => {
    // The page drops a request it no longer needs (a refetch replaces it, or it navigates), and
    // Playwright then disposes the answer: that request is simply left alone.
    const response = await route.fetch().catch(() => null);
    const body = await response?.json().catch(() => null);
    if (!response || !body) return;
    const record = body.content.subscription;
    if (record.status === 'trialing') {
      Object.assign(record, {
        status: 'past_due',
        trial: false,
        active: false,
        lastPaymentError: 'Your card was declined.',
      });
    }
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  await page.goto('/account');
  await expect(factOf(page, 'Status')).toHaveText('Payment failed');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your last payment did not go through: Your card was declined.' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Update card' });
  await expect(form).toBeVisible();
  await fillCard(page, '5555 5555 5555 4444');
  await form.getByRole('button', { name: 'Update card' }).click();
  // The card is charged at once and the fresh record replaces the failed one.
  await expect(factOf(page, 'Card on file')).toHaveText('Mastercard ending 4444');
  expect((await subscriptionOf(request, token)).subscription.card).toEqual({
    brand: 'mastercard',
    last4: '4444',
  });
});
