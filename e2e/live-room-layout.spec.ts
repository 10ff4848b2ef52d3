// The room puts the class first (issue 51, item 5), at 1280 and 390 px: the picture on top at
// the page's width with the class's details folded below, the class clock over it, the controls
// over the picture in full screen, and before the start a waiting room with a countdown and a
// camera and microphone check.
import { expect, test, type Page } from '@playwright/test';
import { liveRoomTexts, type LiveClass } from '@jetsweat/contract';
import {
  bookIncluded,
  classOfOurOwn,
  MEMBER,
  openStudioNow,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

useFakeMedia();

/** The picture's box, and the window's width, as the member's page lays them out. */
async function pictureBox(page: Page) {
  const area = page.locator('.live-room__area');
  await expect(area).toBeVisible({ timeout: 30_000 });
  const box = (await area.boundingBox())!;
  const width = page.viewportSize()!.width;
  return { box, width };
}

test(
  'the picture comes first, at full width, with the class clock over it and the details folded below',
  PHONE_TOO,
  async ({ browser, request }) => {
    const c: LiveClass = await openStudioNow(request);
    const member = await signedIn(browser, request, MEMBER);
    const viewport = test.info().project.use.viewport;
    if (viewport) await member.page.setViewportSize(viewport);
    await member.page.goto(`/newplatform/live/upcoming/${c.id}`);
    const { box, width } = await pictureBox(member.page);
    // On top: under the site's bar and the class's title, in the first screen.
    expect(box.y).toBeLessThan(220);
    // At the page's width (its margins aside).
    expect(box.width).toBeGreaterThanOrEqual(Math.min(width, 1200) * 0.85);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The class under way: the time gone and the time left, over the picture.
    const clock = member.page.getByLabel('Class clock');
    await expect(clock).toContainText(/\d\d:\d\d elapsed · (\d\d:)?\d\d:\d\d left/);
    // The details are folded below the room.
    const about = member.page.locator('details.live-class__about');
    await expect(about.locator('summary')).toHaveText(liveRoomTexts.aboutClass);
    await expect(about).not.toHaveAttribute('open');
    await about.locator('summary').click();
    await expect(about.getByText('Instructor')).toBeVisible();

    // In full screen the controls are over the picture (the page's own are behind it).
    const room = member.page.getByRole('region', { name: `Live room: ${c.title}` });
    await room.getByRole('button', { name: 'Full screen' }).click();
    const over = member.page.locator('.live-room__area .live-room__overlay-controls');
    await expect(over.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await expect(over.getByRole('link', { name: 'Leave class' })).toBeVisible();
    await over.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(over).toHaveCount(0);
    await member.page.context().close();
  },
);

test(
  'before the start the room waits: a countdown, "starting soon", and a camera and microphone check',
  PHONE_TOO,
  async ({ browser, request }) => {
    const c = await classOfOurOwn(request, { title: 'Waiting Room', startsInMinutes: 6 });
    const member = await signedIn(browser, request, MEMBER);
    await bookIncluded(request, member.token, c.id);
    const viewport = test.info().project.use.viewport;
    if (viewport) await member.page.setViewportSize(viewport);
    await member.page.goto(`/newplatform/live/upcoming/${c.id}`);
    await pictureBox(member.page);
    await expect(member.page.getByLabel('Class clock')).toContainText(/Starts in \d\d:\d\d/);
    const waiting = member.page.getByRole('region', { name: liveRoomTexts.waitingTitle });
    await expect(waiting).toContainText(liveRoomTexts.startingSoon);
    await waiting.getByRole('button', { name: liveRoomTexts.openCheck }).click();
    // The member's own camera plays in the check, and the microphone's meter is there.
    const preview = waiting.getByLabel('Your camera preview');
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(waiting.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await expect(waiting.getByText(/Camera working/)).toBeVisible();
    await waiting.getByRole('button', { name: liveRoomTexts.closeCheck }).click();
    await expect(preview).toHaveCount(0);
    await member.page.context().close();
  },
);
