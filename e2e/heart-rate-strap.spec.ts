import { expect, test } from '@playwright/test';
import { heartRateTexts, videoBoardTexts } from '@jetsweat/contract';
import { emulatedStrap, strapBrowser } from './heart-rate-kit.ts';
import { classesVia, newMember, play, playerOf } from './member-fixtures.ts';
import { origin } from './fixtures.ts';

test('a member pairs a heart-rate strap in the player: beats, zone, calories from the heart, and the board of others @phone', async ({
  request,
}, testInfo) => {
  const browser = await strapBrowser();
  try {
    // A browser of its own (heart-rate-kit.ts), at the project's width.
    const { viewport } = testInfo.project.use;
    const page = await browser.newPage({ baseURL: origin, ...(viewport ? { viewport } : {}) });
    const strap = await emulatedStrap(browser, page);
    strap.beat(142);
    const token = await newMember(page, request);
    const [first] = await classesVia(request, token, { classType: 'HIIT', pageSize: 1 });
    await page.goto(`/newplatform/items/classes/${first!.id}`);

    const heart = page.getByRole('region', { name: heartRateTexts.title });
    await heart.getByRole('button', { name: heartRateTexts.connect }).click();
    // 142 bpm of 185 (220 - 35, the profile's default age): 77%, zone 3.
    await expect(heart.getByText('142', { exact: false })).toBeVisible({ timeout: 15_000 });
    await expect(heart.getByText(/Zone 3/)).toBeVisible();

    await play(page);
    await expect(page.getByText('Calories (from your heart rate)')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Average heart rate/)).toBeVisible();

    // Others at this minute (closed: a new member does not show on leaderboards): their own line
    // is ranked, by zone points, or by calories once they choose it.
    const board = page.getByRole('region', { name: videoBoardTexts.title });
    await board.getByRole('button', { name: videoBoardTexts.show }).click();
    const own = (sortBy: 'zonePoints' | 'calories') =>
      board
        .getByRole('list', { name: videoBoardTexts.rankedBy[sortBy] })
        .getByRole('listitem')
        .filter({ hasText: videoBoardTexts.you });
    await expect(own('zonePoints')).toBeVisible({ timeout: 15_000 });
    await board.getByRole('radio', { name: 'Calories' }).check();
    await expect(own('calories')).toContainText('kcal', { timeout: 15_000 });
    // A seek asks for the board at the class's new position (the others' figures are filed by
    // it), keeping the member's ranking.
    await playerOf(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 300));
    await expect(board.getByText(/as they were at 5:0\d/)).toBeVisible({ timeout: 15_000 });
    await expect(own('calories')).toBeVisible();
  } finally {
    await browser.close();
  }
});
