import { expect, test } from '@playwright/test';
import { PHONE_TOO } from './phone-too.ts';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { loginInBrowser } from './fixtures.ts';
import { login, MEMBER } from './live-room-kit.ts';

/**
 * The demo data adds up (issue 22, point 5): the yearly demo member's account shows the card the
 * plan was paid with and the payment itself, as a newcomer finds them right after `npm start`.
 * Read only: other specs use the same demo member.
 */
test(
  'the demo member’s account shows the annual plan, the card it was paid with and the payment',
  PHONE_TOO,
  async ({ page, request }) => {
    const token = await login(request, MEMBER);
    const receiptsAnswer = await request.get('/api/user/receipts', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { receipts } = (await receiptsAnswer.json()).content as {
      receipts: { number: string; amountCents: number; description: string }[];
    };
    const annual = receipts.find((r) => /annual/i.test(r.description));
    expect(annual, JSON.stringify(receipts)).toBeDefined();

    await loginInBrowser(page, token);
    await page.goto('/account');
    const fact = (term: string) =>
      page
        .locator('.membership__fact')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd');
    await expect(fact('Plan')).toHaveText(/^Annual plan/);
    await expect(fact('Status')).toHaveText('Active');
    await expect(fact('Card on file')).toHaveText('Visa ending 4242');
    const table = page.getByRole('region', { name: 'Receipts' }).getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(annual!.description) })).toBeVisible();
    await expect(table.getByRole('link', { name: `Receipt ${annual!.number}` })).toBeVisible();
    await expectNoSeriousFindings(page, 'the demo member’s account');
    const { width } = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  },
);
