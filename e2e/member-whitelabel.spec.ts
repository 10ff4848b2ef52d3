import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { plans } from '../packages/contract/src/billing-plans.ts';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin, studioOrigin } from './fixtures.ts';
import { cardTitles } from './member-fixtures.ts';

/**
 * The member area on a studio's own site (issue 22, point 7): the demo member's yearly plan of
 * JetSweat's own lets them in at Brooks Pilates' site, whose library, programs and dashboard show
 * Brooks Pilates' classes only, and /account describes the same membership on both sites.
 */

const brooks = studioOrigin('brookspilates');
const DEMO_MEMBER = { email: 'member@jetsweat.example', password: 'letsworkout' };

/** The value the membership section shows beside a term ('Plan', 'Status'). */
const factOf = (page: Page, term: string) =>
  page
    .locator('.membership__fact')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

/**
 * A member's call as the server answers it on a site: sent to this machine with the site's host
 * name, as a browser there would (Node does not resolve *.localhost names as browsers do).
 */
async function contentOn<T>(
  request: APIRequestContext,
  site: string,
  token: string,
  call: { method: 'GET' | 'POST'; path: string; data?: object },
) {
  const res = await request.fetch(`${origin}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, host: new URL(site).host },
    ...(call.data ? { data: call.data } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).content as T;
}

const library = { method: 'POST', path: '/api/video/videos', data: { pageSize: 100 } } as const;
const history = { method: 'POST', path: '/api/history/myHistory', data: {} } as const;

type Listed = { title: string; studioShortName: string }[];

/** The membership facts /account on a site shows, by term. */
async function membershipFacts(page: Page, site: string) {
  await page.goto(`${site}/account`);
  await expect(factOf(page, 'Status')).toBeVisible();
  const facts: Record<string, string> = {};
  for (const term of ['Plan', 'Status', 'Next bill', 'Card on file'])
    facts[term] = (await factOf(page, term).textContent()) ?? '';
  return facts;
}

for (const width of [1280, 390]) {
  test.describe(`a main-site member on a studio's own site at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('logs in at Brooks Pilates, sees its classes only, and the same membership on both sites', async ({
      page,
      request,
    }) => {
      // Four pages checked by axe on a busy machine, and two sites.
      test.setTimeout(180_000);
      await page.goto(`${brooks}/`);
      await expect(page.getByRole('heading', { name: 'Log in to Brooks Pilates' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(DEMO_MEMBER.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      // Into the member area, not the studio's checkout.
      await expect(page).toHaveURL(`${brooks}/newplatform/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await settled(page);
      // Every class the dashboard shows is Brooks Pilates'; its history row is the studio's part
      // of the member's history, which on the main site holds other studios' classes too.
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
      );
      for (const studio of await page
        .locator('.class-card .class-card__meta')
        .filter({ hasNotText: ' min · ' })
        .allTextContents())
        expect(studio).toMatch(/· Brooks Pilates$/);
      const watchedThere = await contentOn<Listed>(request, brooks, token, history);
      const watched = await contentOn<Listed>(request, origin, token, history);
      expect(watched.some((c) => c.studioShortName !== 'brookspilates')).toBe(true);
      expect(watchedThere).toEqual(watched.filter((c) => c.studioShortName === 'brookspilates'));
      expect(await cardTitles(page, 'Recently watched')).toEqual(
        watchedThere.slice(0, 8).map((c) => c.title),
      );
      await expectNoSeriousFindings(page, 'the studio site’s dashboard');

      const there = await contentOn<Listed>(request, brooks, token, library);
      const everywhere = await contentOn<Listed>(request, origin, token, library);
      expect(there.length).toBeGreaterThan(0);
      expect(there.every((c) => c.studioShortName === 'brookspilates')).toBe(true);
      expect(everywhere.some((c) => c.studioShortName !== 'brookspilates')).toBe(true);

      await page.goto(`${brooks}/newplatform/items/classes`);
      const cards = page.getByRole('list', { name: 'Classes', exact: true }).locator('.class-card');
      await expect(cards).toHaveCount(there.length);
      await expect(cards.locator('.class-card__title')).toHaveText(there.map((c) => c.title));
      await settled(page);
      await expectNoSeriousFindings(page, 'the studio site’s library');

      // The studio's checkout sends a member with a plan back to the member area.
      await page.goto(`${brooks}/checkout`);
      await expect(page).toHaveURL(`${brooks}/newplatform/dashboard`);

      // Only programs made of Brooks Pilates' classes alone show there: the demo has none.
      expect(
        await contentOn(request, brooks, token, { method: 'GET', path: '/api/video/programs' }),
      ).toEqual([]);
      await page.goto(`${brooks}/newplatform/programs`);
      await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
      await expect(page.getByText('There are no programs here yet.')).toBeVisible();
      await settled(page);
      await expectNoSeriousFindings(page, 'the studio site’s programs');

      const onStudioSite = await membershipFacts(page, brooks);
      expect(onStudioSite.Status).toBe('Active');
      expect(onStudioSite.Plan).toMatch(new RegExp(`^${plans.yearly.title} plan, `));
      await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
      await settled(page);
      await expectNoSeriousFindings(page, 'the studio site’s account page');

      await loginInBrowser(page, token, origin);
      expect(await membershipFacts(page, origin)).toEqual(onStudioSite);
    });
  });
}
