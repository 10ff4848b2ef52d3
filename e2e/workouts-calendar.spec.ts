import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { asMember, classesVia, newMember } from './member-fixtures.ts';

// The member's own zone, not the server's nor Eastern Time: the calendar shows times in it.
const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });

interface Workout {
  id: number;
  when: string;
  status: string;
  video: { title: string } | null;
}

/** A date's parts in Chicago, as the member reads them. */
const chicago = (iso: string) => {
  const d = new Date(iso);
  return {
    day: d.toLocaleDateString('en-CA', { timeZone: ZONE }),
    time: d.toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }),
    longDay: d.toLocaleDateString('en-US', {
      timeZone: ZONE,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }),
  };
};

/**
 * Two days ahead (or the 3rd of next month near a month's end), so both of the day's workouts and
 * the next day's fall in one month of the calendar; noon and 18:00 UTC are the same Chicago day.
 */
function plannedDay(): { day: string; nextMonth: boolean } {
  const today = chicago(new Date().toISOString()).day;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d <= 25) {
    const day = new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10);
    return { day, nextMonth: false };
  }
  return { day: new Date(Date.UTC(y, m, 3)).toISOString().slice(0, 10), nextMonth: true };
}

const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function schedule(
  request: APIRequestContext,
  token: string,
  videoId: number,
  when: string,
): Promise<Workout> {
  return asMember<Workout>(request, token, 'POST', '/api/workout/add', { videoId, when });
}

const myWorkouts = (request: APIRequestContext, token: string) =>
  asMember<{ workouts: Workout[] }>(request, token, 'POST', '/api/workout/myWorkout', {});

async function openCalendar(page: Page, nextMonth: boolean) {
  await page.goto('/newplatform/items/calendar');
  await settled(page);
  if (nextMonth) await page.getByRole('button', { name: 'Next month' }).click();
}

const dayButton = (page: Page, longDay: string) =>
  page.getByRole('button', { name: new RegExp(`^${longDay}:`) });

for (const width of [1280, 390]) {
  test(`at ${width} px the calendar shows the month's workouts, and a member edits and deletes one`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    const token = await newMember(page, request);
    const [first, second, third] = await classesVia(request, token, { pageSize: 3 });
    const { day, nextMonth } = plannedDay();
    const early = await schedule(request, token, first!.id, `${day}T12:00:00.000Z`);
    const late = await schedule(request, token, second!.id, `${day}T18:00:00.000Z`);
    const after = await schedule(request, token, third!.id, `${addDay(day, 1)}T12:00:00.000Z`);
    await asMember(request, token, 'POST', '/api/workout/updateStatus', {
      workoutId: early.id,
      status: 'completed',
    });
    await asMember(request, token, 'POST', '/api/workout/updateStatus', {
      workoutId: after.id,
      status: 'skipped',
    });

    await page.goto('/newplatform/items/calendar');
    await settled(page);
    // Today has nothing: the day's slider invites a class.
    await expect(page.getByText('Ready for a new class?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute(
      'href',
      '/newplatform/items/classes',
    );
    await expect(page.getByText(`Times are in your time zone (${ZONE})`)).toBeVisible();
    if (nextMonth) await page.getByRole('button', { name: 'Next month' }).click();

    // One dot per day: the status of the day's first workout.
    const planned = chicago(early.when);
    const plannedButton = dayButton(page, planned.longDay);
    await expect(plannedButton).toHaveAccessibleName(/2 workouts, first completed/);
    await expect(plannedButton.locator('.calendar-dot--completed')).toHaveCount(1);
    const afterButton = dayButton(page, chicago(after.when).longDay);
    await expect(afterButton.locator('.calendar-dot--skipped')).toHaveCount(1);
    const totals = page.getByRole('definition');
    await expect(totals).toHaveText(['1', '1', '1']);

    // The day's slider, one workout at a time.
    await plannedButton.click();
    const slider = page.locator('.day-slider');
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(early.video!.title);
    await slider.getByRole('button', { name: 'Show workout 2 of 2' }).click();
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(late.video!.title);
    await expect(slider.getByText(chicago(late.when).time)).toBeVisible();

    // Edit: a new time (9:30 AM the same day, in Chicago) and a status.
    await page
      .getByRole('button', {
        name: `Options for ${late.video!.title} at ${chicago(late.when).time}`,
      })
      .click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Workout' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousFindings(page, 'the Edit Workout dialog');
    await dialog.getByLabel('Hour').selectOption('9');
    await dialog.getByLabel('Minute').selectOption('30');
    await dialog.getByLabel('AM or PM').selectOption('AM');
    await dialog.getByLabel('Status').selectOption('skipped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('.workout-row', { hasText: late.video!.title });
    await expect(row.locator('time')).toHaveText('9:30 AM');
    await expect(row).toContainText('Skipped');
    const moved = (await myWorkouts(request, token)).workouts.find((w) => w.id === late.id)!;
    expect(chicago(moved.when)).toMatchObject({ day: planned.day, time: '9:30 AM' });
    expect(moved.status).toBe('skipped');

    // Delete, after the question.
    await page
      .getByRole('button', { name: `Options for ${early.video!.title} at ${planned.time}` })
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.locator('.workout-row', { hasText: early.video!.title })).toHaveCount(0);
    expect((await myWorkouts(request, token)).workouts.map((w) => w.id)).not.toContain(early.id);

    await expectNoSeriousFindings(page, 'the calendar');
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // A day with nothing on it leads to the classes.
    await dayButton(page, chicago(`${addDay(day, 2)}T12:00:00.000Z`).longDay).click();
    await expect(page).toHaveURL(/\/newplatform\/items\/classes$/);
  });
}

test('the iCalendar feed: a private address any calendar app reads, replaced and stopped at will', async ({
  page,
  request,
}) => {
  const token = await newMember(page, request);
  const [video] = await classesVia(request, token, { pageSize: 1 });
  const { day, nextMonth } = plannedDay();
  await schedule(request, token, video!.id, `${day}T12:00:00.000Z`);
  await openCalendar(page, nextMonth);

  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(page.getByRole('button', { name: 'Synced ✔' })).toBeVisible();
  const address = page.getByLabel('Your calendar feed');
  const url = await address.inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  // Long lines are folded (RFC 5545 3.1): unfold before reading.
  expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${video!.title}`);
  await expectNoSeriousFindings(page, 'the calendar with its feed');

  // Still on after a reload; replacing stops the old address at once.
  await page.reload();
  await expect(address).toHaveValue(url);
  await page.getByRole('button', { name: 'Replace address' }).click();
  await expect(address).not.toHaveValue(url);
  const replaced = await address.inputValue();
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(replaced)).status()).toBe(200);

  // Clicking while synced stops the feed.
  await page.getByRole('button', { name: 'Synced ✔' }).click();
  await expect(page.getByRole('button', { name: 'Sync Now' })).toBeVisible();
  expect((await request.get(replaced)).status()).toBe(404);
});
