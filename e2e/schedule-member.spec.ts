import { expect, test } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import { buyViaApi, easternTime, groupClass, publicClasses } from './schedule-fixtures.ts';

test('a person who bought a class finds it in their upcoming classes, with its Eastern time and length', async ({
  page,
  request,
}) => {
  const classes = await publicClasses(request);
  const c = groupClass(classes, 5);
  const token = await registerViaApi(request, newPerson('live-member'));
  await buyViaApi(request, token, c);
  await loginInBrowser(page, token);

  await page.goto('/newplatform/live/upcoming');
  const booked = page.getByRole('region', { name: 'Your booked classes' });
  await expect(booked.locator('.schedule-class')).toHaveCount(1);
  await expect(booked).toContainText(c.title);
  await expect(booked).toContainText(easternTime(c.scheduledDatetime));

  await booked.getByRole('link', { name: `Details of ${c.title}` }).click();
  await expect(page).toHaveURL(`${origin}/newplatform/live/upcoming/${c.id}`);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(c.scheduledDatetime));
  await expect(page.locator('time')).toHaveText(
    `${when} at ${easternTime(c.scheduledDatetime)} ET`,
  );
  await expect(page.getByText(c.instructor)).toBeVisible();
  await expect(page.getByText(`${c.minutesDuration} minutes`)).toBeVisible();
  await expect(page.getByRole('button', { name: scheduleTexts.joinClass })).toBeDisabled();
  await expect(
    page.getByText(/Opens at .* ET, 10 minutes before the class starts\./),
  ).toBeVisible();
});

test('someone with neither a plan nor a booking is sent to payment from the member live pages', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 6);
  const token = await registerViaApi(request, newPerson('live-nobody'));
  await loginInBrowser(page, token);
  await page.goto('/newplatform/live/upcoming');
  await expect(page).toHaveURL(`${origin}/payment`);
  await page.goto(`/newplatform/live/upcoming/${c.id}`);
  await expect(page).toHaveURL(`${origin}/payment`);
});

test('a visitor is sent to log in, and comes back after', async ({ page }) => {
  await page.goto('/newplatform/live/upcoming');
  await expect(page).toHaveURL(
    `${origin}/login?redirect_path=${encodeURIComponent('/newplatform/live/upcoming')}`,
  );
});
