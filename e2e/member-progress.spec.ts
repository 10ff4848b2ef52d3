import { expect, test } from '@playwright/test';
import { PHONE_TOO } from './phone-too.ts';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { easternDayFromToday } from './billing-kit.ts';
import { loginInBrowser } from './fixtures.ts';
import { login, MEMBER } from './live-room-kit.ts';
import { asMember, classesVia, newMember, play, playerOf, positionOf } from './member-fixtures.ts';

const pause = (page: import('@playwright/test').Page) =>
  playerOf(page).evaluate((v: HTMLVideoElement) => v.pause());

test(
  'a few seconds of a class show in history as started and add no calories to progress',
  PHONE_TOO,
  async ({ page, request }) => {
    const token = await newMember(page, request);
    const [hiit] = await classesVia(request, token, {
      classType: 'HIIT',
      sort: { highest: true },
      pageSize: 1,
    });
    await page.goto(`/newplatform/items/classes/${hiit!.id}`);
    await play(page);
    const calories = async () =>
      Number((await page.getByTestId('calories').textContent())?.split(' ')[0]);
    // The player counts what this play burns as it goes ...
    await expect.poll(calories, { timeout: 25_000 }).toBeGreaterThanOrEqual(2);
    const paused = page.waitForResponse(
      (r) => r.url().endsWith('/analytics') && r.request().postDataJSON().eventType === 'pause',
    );
    await pause(page);
    const answer = (await (await paused).json()) as { content: { workoutId: number | null } };
    // ... but a class counts as completed only once 80% of it was watched
    // (docs/decisions/0049-profile-age-kg-completion.md).
    expect(answer.content.workoutId).toBeNull();
    await expect(page.getByText(/Well done!/)).toHaveCount(0);

    const today = easternDayFromToday(0);
    const progress = await asMember<{ data: { date: string; calorie: number }[]; total: number }>(
      request,
      token,
      'POST',
      '/api/history/myprogress',
      { fromDate: today, toDate: today },
    );
    expect(progress).toEqual({ data: [], total: 0, zoneMinutes: [0, 0, 0, 0, 0, 0] });
    await page.goto('/newplatform/progress');
    await expect(page).toHaveTitle(/^My Progress \|/);
    await expect(page.getByTestId('today-calories')).toHaveText('0 kcal');
    await expect(page.getByTestId('month-calories')).toHaveText('0 kcal');
    await expect(page.getByTestId('total-calories')).toHaveText('0 kcal');
    await expect(
      page.getByRole('img', { name: /Calories per day over the last 30 days/ }),
    ).toBeVisible();

    // The class is in the member's history, as started.
    await page.goto('/newplatform/items/classes');
    await page.getByRole('button', { name: 'History' }).click();
    const watched = page.getByRole('list', { name: 'Watched classes' });
    await expect(watched.locator('.class-card__title')).toHaveText([hiit!.title]);
    await expect(watched).toContainText('Started, under 1 min');
    await expectNoSeriousFindings(page, 'the library history with a started class');
  },
);

test(
  'a class stopped on one device resumes at the same place on another',
  PHONE_TOO,
  async ({ page, request, browser }) => {
    const token = await newMember(page, request);
    const [yoga] = await classesVia(request, token, { classType: 'Yoga', pageSize: 1 });
    await page.goto(`/newplatform/items/classes/${yoga!.id}`);
    await play(page);
    await expect.poll(() => positionOf(page), { timeout: 15_000 }).toBeGreaterThan(6);
    const paused = page.waitForResponse(
      (r) => r.url().endsWith('/analytics') && r.request().postDataJSON().eventType === 'pause',
    );
    await pause(page);
    const stoppedAt = (await (await paused).request().postDataJSON()).eventValue as number;
    expect(stoppedAt).toBeGreaterThan(5);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await loginInBrowser(phone, token);
    // The dashboard offers it to continue, and the class opens where it stopped.
    await phone.goto('/newplatform/dashboard');
    const continuing = phone.getByRole('region', { name: 'Continue watching' });
    // The card says what is left of the class and shows how far it was watched, not a clock time.
    await expect(continuing.getByText(/^\d+ min left$/)).toBeVisible();
    await expect(
      continuing.getByRole('progressbar', { name: `${yoga!.title}: watched` }),
    ).toBeVisible();
    await continuing.getByRole('link', { name: yoga!.title }).click();
    const minutes = Math.floor(stoppedAt / 60);
    const seconds = String(Math.floor(stoppedAt % 60)).padStart(2, '0');
    await expect(
      phone.getByText(`Picking up where you stopped, at ${minutes}:${seconds}.`),
    ).toBeVisible();
    expect(Math.abs((await positionOf(phone)) - stoppedAt)).toBeLessThan(1);
    await phone.getByRole('button', { name: 'Start from the beginning' }).click();
    await expect.poll(() => positionOf(phone)).toBeLessThan(1);
    await other.close();
  },
);

test('the demo member’s class to continue plays as long as it is listed and resumes where its card says', async ({
  page,
  request,
}) => {
  const token = await login(request, MEMBER);
  const [stopped] = await asMember<
    { id: number; title: string; position: number; duration: number }[]
  >(request, token, 'POST', '/api/history/continueWatching', {});
  // Stopped part-way into a class of many minutes, well past the 90 s a demo rendition holds.
  expect(stopped!.position).toBeGreaterThan(5 * 60);
  await loginInBrowser(page, token);
  await page.goto('/newplatform/dashboard');
  const card = page
    .getByRole('list', { name: 'Continue watching' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: stopped!.title }) });
  const left = Math.ceil((stopped!.duration - stopped!.position) / 60);
  await expect(card.getByText(`${left} min left`, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: stopped!.title }).click();

  const at = `${Math.floor(stopped!.position / 60)}:${String(stopped!.position % 60).padStart(2, '0')}`;
  await expect(page.getByText(`Picking up where you stopped, at ${at}.`)).toBeVisible();
  // The video is as long as the class is listed (a few seconds either way), not 90 s.
  await expect
    .poll(() => playerOf(page).evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(stopped!.duration - 6);
  expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeLessThan(
    stopped!.duration + 6,
  );
  await expect.poll(() => positionOf(page)).toBeGreaterThan(stopped!.position - 1);
  expect(await positionOf(page)).toBeLessThan(stopped!.position + 1);
  // It plays on from there.
  await play(page);
  await expect
    .poll(() => positionOf(page), { timeout: 15_000 })
    .toBeGreaterThan(stopped!.position + 2);
  expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
});
