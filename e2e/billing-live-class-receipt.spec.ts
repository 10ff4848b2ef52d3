import { expect, test } from '@playwright/test';
import {
  easternShortDate,
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
} from '@jetsweat/contract';
import { loginInBrowser, newPerson, registerViaApi } from './fixtures.ts';
import {
  chooseDay,
  classRow,
  easternDay,
  fillCard,
  groupClass,
  publicClasses,
} from './schedule-fixtures.ts';

test('a live class paid by card has its receipt on the account page, printable', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 11);
  const person = newPerson('live-receipt');
  await loginInBrowser(page, await registerViaApi(request, person));
  await page.goto('/liveschedule');
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
  await chooseDay(page, easternDay(c.scheduledDatetime));
  await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();

  const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
  const price = formatDollars(liveClassPriceCents(c.price));
  await fillCard(payment);
  await payment.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle })).toBeVisible();

  await page.goto('/account');
  const description = `${c.studioName} live class: ${c.title}, ${easternShortDate(c.scheduledDatetime)}`;
  const row = page
    .getByRole('region', { name: 'Receipts' })
    .getByRole('row')
    .filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText(easternShortDate(new Date()));
  await expect(row).toContainText(price);
  await expect(row).not.toContainText('refunded');
  // On a phone the longer description still fits the screen.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await row.getByRole('link', { name: /^Receipt pi_\w+$/ }).click();
  await expect(page).toHaveURL(/\/account\/receipts\/pi_\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt pi_\w+$/ })).toBeVisible();
  await expect(
    page.getByText(`${person.firstName} ${person.lastName}, ${person.email}`),
  ).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByText(`${price} USD`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
