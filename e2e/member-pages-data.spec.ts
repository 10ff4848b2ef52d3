import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

/**
 * Issue 56, point 5: each member page, loaded in full, shows its data having asked the server for
 * each thing once: the calls its data chunk starts before the first render and the page's own
 * hooks share their keys. The server's page names the page's code for the browser to fetch early.
 */
const pages: { path: string; heading: string; data: (page: Page) => Promise<void> }[] = [
  {
    path: '/newplatform/dashboard',
    heading: 'Dashboard',
    data: (page) => expect(page.locator('main .class-card').first()).toBeVisible(),
  },
  {
    path: '/newplatform/items/classes',
    heading: 'Classes',
    data: (page) => expect(page.locator('main .library-results .class-card').first()).toBeVisible(),
  },
  {
    path: '/newplatform/programs',
    heading: 'Programs',
    data: (page) => expect(page.locator('main .class-card').first()).toBeVisible(),
  },
  {
    path: '/newplatform/items/calendar',
    heading: 'My Schedule',
    data: (page) =>
      expect(page.getByRole('definition').filter({ hasText: /^\d+$/ }).first()).toBeVisible(),
  },
  {
    path: '/newplatform/progress',
    heading: 'My Progress',
    data: (page) => expect(page.getByTestId('total-calories')).toHaveText(/\d+ kcal/),
  },
  {
    path: '/newplatform/live/upcoming',
    heading: 'Upcoming Live Classes',
    data: (page) => expect(page.locator('main .loader')).toHaveCount(0),
  },
  {
    path: '/newplatform/downloads',
    heading: 'Downloads',
    data: (page) => expect(page.locator('main')).toContainText(/download/i),
  },
  {
    path: '/newplatform/friends',
    heading: 'Friends',
    data: (page) => expect(page.locator('main .loader')).toHaveCount(0),
  },
  {
    path: '/newplatform/profile',
    heading: 'Profile',
    data: (page) => expect(page.locator('main .loader')).toHaveCount(0),
  },
  {
    path: '/account',
    heading: 'Your account',
    data: (page) => expect(page.locator('main .loader')).toHaveCount(0),
  },
];

/** Every API request the page makes, as 'METHOD /path?query body'. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      seen.push(`${r.method()} ${url.pathname}${url.search} ${r.postData() ?? ''}`.trim());
  });
  return seen;
}

/**
 * The one call two features make at the start of the account page, before this work as now: the
 * session's user carries its subscription summary (GET /api/user/subscription), and the page's
 * membership section reads the full answer of the same address under billing's key.
 */
const askedBySessionAndPage = 'GET /api/user/subscription';

const repeated = (requests: string[]) =>
  requests.filter((r, i) => requests.indexOf(r) !== i && r !== askedBySessionAndPage);

for (const { path, heading, data } of pages) {
  test(
    `${path}: a full load shows the page's data, each call made once, and names the page's code in its HTML`,
    PHONE_TOO,
    async ({ page, request }) => {
      await newMember(page, request);
      const requests = apiRequests(page);
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<link rel="modulepreload"[^>]*member-page-data-[\w-]+\.js">/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await data(page);
      await settled(page);
      await page.waitForLoadState('networkidle');
      expect(requests.length).toBeGreaterThan(0);
      expect(repeated(requests), 'asked twice on one load').toEqual([]);
      await expectNoSeriousFindings(page, path);
    },
  );
}

test('a public page names no member code in its HTML', PHONE_TOO, async ({ page }) => {
  const response = await page.goto('/faq');
  expect(await response?.text()).not.toMatch(/member-page-data|member-area/);
});
