import { expect, test } from '@playwright/test';
import { heartRateTexts } from '@jetsweat/contract';
import { emulatedStrap, strapBrowser } from './heart-rate-kit.ts';
import { classesVia, newMember, play } from './member-fixtures.ts';
import { origin } from './fixtures.ts';

test('a member pairs a heart-rate strap in the player: beats, zone, and calories from the heart @phone', async ({
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
  } finally {
    await browser.close();
  }
});
