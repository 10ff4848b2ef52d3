import { expect, test, type Page } from '@playwright/test';
import { scheduleTexts } from '@jetsweat/contract';
import { studioOrigin } from './fixtures.ts';
import { openStudioNow } from './live-room-kit.ts';
import {
  chooseDay,
  classRow,
  easternDay,
  easternTime,
  groupClass,
  isPersonalClass,
  publicClasses,
} from './schedule-fixtures.ts';

const monthLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const firstOfNextMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

async function openSchedule(page: Page, at = '') {
  await page.goto(`${at}/liveschedule`);
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
}

test('a visitor sees the live schedule: hero, tabs, week strip, classes in Eastern Time, trial and login links', async ({
  page,
  request,
}) => {
  const classes = await publicClasses(request);
  await openSchedule(page);
  await expect(page.getByRole('heading', { level: 1, name: scheduleTexts.heading })).toBeVisible();
  await expect(page.getByText(scheduleTexts.intro)).toBeVisible();
  await expect(page.getByRole('tab', { name: scheduleTexts.groupTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const days = page.locator('[data-day]');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Mon');
  await expect(days.last()).toContainText('Sun');

  const c = groupClass(classes, 0);
  await chooseDay(page, easternDay(c.scheduledDatetime));
  const row = classRow(page, c);
  await expect(row).toContainText(easternTime(c.scheduledDatetime));
  await expect(row).toContainText(c.title);
  await expect(row).toContainText(c.instructor);
  await expect(row.getByRole('img', { name: c.studioName })).toHaveAttribute('src', c.studioLogo);
  await expect(row.getByRole('button', { name: scheduleTexts.book })).toBeEnabled();
  // The day's classes come in time order.
  const times = await page
    .locator('.schedule-class time')
    .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  await expect(page.getByRole('link', { name: scheduleTexts.startFreeTrial })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: scheduleTexts.loginLink })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('week and month arrows move the strip, and stop at today', async ({ page }) => {
  const today = easternDay(new Date().toISOString());
  await openSchedule(page);
  const prevWeek = page.getByRole('button', { name: 'Previous week' });
  const prevMonth = page.getByRole('button', { name: 'Previous month' });
  if (await prevWeek.isEnabled()) await prevWeek.click();
  await page.locator(`[data-day="${today}"]`).click();
  await expect(page.locator(`[data-day="${today}"]`)).toHaveAttribute('aria-pressed', 'true');
  // What a screen reader says starts with what is shown on the button ('Mon 23'), then the date.
  const shown = new Date(`${today}T00:00:00Z`);
  const weekday = shown.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short' });
  const longDate = shown.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  await expect(page.locator(`[data-day="${today}"]`)).toHaveAccessibleName(
    `${weekday} ${shown.getUTCDate()} ${longDate} (today)`,
  );
  await expect(prevWeek).toBeDisabled();
  await expect(prevMonth).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(today) })).toBeVisible();
  // Days before today cannot be chosen.
  if (mondayOf(today) !== today)
    await expect(page.locator(`[data-day="${mondayOf(today)}"]`)).toBeDisabled();

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.locator('[data-day]').first()).toHaveAttribute(
    'data-day',
    addDays(mondayOf(today), 7),
  );
  await expect(page.locator(`[data-day="${addDays(today, 7)}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(prevWeek).toBeEnabled();
  await prevWeek.click();
  await expect(page.locator(`[data-day="${today}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(prevWeek).toBeDisabled();

  const next = firstOfNextMonth(today);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(next) })).toBeVisible();
  await expect(page.locator(`[data-day="${next}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(prevMonth).toBeEnabled();
  await prevMonth.click();
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(today) })).toBeVisible();
  await expect(page.locator(`[data-day="${today}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(prevMonth).toBeDisabled();
});

test('a day without classes says so, and has no Personal Training tab', async ({ page }) => {
  await openSchedule(page);
  // The demo schedule covers three weeks; two months on there is nothing.
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: scheduleTexts.noResultsTitle })).toBeVisible();
  await expect(page.getByText(scheduleTexts.noResults)).toBeVisible();
  await expect(page.getByRole('tab', { name: scheduleTexts.personalTab })).toHaveCount(0);
});

