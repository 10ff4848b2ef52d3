import { expect, test } from '@playwright/test';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';

test.describe('access gating without a session', () => {
  for (const path of [
    '/newplatform/dashboard',
    '/newplatform/items/calendar',
    '/newplatform/live/upcoming/12',
    '/account',
  ]) {
    test(`${path} goes to login carrying the path`, async ({ page }) => {
      await page.goto(`${path}?from=test`);
      await expect(page).toHaveURL(
        `/login?redirect_path=${encodeURIComponent(`${path}?from=test`)}`,
      );
    });
  }

  test('payment pages and /cancel send a logged-out visitor home', async ({ page }) => {
    for (const path of ['/payment', '/checkout/bkpilates', '/cancel']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('the day-pass page sends a logged-out visitor to the day-pass login for the studio', async ({
    page,
  }) => {
    await page.goto('/daypass/bkpilates');
    await expect(page).toHaveURL(/\/login\/daypass\/bkpilates$/);
  });

  test('after logging in the person continues where they were going', async ({ page, request }) => {
    const person = newPerson('gate');
    await registerViaApi(request, person);
    await page.goto('/account');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  });
});

test.describe('access gating with a session', () => {
  test('a person without a subscription is sent from the member platform to payment', async ({
    page,
    request,
  }) => {
    const token = await registerViaApi(request, newPerson('gate'));
    await loginInBrowser(page, token);
    await page.goto('/newplatform/dashboard');
    await expect(page).toHaveURL(/\/payment$/);
    await page.goto('/newplatform/live/upcoming');
    await expect(page).toHaveURL(/\/payment$/);
    // Payment pages are open to them.
    await page.goto('/checkout/bkpilates');
    await expect(page.getByRole('heading', { name: 'Sign up now!' })).toBeVisible();
  });

  test('a logged-in visitor of /login?redirect_path=/payment goes straight there', async ({
    page,
    request,
  }) => {
    const token = await registerViaApi(request, newPerson('gate'));
    await loginInBrowser(page, token);
    await page.goto('/login?redirect_path=%2Fpayment%3Fcode%3DX');
    await expect(page).toHaveURL(/\/payment\?code=X$/);
  });
});
