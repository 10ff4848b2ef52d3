import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin, studioOrigin } from './fixtures.ts';

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

/** The library's classes as the server answers them on a site (the page's host decides). */
async function libraryOn(request: APIRequestContext, site: string, token: string) {
  const res = await request.post(`${site}/api/video/videos`, {
    headers: { authorization: `Bearer ${token}` },
    data: { pageSize: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).content as { title: string; studioShortName: string }[];
}

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
      test.setTimeout(90_000);
      await page.goto(`${brooks}/`);
      await expect(page.getByRole('heading', { name: 'Log in to Brooks Pilates' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(DEMO_MEMBER.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      // Into the member area, not the studio's checkout.
      await expect(page).toHaveURL(`${brooks}/newplatform/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await settled(page);
      const noEquipment = page.getByRole('list', { name: 'No equipment needed', exact: true });
      for (const studio of await noEquipment
        .locator('.class-card__meta')
        .filter({ hasNotText: ' min · ' })
        .allTextContents())
        expect(studio).toMatch(/· Brooks Pilates$/);
      await expectNoSeriousFindings(page, 'the studio site’s dashboard');

      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
      );
      const there = await libraryOn(request, brooks, token);
      const everywhere = await libraryOn(request, origin, token);
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
      const programs = await request.get(`${brooks}/api/video/programs`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await programs.json()).content).toEqual([]);
      await page.goto(`${brooks}/newplatform/programs`);
      await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
      await expect(page.getByText('There are no programs here yet.')).toBeVisible();
      await settled(page);
      await expectNoSeriousFindings(page, 'the studio site’s programs');

      const onStudioSite = await membershipFacts(page, brooks);
      expect(onStudioSite.Status).toBe('Active');
      expect(onStudioSite.Plan).toMatch(/^Yearly plan/);
      await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0);
      await settled(page);
      await expectNoSeriousFindings(page, 'the studio site’s account page');

      await loginInBrowser(page, token, origin);
      expect(await membershipFacts(page, origin)).toEqual(onStudioSite);
    });
  });
}
