import { expect, test, type Page } from '@playwright/test';
import { classesVia, newMember } from './member-fixtures.ts';

/**
 * A link of the bar, opening the phone menu first when the bar is folded into it, and the member's
 * "My Account" menu when the link is in there.
 */
async function barLink(page: Page, name: string, inAccountMenu = false) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  // isVisible does not wait: a member page renders once its calls are on their way, so the bar
  // must be there before the menu's absence means a laptop's width.
  await expect(bar).toBeVisible();
  const menu = bar.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  if (inAccountMenu) await bar.locator('summary', { hasText: 'My Account' }).click();
  return bar.getByRole('link', { name, exact: true });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a member reaches their account and live classes and logs out from the bar`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await newMember(page, request);
    await page.goto('/newplatform/items/classes');
    // On a phone the bar is folded into its menu; on a laptop it is laid out in full.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }),
    ).toBeVisible({ visible: width < 600 });
    await (await barLink(page, 'Account & Membership', true)).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    await page.goto('/newplatform/progress');
    await (await barLink(page, 'Booked Live Classes', true)).click();
    await expect(page).toHaveURL(/\/newplatform\/live\/upcoming$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Upcoming Live Classes' }),
    ).toBeVisible();

    await (await barLink(page, 'Log Out')).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await barLink(page, 'Log In')).toBeVisible();
  });
}

/** A link's place with ids and queries folded, so one page of each kind is visited. */
const kindOf = (path: string) => path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');

/** The same-site places a page links to. */
const linksOn = (page: Page) =>
  page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

const memberArea = /^\/(newplatform|account)(\/|$)/;

test('no link in the member area leads to a "coming soon" page', async ({ page, request }) => {
  test.setTimeout(180_000);
  await newMember(page, request);
  const seen = new Set<string>();
  const queue = ['/newplatform/dashboard', '/account'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(kindOf(path))) continue;
    seen.add(kindOf(path));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const text = (await page.locator('main').allInnerTexts()).join('\n');
    expect(text, `${path} says "coming soon"`).not.toMatch(/part of JetSweat is coming soon/i);
    if (memberArea.test(path)) {
      queue.push(...(await linksOn(page)).filter((href) => !href.startsWith('/logout')));
    }
  }
  expect([...seen]).toEqual(
    expect.arrayContaining(['/newplatform/live/upcoming', '/newplatform/items/classes/:id']),
  );
});

/** How far the page as a whole scrolls sideways at `width` (0 when it fits the window). */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  // The layout after the resize, not before: a frame drawn at the new width.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

const publicPages = [
  '/',
  '/studios',
  '/how-it-works',
  '/liveschedule',
  '/faq',
  '/contact',
  '/login',
  '/signup',
  '/programs',
  '/compatibledevices',
  '/how-to-connect',
  '/whoweserve/healthplans',
  '/whoweserve/employers',
  '/whoweserve/schools',
];
const memberPages = [
  '/newplatform/dashboard',
  '/newplatform/items/classes',
  '/newplatform/programs',
  '/newplatform/progress',
  '/newplatform/profile',
  '/newplatform/live/upcoming',
  '/account',
];

// 390 px is a phone; 820 px is just wide enough for the whole bar, with a member's links in it.
// Each page is loaded once, at the phone's width, and then widened, as a turned tablet would be.
const widths = [390, 820];

/** Each page's sideways scroll at each width, by page and width, where it is more than 0. */
async function overflowingPages(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const width of widths) {
      const overflow = await overflowAt(page, width);
      if (overflow > 0) found.push(`${path} at ${width} px: ${overflow} px`);
    }
  }
  return found;
}

test(`at ${widths.join(' and ')} px no member page scrolls sideways as a whole, nor the public pages`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(await overflowingPages(page, publicPages)).toEqual([]);
  const token = await newMember(page, request);
  const [first] = await classesVia(request, token, { pageSize: 1 });
  const pages = [...memberPages, `/newplatform/items/classes/${first!.id}`];
  expect(await overflowingPages(page, pages)).toEqual([]);
});

/** The calls to an API path the page makes from now on, counted. */
function countCalls(page: Page, path: string) {
  const calls = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.count += 1;
  });
  return calls;
}

test('pointing at a member nav link loads its page ahead, and the page opens with that data', async ({
  page,
  request,
}) => {
  await newMember(page, request);
  await page.goto('/newplatform/dashboard');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: 'Member' });

  // The library's own calls (its favourite hearts, its code) start on hover, before any click.
  const favourites = countCalls(page, '/api/favorites/myFavorites');
  const hearts = page.waitForRequest((r) => r.url().endsWith('/api/favorites/myFavorites'));
  const code = page.waitForRequest((r) => /\/assets\/classes-route-[\w-]+\.js$/.test(r.url()));
  await nav.getByRole('link', { name: 'Classes', exact: true }).hover();
  await hearts;
  await code;
  await expect(page).toHaveURL(/\/newplatform\/dashboard$/);
  await page.waitForLoadState('networkidle');

  await nav.getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'On-Demand Classes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Classes', exact: true }).locator('.class-card').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(favourites.count, 'the favourites fetched on hover serve the page').toBe(1);

  // From a fresh start on the library, pointing at the dashboard starts its sections' calls.
  await page.goto('/newplatform/items/classes');
  await page.waitForLoadState('networkidle');
  const continuing = countCalls(page, '/api/history/continueWatching');
  const sections = page.waitForRequest((r) => r.url().endsWith('/api/history/continueWatching'));
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).hover();
  await sections;
  await expect(page).toHaveURL(/\/newplatform\/items\/classes$/);
  await page.waitForLoadState('networkidle');
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recently watched' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(continuing.count, 'the dashboard opens with what was fetched on hover').toBe(1);
});