test('the Personal Training tab shows the day’s one-to-one classes', async ({ page, request }) => {
  const classes = await publicClasses(request);
  const personal = classes.find(
    (c) => isPersonalClass(c) && Date.parse(c.scheduledDatetime) > Date.now() + 3600_000,
  )!;
  await openSchedule(page);
  await chooseDay(page, easternDay(personal.scheduledDatetime));
  await expect(classRow(page, personal)).toHaveCount(0);
  const tab = page.getByRole('tab', { name: scheduleTexts.personalTab });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(classRow(page, personal)).toContainText(personal.title);
  await expect(classRow(page, personal)).toContainText(easternTime(personal.scheduledDatetime));
  const sameDayPersonal = classes.filter(
    (c) =>
      isPersonalClass(c) &&
      easternDay(c.scheduledDatetime) === easternDay(personal.scheduledDatetime) &&
      // Listed until it ends (issue 20), not only until it starts.
      Date.parse(c.scheduledDatetime) + c.minutesDuration * 60_000 > Date.now(),
  );
  await expect(page.locator('.schedule-class')).toHaveCount(sameDayPersonal.length);
});

test.describe('in a browser set to Tokyo time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('classes keep their Eastern Time day and hour', async ({ page, request }) => {
    const classes = await publicClasses(request);
    // 7:00 PM in New York is the next morning in Tokyo.
    const evening = classes.find(
      (c) =>
        easternTime(c.scheduledDatetime) === '7:00 PM' &&
        Date.parse(c.scheduledDatetime) > Date.now() + 3600_000,
    )!;
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(evening.scheduledDatetime));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Tokyo',
    );
    await openSchedule(page);
    await chooseDay(page, easternDay(evening.scheduledDatetime));
    const row = classRow(page, evening);
    await expect(row).toContainText('7:00 PM');
    await expect(row).toContainText('ET');
    await expect(row).not.toContainText(tokyo.replace(/\u202f/g, ' '));
  });
});

test("a studio's own site shows that studio's classes, its studio-only ones too, and 'Start Free' for studio 466", async ({
  page,
  request,
}) => {
  const northloop = await publicClasses(request, 466);
  const studioOnly = northloop.find(
    (c) => c.isOnJetsweat === 0 && Date.parse(c.scheduledDatetime) > Date.now() + 3600_000,
  )!;
  await openSchedule(page, studioOrigin('northloop'));
  await chooseDay(page, easternDay(studioOnly.scheduledDatetime));
  await expect(classRow(page, studioOnly)).toContainText(studioOnly.title);
  const ids = await page
    .locator('.schedule-class')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-class-id'))));
  expect(ids.every((id) => northloop.some((c) => c.id === id))).toBe(true);
  await expect(
    page.getByRole('main').getByRole('link', { name: scheduleTexts.startFree, exact: true }),
  ).toHaveAttribute('href', '/signup');

  // The main site does not list it.
  await openSchedule(page);
  await chooseDay(page, easternDay(studioOnly.scheduledDatetime));
  await expect(page.locator('.schedule-class').first()).toBeVisible();
  await expect(classRow(page, studioOnly)).toHaveCount(0);
});

test('a class under way is listed until it ends, marked Live now, with Join instead of Book', async ({
  page,
  request,
}) => {
  // The demo's Open Studio runs all day in blocks, so one is always under way (today's: its
  // blocks end at midnight Eastern). A group class: the page opens on the group tab.
  const underWay = await openStudioNow(request);
  await openSchedule(page);
  const row = classRow(page, underWay);
  await expect(row.getByText(scheduleTexts.liveNow)).toBeVisible();
  const button = row.getByRole('button', { name: `${scheduleTexts.join}: ${underWay.title}` });
  await expect(button).toHaveText(scheduleTexts.join);
  await expect(button).toBeEnabled();
});
