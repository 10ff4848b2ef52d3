import { expect, test, type Page } from '@playwright/test';
import { billingTexts } from '../packages/contract/src/billing-texts.ts';
import { shortDay } from '../packages/contract/src/eastern-time.ts';
import {
  confirmAddress,
  loginInBrowser,
  mailsTo,
  me,
  newPerson,
  origin,
  registerViaApi,
  studioOrigin,
} from './fixtures.ts';
import {
  easternDayFromToday,
  fillCard,
  subscribeViaApi,
  subscriptionOf,
  testCards,
} from './billing-kit.ts';

async function chooseDay(page: Page, day: string) {
  const button = page.locator(`[data-day="${day}"]`);
  if ((await button.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('day passes', () => {
  test('a studio day pass for a chosen date lands on /account/{studio}/{date}', async ({
    page,
    request,
  }) => {
    const person = newPerson('daypass');
    const token = await registerViaApi(request, person);
    await confirmAddress(request, person.email);
    await loginInBrowser(page, token);
    const packages = (
      await (await request.get(`${origin}/api/studio/packages/brookspilates`)).json()
    ).content;
    await page.goto('/daypass/brookspilates');
    await expect(page.getByRole('heading', { level: 1, name: billingTexts.dayPass })).toBeVisible();
    await expect(page.locator('.plan-card__price')).toHaveText(
      `$${packages.daily.price.toFixed(2)}`,
    );
    // Yesterday cannot be chosen.
    const yesterday = page.locator(`[data-day="${easternDayFromToday(-1)}"]`);
    if (await yesterday.count()) await expect(yesterday).toBeDisabled();

    const day = easternDayFromToday(2);
    await chooseDay(page, day);
    await fillCard(page, testCards.ok);
    await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/account/brookspilates/${day}$`));
    await expect(page.getByText(`Your day pass for ${shortDay(day)} is confirmed.`)).toBeVisible();
    // It is for that day, not today.
    expect((await me(request, token)).body.content.subscription.active).toBe(false);
    await expect
      .poll(() =>
        mailsTo(person.email).some((m) => /Subject: Your Brooks Pilates day pass for/.test(m)),
      )
      .toBe(true);
  });

  test('a day pass without a chosen date is for today and entitles at once', async ({
    page,
    request,
  }) => {
    const token = await registerViaApi(request, newPerson('today'));
    await loginInBrowser(page, token);
    await page.goto('/daypass');
    await expect(page.getByText(/No day chosen: your pass is for today/)).toBeVisible();
    await fillCard(page, testCards.ok);
    await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
    await expect(page).toHaveURL(/\/account$/);
    const sub = await subscriptionOf(request, token);
    expect(sub).toMatchObject({
      active: true,
      packageId: 'jetsweat_daily',
      dayPass: { date: easternDayFromToday(0) },
    });
    // A pass, not a subscription: listed as today's JetSweat day pass.
    await expect(page.getByText('You have no subscription.')).toBeVisible();
    const pass = page.getByRole('list', { name: 'Your day passes' }).getByRole('listitem');
    await expect(pass).toContainText('JetSweat day pass');
    await expect(pass).toContainText('Today');
  });

  test('a card short of funds shows the bank’s message', async ({ page, request }) => {
    const token = await registerViaApi(request, newPerson('funds'));
    await loginInBrowser(page, token);
    await page.goto('/daypass');
    await fillCard(page, testCards.insufficientFunds);
    await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
    ).toBeVisible();
    expect((await subscriptionOf(request, token)).dayPass).toBeNull();
  });

  test('logged-out visitors go to the day-pass login', async ({ page }) => {
    await page.goto('/daypass/brookspilates');
    await expect(page).toHaveURL(/\/login\/daypass\/brookspilates$/);
  });
});

test.describe('cancelling (/cancel)', () => {
  test('a subscriber cancels, keeps access until the period ends, and can undo it', async ({
    page,
    request,
  }) => {
    const person = newPerson('cancel');
    const token = await registerViaApi(request, person);
    await confirmAddress(request, person.email);
    await subscribeViaApi(request, token);
    await loginInBrowser(page, token);
    await page.goto('/cancel');
    await expect(
      page.getByRole('heading', { level: 1, name: billingTexts.cancelSubscription }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@jetsweat.example' }),
    ).toHaveAttribute('href', 'mailto:support@jetsweat.example');
    await expect(page.getByText(/You are on a free trial of the Monthly plan/)).toBeVisible();
    await page.getByRole('button', { name: billingTexts.cancelSubscription }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Your free trial of the Monthly plan ($19.99 per month) is cancelled. You keep access until',
      }),
    ).toBeVisible();
    expect((await subscriptionOf(request, token)).subscription).toMatchObject({
      cancelled: true,
      active: true,
      nextPayment: null,
    });
    expect((await me(request, token)).body.content.subscription.active).toBe(true);
    await expect
      .poll(() =>
        mailsTo(person.email).some((m) => m.includes('Your JetSweat subscription is cancelled')),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Welcome back! You are on a free trial' }),
    ).toBeVisible();
    expect((await subscriptionOf(request, token)).subscription.cancelled).toBe(false);
  });

  test('a subscriber pauses (losing access) and resumes', async ({ page, request }) => {
    const token = await registerViaApi(request, newPerson('pause'));
    await subscribeViaApi(request, token);
    await loginInBrowser(page, token);
    await page.goto('/cancel');
    await page.getByRole('button', { name: 'Pause subscription' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your Monthly plan ($19.99 per month) is paused.' }),
    ).toBeVisible();
    expect((await me(request, token)).body.content.subscription.active).toBe(false);
    // Not entitled while paused, the billing page points back here instead of selling a second plan.
    await page.goto('/payment');
    await page.getByRole('link', { name: 'Resume your subscription' }).click();
    await expect(page).toHaveURL(/\/cancel$/);
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are on a free trial of the Monthly plan' }),
    ).toBeVisible();
    expect((await me(request, token)).body.content.subscription.active).toBe(true);
  });

  test('with no user, /cancel goes home', async ({ page }) => {
    await page.goto('/cancel');
    await expect(page).toHaveURL(`${origin}/`);
  });
});

test.describe('white-label checkout and confirmations', () => {
  test('a studio member buys on the studio’s site and sees its confirmation', async ({
    page,
    request,
  }) => {
    const person = newPerson('wl');
    const token = await registerViaApi(request, person, 'brookspilates');
    const site = studioOrigin('brookspilates');
    await loginInBrowser(page, token, site);
    await page.goto(`${site}/checkout`);
    await expect(
      page.getByRole('heading', { level: 1, name: billingTexts.signUpNow }),
    ).toBeVisible();
    await fillCard(page, testCards.ok);
    await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
    await expect(page).toHaveURL(`${site}/confirmation`);
    await expect(
      page.getByRole('heading', { name: billingTexts.subscriptionConfirmedFor(person.firstName) }),
    ).toBeVisible();
    await expect(page.getByText('Welcome to Brooks Pilates')).toBeVisible();
    await expect(page.getByText(billingTexts.checkInbox)).toBeVisible();
    const sub = await subscriptionOf(request, token);
    expect(sub.subscription.packageId).toBe('brookspilates_monthly');
    expect((await me(request, token)).body.content.isCustomer).toBe(true);
  });

  test('the purchase confirmation screen follows the product’s type', async ({ page, request }) => {
    const token = await registerViaApi(request, newPerson('product'));
    await loginInBrowser(page, token);
    await page.goto('/purchase-confirmation?productId=3');
    await expect(page.getByRole('heading', { name: billingTexts.purchaseConfirmed })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a live class' })).toHaveAttribute(
      'href',
      '/newplatform/live/upcoming?productId=3',
    );
    await page.goto('/purchase-confirmation?productId=4');
    await expect(page.getByRole('link', { name: 'Choose a class' })).toHaveAttribute(
      'href',
      '/newplatform/items/classes?productId=4',
    );
    await page.goto('/purchase-confirmation?productId=1');
    await expect(page.getByText(/Check your inbox/)).toBeVisible();
    await page.goto('/purchase-confirmation?productId=2');
    await expect(
      page.getByRole('heading', { name: billingTexts.subscriptionConfirmed }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the web platform' })).toHaveAttribute(
      'href',
      '/newplatform/dashboard?productId=2',
    );
    // An unknown product goes to the dashboard, which sends a non-subscriber on to payment.
    await page.goto('/purchase-confirmation?productId=999');
    await expect(page).toHaveURL(/\/payment$/);
  });
});
