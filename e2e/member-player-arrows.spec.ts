// The arrow keys move the class exactly the 10 s the shortcuts sheet promises, once, whether the
// page or the video has the focus (issue 56, point 1). Keys inside the browser's own controls
// (reached with Tab) never reach the page: they are the browser's.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { classesVia, newMember, play, playerOf, positionOf } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

const pause = (page: Page) => playerOf(page).evaluate((v: HTMLVideoElement) => v.pause());
const seeked = (page: Page) => playerOf(page).evaluate((v: HTMLVideoElement) => !v.seeking);

/** Where a paused class stands after one press, against where it stood before. */
async function moveOf(page: Page, key: string): Promise<number> {
  await pause(page);
  await expect.poll(() => seeked(page)).toBe(true);
  const before = await positionOf(page);
  await page.keyboard.press(key);
  // A second move (the slider's own step) would come within this.
  await page.waitForTimeout(1_000);
  await expect.poll(() => seeked(page)).toBe(true);
  return (await positionOf(page)) - before;
}

test(
  '→ and ← move 10 s once, with the focus on the page or on the video',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await newMember(page, request);
    const [pilates] = await classesVia(request, token, { classType: 'Pilates', pageSize: 1 });
    await page.goto(`/newplatform/items/classes/${pilates!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pilates!.title })).toBeVisible();
    await play(page);
    await expect.poll(() => positionOf(page), { timeout: 10_000 }).toBeGreaterThan(2);
    await playerOf(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 30));

    // The page itself has the focus.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    expect(await moveOf(page, 'ArrowRight')).toBeCloseTo(10, 0);
    expect(await moveOf(page, 'ArrowLeft')).toBeCloseTo(-10, 0);

    // The video has the focus (as after clicking it, less the click's play): its own arrow keys step 1% of the class,
    // 24 s of this one, which came on top of the shortcut's 10 s.
    await playerOf(page).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
    expect(await moveOf(page, 'ArrowRight')).toBeCloseTo(10, 0);
    expect(await moveOf(page, 'ArrowLeft')).toBeCloseTo(-10, 0);
    expect(await moveOf(page, 'ArrowRight')).toBeCloseTo(10, 0);
    await expectNoSeriousFindings(page, 'the class page');
  },
);
