import { expect, test } from '@playwright/test';
import { loginInBrowser, newPerson, origin, registerViaApi, studioOrigin } from './fixtures.ts';
import { subscribeViaApi } from './billing-kit.ts';

const BROOKS_TITLE = 'Brooks Pilates | Classical & Contemporary Pilates';
const NORTHLOOP_TITLE = 'North Loop Fitness | Strength & HIIT On Demand';

test('every page names itself in the tab', async ({ page }) => {
  for (const [path, title] of [
    ['/liveschedule', 'Live Schedule | JetSweat'],
    ['/signup', 'Sign up | JetSweat'],
    ['/login', 'Log in | JetSweat'],
    ['/subscription', 'Choose your plan | JetSweat'],
    ['/forgot-password', 'Forgot your password? | JetSweat'],
    ['/no-such-page', 'Page not found | JetSweat'],
    ['/test', 'Component check | JetSweat'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('a page still to come names itself in the tab', async ({ page, request }) => {
  const token = await registerViaApi(request, newPerson('titles'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  await page.goto('/newplatform/items/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(page).toHaveTitle('My Schedule | JetSweat');
});

test.describe('on a studio’s own domain', () => {
  test('every tab carries the studio’s page title and /studios is the studio’s own page', async ({
    page,
  }) => {
    const site = studioOrigin('brookspilates');
    await page.goto(`${site}/contact`);
    await expect(page).toHaveTitle(`Contact Us | ${BROOKS_TITLE}`);
    await page.goto(`${site}/liveschedule`);
    await expect(page).toHaveTitle(`Live Schedule | ${BROOKS_TITLE}`);

    await page.goto(`${site}/studios`);
    await expect(page).toHaveURL(`${site}/studios/brookspilates`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(`Brooks Pilates | ${BROOKS_TITLE}`);
    await expect(page.getByRole('heading', { name: 'Our Studios' })).toHaveCount(0);
  });
});

test('a studio’s login on the main site does not leave the main site branded', async ({ page }) => {
  await page.goto('/login/northloop');
  await expect(page.getByRole('heading', { name: 'Log in to North Loop Fitness' })).toBeVisible();
  await expect(page.locator('.nav__logo img')).toHaveAttribute('src', /northloop\/logo\.svg$/);
  // The page's own title wins over the studio's bare one, and carries the studio's.
  await expect(page).toHaveTitle(`Log in | ${NORTHLOOP_TITLE}`);

  await page.goto(`${origin}/liveschedule`);
  await expect(page).toHaveTitle('Live Schedule | JetSweat');
  await expect(page.locator('.nav__logo')).toContainText('JetSweat');
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
});
