import { expect, test } from '@playwright/test';

test.describe('navigation', () => {
  test('below 800px the links fold into a menu that opens, and closes on resize', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/signup');
    const links = page.locator('#nav-links');
    await expect(links).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(links).toBeVisible();
    await page.locator('summary', { hasText: 'For Individuals' }).click();
    await expect(page.getByRole('link', { name: 'Live Schedule' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.setViewportSize({ width: 640, height: 900 });
    await expect(links).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('at desktop width the links show, and log in and sign up keep the query string', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/account?code=FRIENDS');
    await page.goto('/faq?code=FRIENDS');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?code=FRIENDS',
    );
    await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/signup?code=FRIENDS',
    );
  });

  test('the marketing bar has its three menus and the trial button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    for (const menu of ['Wellness Partners', 'For Individuals', 'For Organizations']) {
      await expect(page.locator('summary', { hasText: menu })).toBeVisible();
    }
    await page.locator('summary', { hasText: 'For Organizations' }).click();
    await expect(page.getByRole('link', { name: 'Health Plans' })).toHaveAttribute(
      'href',
      '/whoweserve/healthplans',
    );
    await expect(page.getByRole('link', { name: 'Start your free trial' }).first()).toBeVisible();
  });

  test('an unknown page says so, and the server answers it 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // For crawlers and link checkers: the app's page, with the status of an address that is none.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
