import { expect, test, type Locator, type Page } from '@playwright/test';
import { studioOrigin } from './fixtures.ts';

const boxOf = async (l: Locator) => (await l.boundingBox())!;
const centreOf = async (l: Locator) => {
  const b = await boxOf(l);
  return b.x + b.width / 2;
};

/** What the bar offers: its links and menus, in order. */
const barItems = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator('#nav-links > li > a, #nav-links > li > details > summary')
    .allInnerTexts();

for (const width of [1280, 390]) {
  test.describe(`looks at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a studio page centres its closing headline over its subtitle and keeps testimonials in the column', async ({
      page,
    }) => {
      await page.goto('/studios/bodyrok');
      const closing = page.locator('.studio-closing');
      const headline = closing.getByRole('heading', { level: 2 });
      const subtitle = closing.locator('p');
      await expect(headline).toBeVisible();
      const middle = width / 2;
      expect(Math.abs((await centreOf(headline)) - middle)).toBeLessThanOrEqual(2);
      expect(Math.abs((await centreOf(subtitle)) - middle)).toBeLessThanOrEqual(2);
      const headlineText = await headline.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return r.x + r.width / 2;
      });
      expect(Math.abs(headlineText - middle)).toBeLessThanOrEqual(2);

      // The column the other sections keep to: the instructors' list.
      const column = await boxOf(page.locator('.studio-instructors ul'));
      const cards = page.locator('.studio-testimonials li');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const b = await boxOf(card);
        expect(b.x).toBeGreaterThanOrEqual(column.x - 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
      }
    });

    test('the footer reaches the bottom of the window on a short page', async ({ page }) => {
      for (const path of ['/forgot-password', '/login']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The footer's bottom edge against the page's: the window's when the page is shorter.
        const gap = () =>
          page.evaluate(() => {
            const footer = document.querySelector('footer')!.getBoundingClientRect();
            const bottom = Math.max(document.documentElement.scrollHeight, window.innerHeight);
            return Math.round(Math.abs(footer.bottom + window.scrollY - bottom));
          });
        await expect.poll(gap, { message: path }).toBeLessThanOrEqual(1);
      }
    });

    test('the plan cards sit in the middle of the page', async ({ page }) => {
      await page.goto('/subscription');
      const cards = page.locator('.plan-cards');
      await expect(cards.locator('.plan-card')).toHaveCount(2);
      expect(Math.abs((await centreOf(cards)) - width / 2)).toBeLessThanOrEqual(2);
      for (const price of await page.locator('.plan-card__price').all()) {
        const b = await boxOf(price);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(width);
      }
    });
  });
}

/** The bar's items as a person reaches them: on a phone, with the menu opened first. */
async function expectBar(page: Page, width: number, expected: string[], message?: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 800) {
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toBeVisible();
  }
  await expect.poll(() => barItems(page), { message }).toEqual(expected);
  await expect(nav.getByRole('link', { name: expected.at(-1), exact: true })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`the nav bar is the same on every public page of a site at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const main = [
      '/',
      '/faq',
      '/studios',
      '/studios/bodyrok',
      '/liveschedule',
      '/how-it-works',
      '/signup',
      '/whoweserve/employers',
    ];
    await page.goto(main[0]!);
    // The bar settles once the site and the session are known: read it until it does.
    const expected = [
      'Wellness Partners',
      'For Individuals',
      'For Organizations',
      'Blog',
      'Gear',
      'Log In',
      'Start your free trial',
    ];
    await expectBar(page, width, expected);
    for (const path of main.slice(1)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectBar(page, width, expected, path);
    }

    const site = studioOrigin('brookspilates');
    await page.goto(`${site}/`);
    const studioBar = ['How It Works', 'Blog', 'Gear', 'Log In', 'Sign Up'];
    await expectBar(page, width, studioBar);
    for (const path of ['/signup', '/faq', '/liveschedule', '/forgot-password']) {
      await page.goto(`${site}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectBar(page, width, studioBar, path);
    }
  });
}
