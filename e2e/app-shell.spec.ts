import { expect, test } from '@playwright/test';
import { reloadUnderServiceWorker } from './service-worker-kit';

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker keeps the site usable offline after a visit', async ({
    page,
    context,
  }) => {
    await page.goto('/signup');
    await reloadUnderServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Start with a free trial' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await context.setOffline(false);
  });
});

// The suite's contexts have no service worker (playwright.config.ts): one that had cached the
// chunk would serve it past the blocked route, by design.
test.describe('without the service worker', () => {
  test('a page whose code cannot be fetched says so and offers to try again', async ({ page }) => {
    let block = true;
    await page.route('**/assets/forgot-password-page-*.js', (route) =>
      block ? route.abort() : route.continue(),
    );
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
    block = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  });
});
