import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { moneyTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin } from './fixtures.ts';
import { login } from './live-room-kit.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const INSTRUCTOR = 'instructor.bkpilates@jetsweat.example';
const BK = 402;
const studioApi = `${origin}/api/console/studios/${BK}`;

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 360]) {
  test.describe(`the console's money at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the demo admin sees the revenue chart, downloads the CSV and creates a coupon', async ({
      page,
      request,
    }) => {
      const token = await login(request, ADMIN);
      await loginInBrowser(page, token);
      await page.goto(`/console/studios/${BK}`);
      await page.getByRole('link', { name: 'Money: revenue, prices and coupons' }).click();
      await expect(
        page.getByRole('heading', { name: 'Money at BK Pilates', level: 1 }),
      ).toBeVisible();
      // The demo studio's payments make a chart with a total above nothing.
      const chart = page.getByRole('img', { name: /^Net revenue by month/ });
      await expect(chart).toBeVisible();
      await expect(chart).not.toHaveAttribute('aria-label', /\$0\.00 in all/);
      // Refunds the gateway has not made yet are listed for the studio; the demo owes none.
      const owed = page.getByRole('region', { name: moneyTexts.refundsOwedTitle });
      await expect(owed).toContainText(moneyTexts.noRefundsOwed);
      await settled(page);
      await expectNoSeriousFindings(page, "the studio's money page");
      await expectNoSidewaysScroll(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toMatch(
        /^jetsweat-revenue-bkpilates-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
      );
      const csv = await readFile((await file.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('studio,month,kind,amount_usd');
      expect(csv).toContain('BK Pilates,');

      // A bad percentage is named under its field; then a good coupon, with the keyboard.
      const form = page.getByRole('form', { name: 'New coupon' });
      const code = `E2E${width}${Date.now() % 1_000_000}`;
      await form.getByLabel('Code').fill(code);
      await form.getByLabel('Percentage off').fill('150');
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await expect(form.getByRole('alert')).toHaveText('The percentage may be at most 100.');
      await expect(form.getByLabel('Percentage off')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('Percentage off').fill('15');
      await form.getByLabel('Most redemptions (optional)').fill('10');
      await form.getByLabel('Most redemptions (optional)').press('Enter');
      await expect(form.getByRole('status')).toHaveText(
        `Coupon created. Members can use it at checkout. (${code})`,
      );
      const listed = page.getByRole('listitem', { name: `Coupon ${code}` });
      await expect(listed).toContainText('15% off');
      await expect(listed).toContainText('Used 0 of 10 times');
      await expectNoSidewaysScroll(page);

      const stored = await request.get(`${studioApi}/coupons`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const coupon = (await stored.json()).content.coupons.find(
        (c: { code: string }) => c.code === code,
      );
      expect(coupon).toMatchObject({ percentOff: 15, maxRedemptions: 10, active: true });
      // Checkout knows it: the promo check prices BK's day pass with it.
      const promo = await request.post(`${origin}/api/basic/verifyPromo`, {
        data: { promo: code, packageId: 'bkpilates_daily' },
      });
      expect(promo.status()).toBe(200);

      await listed.getByRole('button', { name: 'Switch off' }).click();
      await expect(listed.getByRole('status')).toHaveText('Coupon saved.');
      await expect(listed).toContainText('switched off');
      const log = await request.get(`${origin}/api/console/audit?studioId=${BK}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      // Other tests change the same demo studio at the same time: this coupon's entry, newest.
      const entries: { action: string; entityId: string }[] = (await log.json()).content.entries;
      const change = entries.find(
        (e) => e.action === 'coupon.update' && e.entityId === String(coupon.id),
      );
      expect(change).toMatchObject({
        action: 'coupon.update',
        before: { active: true },
        after: { active: false },
      });
    });

    test('an instructor is told the money is for admins, and the server refuses their price change', async ({
      page,
      request,
    }) => {
      const token = await login(request, INSTRUCTOR);
      await loginInBrowser(page, token);
      await page.goto(`/console/studios/${BK}`);
      await expect(page.getByRole('link', { name: /Money/ })).toHaveCount(0);
      await page.goto(`/console/studios/${BK}/money`);
      await expect(page.getByRole('alert')).toHaveText(
        "Only the studio's admins and JetSweat staff can do this.",
      );
      await settled(page);
      await expectNoSeriousFindings(page, 'the money page for an instructor');
      const before = await request.get(`${origin}/api/studio/packages/bkpilates`);
      const res = await request.put(`${studioApi}/prices/bkpilates_daily`, {
        headers: { authorization: `Bearer ${token}` },
        data: { priceCents: 100 },
      });
      expect(res.status()).toBe(403);
      const after = await request.get(`${origin}/api/studio/packages/bkpilates`);
      expect((await after.json()).content.daily).toEqual((await before.json()).content.daily);
    });
  });
}
