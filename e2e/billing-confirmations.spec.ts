import { expect, test } from '@playwright/test';
import { billingTexts } from '../packages/contract/src/billing-texts.ts';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';
import { fillCard, subscribeViaApi, testCards } from './billing-kit.ts';

test('the main site’s /confirmation confirms a subscription only when there is one', async ({
  page,
  request,
}) => {
  const person = newPerson('noconfirm');
  const token = await registerViaApi(request, person);
  await loginInBrowser(page, token);
  await page.goto('/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'No subscription yet' })).toBeVisible();
  await expect(page.getByText(/Subscription is Confirmed/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );

  await subscribeViaApi(request, token);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: billingTexts.subscriptionConfirmedFor(person.firstName) }),
  ).toBeVisible();
});

test('a purchase on the main site lands on its confirmation, not the bare account page', async ({
  page,
  request,
}) => {
  const person = newPerson('lands');
  const token = await registerViaApi(request, person);
  await loginInBrowser(page, token);
  await page.goto('/payment?plan=monthly');
  await fillCard(page, testCards.ok);
  await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
  await expect(page).toHaveURL(/\/confirmation\?plan=monthly$/);
  await expect(
    page.getByRole('heading', { name: billingTexts.subscriptionConfirmedFor(person.firstName) }),
  ).toBeVisible();
  await expect(page.getByText(billingTexts.checkInbox)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the web platform' })).toHaveAttribute(
    'href',
    '/newplatform/dashboard?plan=monthly',
  );
});

test('an unknown product goes to the dashboard instead of a blank page', async ({
  page,
  request,
}) => {
  const token = await registerViaApi(request, newPerson('unknownproduct'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  await page.goto('/purchase-confirmation?productId=999');
  await expect(page).toHaveURL(/\/newplatform\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/purchase-confirmation');
  await expect(page).toHaveURL(/\/newplatform\/dashboard$/);
});

test('a product of a type the page does not know goes to the dashboard', async ({
  page,
  request,
}) => {
  const token = await registerViaApi(request, newPerson('unknowntype'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  // No product of another type can be stored, so the list's answer is given a new type.
  await page.route('**/api/products/list?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const p of body.content.products) p.type = 'gift-card';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/purchase-confirmation?productId=1');
  await expect(page).toHaveURL(/\/newplatform\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
