import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';

/** What the server says a code gives on a package. */
async function offerOf(request: APIRequestContext, promo: string, packageId: string) {
  const res = await request.post(`${origin}/api/basic/verifyPromo`, { data: { promo, packageId } });
  expect(res.status()).toBe(200);
  return (await res.json()).content as { code: string; output: string; newAmount: number };
}

const box = (page: Page, plan: 'Annual' | 'Monthly') =>
  page.locator('label.plan-box').filter({ hasText: plan });

for (const width of [1280, 390]) {
  test.describe(`honest prices at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('with a promo code the plan boxes say what the code gives, not a free trial', async ({
      page,
      request,
    }) => {
      const token = await registerViaApi(request, newPerson('honest'));
      await loginInBrowser(page, token);
      await page.goto('/payment');
      await expect(box(page, 'Monthly')).toContainText('First 7 days free');

      await page.goto('/payment?code=WELCOME20');
      for (const [plan, packageId] of [
        ['Annual', 'jetsweat_yearly'],
        ['Monthly', 'jetsweat_monthly'],
      ] as const) {
        const offer = await offerOf(request, 'WELCOME20', packageId);
        await expect(box(page, plan)).toContainText(
          `$${(offer.newAmount / 100).toFixed(2)} today with WELCOME20 (${offer.output}), no free trial`,
        );
      }
      await expect(page.getByText('First 7 days free')).toHaveCount(0);
      await expect(page.getByText('Coupon Applied!')).toBeVisible();

      // Each price is one line, and nothing runs off the side.
      for (const price of await page.locator('.plan-box__price').all()) {
        const lines = await price.evaluate((el) => {
          const height = el.getBoundingClientRect().height;
          return Math.round(height / parseFloat(getComputedStyle(el).lineHeight || '24'));
        });
        expect(lines).toBe(1);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // On a phone the plan is chosen before the card: above it. On a desktop they sit side by side.
      const plans = (await page
        .getByRole('radiogroup', { name: 'Choose Your Subscription' })
        .boundingBox())!;
      const card = (await page.getByLabel('Card number').boundingBox())!;
      if (width < 800) expect(plans.y + plans.height).toBeLessThanOrEqual(card.y);
      else expect(Math.abs(plans.x - card.x)).toBeGreaterThan(plans.width / 2);
      const confirm = (await page.getByRole('button', { name: 'Confirm Order' }).boundingBox())!;
      expect(confirm.y).toBeGreaterThan(card.y);
    });
  });
}

test('a promo landing with a real code promises the code, not the free trial it replaces', async ({
  page,
  request,
}) => {
  const offer = await offerOf(request, 'WELCOME20', 'jetsweat_monthly');
  await page.goto('/specials/WELCOME20');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Start with ${offer.output}`);
  await expect(
    page.getByText(
      'Your promo code WELCOME20 will be applied at payment. It takes the place of the 7-day free trial.',
    ),
  ).toBeVisible();
  // The page itself promises the code; the site's bar is the same on every page (its sign-up
  // button leads to a plain sign-up, where the trial does apply).
  const landing = page.getByRole('main');
  await expect(landing.getByRole('heading', { name: /free trial/i })).toHaveCount(0);
  await expect(landing.getByRole('link', { name: /free trial/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Claim your offer' })).toHaveAttribute(
    'href',
    '/signup?code=WELCOME20',
  );
});
