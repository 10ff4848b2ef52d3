import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { heartRateTexts, liveCheerTexts, workoutSummaryTexts } from '@jetsweat/contract';
import { loginInBrowser, origin } from './fixtures.ts';
import { emulatedStrap, strapBrowser, type EmulatedStrap } from './heart-rate-kit.ts';
import {
  bookIncluded,
  classOfOurOwn,
  endClass,
  FAKE_MEDIA_ARGS,
  FRIEND,
  goLive,
  INSTRUCTOR,
  login,
  MEMBER,
  playing,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';

useFakeMedia();

/**
 * A member in a live class with a heart-rate strap: a browser of their own (Web Bluetooth needs
 * the experimental platform features), the browser's emulated strap beating at `bpm`, signed in
 * and in the class's room at the project's width.
 */
async function memberWithStrap(
  request: APIRequestContext,
  email: string,
  c: { id: number; title: string },
  bpm: number,
  viewport: { width: number; height: number } | null | undefined,
): Promise<{ browser: Browser; strap: EmulatedStrap; room: ReturnType<typeof roomOf> }> {
  const browser = await strapBrowser(FAKE_MEDIA_ARGS);
  const page = await browser.newPage({ baseURL: origin, ...(viewport ? { viewport } : {}) });
  const strap = await emulatedStrap(browser, page);
  strap.beat(bpm);
  await loginInBrowser(page, await login(request, email));
  await page.goto(`/newplatform/live/upcoming/${c.id}`);
  // Five browsers on two cores when both widths run at once: the first picture can take a while.
  await expect(page.locator('video.live-room__main')).toBeVisible({ timeout: 45_000 });
  await playing(page);
  const room = roomOf(page, c.title);
  const heart = room.getByRole('region', { name: heartRateTexts.title });
  await heart.getByRole('button', { name: heartRateTexts.connect }).click();
  await expect(heart.getByText(String(bpm), { exact: false })).toBeVisible({ timeout: 15_000 });
  return { browser, strap, room };
}

const roomOf = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('region', { name: `Live room: ${title}` });

test('two members with straps on the live leaderboard: ranked, high-fived, called out and coached by zone @phone', async ({
  browser,
  request,
}, testInfo) => {
  // Three browsers, two emulated straps and a class gone live: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const c = await classOfOurOwn(request, { title: 'Together', minutes: 40 });
  for (const email of [MEMBER, FRIEND])
    await bookIncluded(request, await login(request, email), c.id);
  const teacher = await signedIn(browser, request, INSTRUCTOR);
  await goLive(teacher.page, c.id);

  const { viewport } = testInfo.project.use;
  const maya = await memberWithStrap(request, MEMBER, c, 165, viewport);
  const felix = await memberWithStrap(request, FRIEND, c, 118, viewport);
  try {
    // Maya opts in by name, Felix by his initials: each is on the board as they chose.
    const mayaBoard = maya.room.getByRole('region', { name: 'Leaderboard' });
    await mayaBoard.getByRole('switch', { name: 'Show me on the leaderboard' }).check();
    const felixBoard = felix.room.getByRole('region', { name: 'Leaderboard' });
    await felixBoard.getByRole('radio', { name: 'My initials' }).check();
    await felixBoard.getByRole('switch', { name: 'Show me on the leaderboard' }).check();

    for (const board of [mayaBoard, felixBoard])
      await expect(board.getByText('2 people on the board')).toBeVisible({ timeout: 15_000 });
    const mayaLines = mayaBoard.getByRole('list', { name: 'Ranked by zone points' });
    await expect(mayaLines.getByRole('listitem').filter({ hasText: 'Maya M.' })).toContainText(
      '(you)',
    );
    await expect(mayaLines.getByRole('listitem').filter({ hasText: 'FF' })).toBeVisible();
    // Nobody's full name or heart rate goes to the other members.
    await expect(mayaBoard).not.toContainText('Felix');
    await expect(mayaBoard).not.toContainText('118');
    // The harder-working member leads on zone points once the figures have run a while.
    await expect(felixBoard.getByText('You are number 2.')).toBeVisible({ timeout: 30_000 });
    await expect(mayaBoard.getByText('You are number 1.')).toBeVisible();

    // The instructor sees each member's zone and heart rate to coach by.
    const zones = teacher.page.getByRole('region', { name: 'Zones in the room' });
    const mayaZone = zones.getByRole('listitem').filter({ hasText: 'Maya M.' });
    await expect(mayaZone).toContainText('165 bpm', { timeout: 15_000 });
    await expect(mayaZone).toContainText(/Zone \d/);
    await expect(zones.getByRole('listitem').filter({ hasText: 'FF' })).toContainText('118 bpm');

    // Felix's heart goes up: the instructor sees it within a few seconds.
    felix.strap.beat(171);
    await expect(zones.getByRole('listitem').filter({ hasText: 'FF' })).toContainText('171 bpm', {
      timeout: 15_000,
    });

    // The instructor ranks the board by calories: the members' boards say so.
    await zones.getByRole('radio', { name: 'Calories' }).check();
    await expect(mayaBoard.getByRole('list', { name: 'Ranked by calories' })).toBeVisible({
      timeout: 15_000,
    });

    // Maya high-fives Felix from the board; he is told, and nobody else is.
    await mayaBoard.getByRole('button', { name: liveCheerTexts.highFiveLabel('FF') }).click();
    await expect(felix.room.getByText(liveCheerTexts.highFivedBy('Maya M.'))).toBeVisible({
      timeout: 15_000,
    });
    // The instructor calls Felix out by name: he is told who.
    await zones.getByRole('button', { name: liveCheerTexts.shoutOutLabel('FF') }).click();
    await expect(felix.room.getByText(/gave you a shout-out!/)).toBeVisible({ timeout: 15_000 });
    await expect(maya.room.getByText(/gave you a shout-out!/)).toHaveCount(0);
    // Maya applauds: the instructor sees the room's reaction, without her name.
    const react = maya.room.getByRole('region', { name: liveCheerTexts.reactTitle });
    await react.getByRole('button', { name: 'Applause' }).click();
    const reactions = teacher.page.getByRole('region', { name: liveCheerTexts.reactionsTitle });
    await expect(reactions.getByText('👏 Applause')).toBeVisible({ timeout: 15_000 });

    // Felix leaves the board: he is gone from Maya's board and the instructor's list.
    await felixBoard.getByRole('switch', { name: 'Show me on the leaderboard' }).uncheck();
    await expect(mayaBoard.getByText('1 person on the board')).toBeVisible({ timeout: 15_000 });
    await expect(zones.getByRole('listitem').filter({ hasText: 'FF' })).toHaveCount(0);

    // The class ends: Maya's screen sums up her workout with her place on the board and her
    // heart rate, kept from when she came in with the instructor live, before the class's
    // scheduled start (its warm-up).
    await endClass(teacher.page);
    const summary = maya.room.page().getByRole('region', { name: workoutSummaryTexts.title });
    await expect(summary.getByText(workoutSummaryTexts.boardPlace(1, 1))).toBeVisible({
      timeout: 20_000,
    });
    const fact = (name: string) =>
      summary.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
    await expect(fact(workoutSummaryTexts.averageHeartRate)).toHaveText('165 bpm');
    await expect(fact(workoutSummaryTexts.maxHeartRate)).toHaveText('165 bpm');
    await expect(fact(workoutSummaryTexts.caloriesFromHeart)).toHaveText(/^\d+ kcal$/);
    await expect(
      summary.getByRole('list', { name: workoutSummaryTexts.zoneMinutes }).getByRole('listitem'),
    ).toHaveText([/^Zone \d · \w[\w ]*: \d+(\.\d)? min$/]);
  } finally {
    await maya.browser.close();
    await felix.browser.close();
    await teacher.page.context().close();
  }
});
