import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { workoutTexts } from '@jetsweat/contract';
import { origin } from './fixtures.ts';
import { asMember, classesVia, newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

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
    // At 19 past (12:19 PM in Chicago): changing only its hour keeps the minute.
    const late = await schedule(request, token, second!.id, `${day}T18:19:00.000Z`);
    const after = await schedule(request, token, third!.id, `${addDay(day, 1)}T12:00:00.000Z`);
    // A workout still ahead cannot be marked completed (issue 56, point 2): nothing changes.
    const tooEarly = await request.post(`${origin}/api/workout/updateStatus`, {
      headers: { authorization: `Bearer ${token}` },
      data: { workoutId: early.id, status: 'completed' },
    });
    expect(tooEarly.status()).toBe(400);
    expect((await tooEarly.json()).content).toBe(workoutTexts.notYetCompleted);
    await asMember(request, token, 'POST', '/api/workout/updateStatus', {
      workoutId: early.id,
      status: 'skipped',
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
    await expect(plannedButton).toHaveAccessibleName(/2 workouts, first skipped/);
    await expect(plannedButton.locator('.calendar-dot--skipped')).toHaveCount(1);
    const afterButton = dayButton(page, chicago(after.when).longDay);
    await expect(afterButton.locator('.calendar-dot--skipped')).toHaveCount(1);
    const totals = page.getByRole('definition');
    await expect(totals).toHaveText(['1', '2', '0']);

    // The day's slider, one workout at a time.
    await plannedButton.click();
    const slider = page.locator('.day-slider');
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(early.video!.title);
    await slider.getByRole('button', { name: 'Show workout 2 of 2' }).click();
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(late.video!.title);
    await expect(slider.getByText(chicago(late.when).time)).toBeVisible();

    // Edit: only the hour (9 AM the same day, in Chicago: 9:19 AM) and a status; Completed is
    // not offered for a workout still ahead.
    await page
      .getByRole('button', {
        name: `Options for ${late.video!.title} at ${chicago(late.when).time}`,
      })
      .click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Workout' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousFindings(page, 'the Edit Workout dialog');
    await expect(dialog.getByLabel('Minute')).toHaveValue('19');
    await expect(dialog.getByLabel('Status').locator('option')).toHaveText([
      'Scheduled',
      'Skipped',
    ]);
    await dialog.getByLabel('Hour').selectOption('9');
    await dialog.getByLabel('AM or PM').selectOption('AM');
    await dialog.getByLabel('Status').selectOption('skipped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('.workout-row', { hasText: late.video!.title });
    await expect(row.locator('time')).toHaveText('9:19 AM');
    await expect(row).toContainText('Skipped');
    const moved = (await myWorkouts(request, token)).workouts.find((w) => w.id === late.id)!;
    expect(chicago(moved.when)).toMatchObject({ day: planned.day, time: '9:19 AM' });
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

test(
  'the iCalendar feed: a private address any calendar app reads, copied, replaced and stopped at will',
  PHONE_TOO,
  async ({ page, request }) => {
    const token = await newMember(page, request);
    const [video] = await classesVia(request, token, { pageSize: 1 });
    const { day, nextMonth } = plannedDay();
    await schedule(request, token, video!.id, `${day}T12:00:00.000Z`);
    await openCalendar(page, nextMonth);

    await page.getByRole('button', { name: 'Sync Now' }).click();
    // The state is words, not a button; stopping is a button of its own (issue 56, point 2).
    await expect(page.getByText('Synced ✔')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Synced ✔' })).toHaveCount(0);
    const address = page.getByLabel('Your calendar feed');
    const url = await address.inputValue();

    // Copy puts the address on the clipboard and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Refused, the address is selected for the member to copy.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
    });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copying was refused' })).toBeVisible();
    expect(
      await address.evaluate((i: HTMLInputElement) =>
        i.value.slice(i.selectionStart!, i.selectionEnd!),
      ),
    ).toBe(url);
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    // Long lines are folded (RFC 5545 3.1): unfold before reading.
    const events = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(events).toContain(`SUMMARY:${video!.title}`);
    // Its place reads as online, on this site: not a bare host that a maps app would look up.
    expect(events).toContain(`LOCATION:Online: class on ${new URL(url).host}`);
    await expectNoSeriousFindings(page, 'the calendar with its feed');

    // Still on after a reload; replacing stops the old address at once.
    await page.reload();
    await expect(address).toHaveValue(url);
    await page.getByRole('button', { name: 'Replace address' }).click();
    await expect(address).not.toHaveValue(url);
    const replaced = await address.inputValue();
    expect((await request.get(url)).status()).toBe(404);
    expect((await request.get(replaced)).status()).toBe(200);

    // Stop syncing asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Stop syncing' }).click();
    const ask = page.getByRole('dialog', { name: 'Stop syncing your calendar?' });
    await expectNoSeriousFindings(page, 'the stop-syncing question');
    await ask.getByRole('button', { name: 'Keep syncing' }).click();
    await expect(ask).toBeHidden();
    expect((await request.get(replaced)).status()).toBe(200);
    await page.getByRole('button', { name: 'Stop syncing' }).click();
    await ask.getByRole('button', { name: 'Yes, stop syncing' }).click();
    await expect(page.getByRole('button', { name: 'Sync Now' })).toBeVisible();
    expect((await request.get(replaced)).status()).toBe(404);
  },
);
