import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import {
  buyViaApi,
  chooseDay,
  classRow,
  easternDay,
  groupClass,
  publicClasses,
  purchasedIds,
} from './schedule-fixtures.ts';
import { subscribeViaApi } from './billing-kit.ts';

test('a booked class says Booked on the schedule and its page, and goes into the member’s calendar', async ({
  page,
  request,
}) => {
  const classes = await publicClasses(request);
  const c = groupClass(classes, 7);
  const other = groupClass(classes, 8);
  const token = await registerViaApi(request, newPerson('booked-state'));
  await buyViaApi(request, token, c);
  expect(await purchasedIds(request, token)).toContain(c.id);
  await loginInBrowser(page, token);

  await page.goto('/liveschedule');
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
  await chooseDay(page, easternDay(c.scheduledDatetime));
  const row = classRow(page, c);
  // The studio's name is readable beside its logo.
  await expect(row.getByText(c.studioName, { exact: true })).toBeVisible();
  const booked = row.getByRole('link', { name: `${c.title}: ${scheduleTexts.bookedLinkLabel}` });
  await expect(booked).toHaveText(`✓ ${scheduleTexts.booked}`);
  await expect(row.getByRole('button', { name: scheduleTexts.book })).toHaveCount(0);
  if (easternDay(other.scheduledDatetime) === easternDay(c.scheduledDatetime))
    await expect(
      classRow(page, other).getByRole('button', { name: scheduleTexts.book }),
    ).toBeVisible();
  await booked.click();
  await expect(page).toHaveURL(`${origin}/newplatform/live/upcoming`);

  const mine = page.getByRole('region', { name: 'Your booked classes' });
  await mine.getByText(scheduleTexts.addToCalendar).click();
  const google = mine.getByRole('link', { name: 'Google Calendar' });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
  );
  const dates = new URL((await google.getAttribute('href'))!).searchParams.get('dates');
  const start = new Date(c.scheduledDatetime);
  const compact = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(dates).toBe(
    `${compact(start)}/${compact(new Date(start.getTime() + c.minutesDuration * 60_000))}`,
  );
  await expect(mine.getByRole('link', { name: 'Outlook' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Calendar file (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`jetsweat-class-${c.id}.ics`);
  const ics = fs.readFileSync((await file.path())!, 'utf8').replace(/\r\n /g, '');
  expect(ics).toContain(`DTSTART:${compact(start)}`);
  expect(ics).toContain(`SUMMARY:${c.title}`);

  await page.goto(`/newplatform/live/upcoming/${c.id}`);
  await expect(page.getByText(`✓ ${scheduleTexts.booked}`)).toBeVisible();
  await page.getByRole('link', { name: 'See your upcoming classes' }).click();
  await expect(page).toHaveURL(`${origin}/newplatform/live/upcoming`);
});

test('a subscriber adds a class to their schedule on its page, and the button gives way to Booked', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 9);
  const token = await registerViaApi(request, newPerson('add-to-schedule'));
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  await page.goto(`/newplatform/live/upcoming/${c.id}`);
  const add = page.getByRole('button', { name: 'Add to my schedule' });
  await add.click();
  await expect(page.getByText(`✓ ${scheduleTexts.booked}`)).toBeVisible();
  await expect(add).toHaveCount(0);
  expect(await purchasedIds(request, token)).toContain(c.id);
  await page.reload();
  await expect(page.getByText(`✓ ${scheduleTexts.booked}`)).toBeVisible();
  await expect(add).toHaveCount(0);
});
