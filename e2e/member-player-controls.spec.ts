// The player members expect (issue 22, point 8): skip buttons, keyboard shortcuts listed under
// "?", a quality menu over the adaptive ladder, "Up next" when a class ends, and a resume note
// that goes once the class plays; at a desktop's width and a phone's.
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import {
  asMember,
  classesVia,
  newMember,
  openClass,
  play,
  playerOf,
  positionOf,
  seekStartedBy,
} from './member-fixtures.ts';

const pause = (page: Page) => playerOf(page).evaluate((v: HTMLVideoElement) => v.pause());
const paused = (page: Page) => playerOf(page).evaluate((v: HTMLVideoElement) => v.paused);
const isAnalytics = (eventType: string) => (r: Response) =>
  r.url().endsWith('/analytics') && r.request().postDataJSON()?.eventType === eventType;

/** How far one press moved the player, as the page saw it (seekStartedBy). */
async function jumpOf(page: Page, press: () => Promise<unknown>): Promise<number> {
  const { from, to } = await seekStartedBy(page, press);
  return to - from;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test('the skip buttons and the arrow keys move 10 s, and no jump counts as time watched', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const token = await newMember(page, request);
      const [pilates] = await classesVia(request, token, { classType: 'Pilates', pageSize: 1 });
      await openClass(page, pilates!.id, pilates!.title);
      await play(page);
      await expect.poll(() => positionOf(page), { timeout: 10_000 }).toBeGreaterThan(2);

      // Each press moves 10 s, as the page saw it (see jumpOf).
      const forward = () => page.getByRole('button', { name: 'Forward 10 seconds' }).click();
      const back = () => page.getByRole('button', { name: 'Back 10 seconds' }).click();
      expect(await jumpOf(page, forward)).toBeCloseTo(10, 0);
      // The focus is on a button: the arrows still seek (only Space would press it).
      expect(await jumpOf(page, () => page.keyboard.press('ArrowRight'))).toBeCloseTo(10, 0);
      expect(await jumpOf(page, back)).toBeCloseTo(-10, 0);
      expect(await jumpOf(page, () => page.keyboard.press('ArrowLeft'))).toBeCloseTo(-10, 0);
      await forward();
      await page.waitForTimeout(2_000);

      // Net, the member jumped 10 s forward: what they watched is where they stopped less 10 s.
      const pauses: Response[] = [];
      page.on('response', (r) => {
        if (isAnalytics('pause')(r)) pauses.push(r);
      });
      await pause(page);
      const stoppedAt = await positionOf(page);
      const own = () =>
        pauses.find((r) => Math.abs(r.request().postDataJSON().eventValue - stoppedAt) < 0.2);
      await expect.poll(() => own() !== undefined).toBe(true);
      const answer = (await own()!.json()).content as { watchedSeconds: number };
      const played = stoppedAt - 10;
      // Each of the four seeks may land up to a second off its target on a busy machine.
      expect(answer.watchedSeconds).toBeGreaterThan(played - 4);
      // A seek lands where the player can start (on a busy machine up to a second off its
      // target), and the server allows 2 s of jitter between two events: a jump counted as
      // watched would add 10 s, far past this bound.
      expect(answer.watchedSeconds).toBeLessThanOrEqual(played + 2);
      // The page's own count agrees.
      const shown = await page
        .getByText('Time watched')
        .locator('xpath=..')
        .locator('dd')
        .innerText();
      const [m, s] = shown.split(':').map(Number);
      expect(m! * 60 + s!).toBeLessThanOrEqual(Math.ceil(played));
    });

    test('keyboard shortcuts play, mute, caption and go full screen, listed under "?", never while typing', async ({
      page,
      request,
    }) => {
      const token = await newMember(page, request);
      const [barre] = await classesVia(request, token, { classType: 'Barre', pageSize: 1 });
      await openClass(page, barre!.id, barre!.title);
      await playerOf(page).evaluate((v: HTMLVideoElement) => (v.muted = true));

      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      for (const what of [
        'Play or pause',
        'Back 10 seconds',
        'Forward 10 seconds',
        'Full screen on or off',
        'Captions on or off',
        'Sound off or on',
      ])
        await expect(dialog.getByText(what, { exact: true })).toBeVisible();
      await expectNoSeriousFindings(page, 'the keyboard shortcuts dialog');
      // The player's keys wait while the dialog is open.
      await page.keyboard.press('k');
      expect(await paused(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Its button opens it too.
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.locator('body').click({ position: { x: 2, y: 2 } });
      await page.keyboard.press('k');
      await expect.poll(() => paused(page)).toBe(false);
      await page.keyboard.press(' ');
      await expect.poll(() => paused(page)).toBe(true);
      await page.keyboard.press(' ');
      await expect.poll(() => paused(page)).toBe(false);
      await page.keyboard.press('k');
      await expect.poll(() => paused(page)).toBe(true);

      await page.keyboard.press('m');
      expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
      await page.keyboard.press('m');
      expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

      const captions = page.getByRole('button', { name: 'Captions' });
      await expect(captions).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('c');
      await expect(captions).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('c');
      await expect(captions).toHaveAttribute('aria-pressed', 'false');

      await page.keyboard.press('f');
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.className))
        .toBe('player');
      await page.keyboard.press('f');
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

      // Typing in a field: the letters are the field's.
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.setAttribute('aria-label', 'A note');
        document.querySelector('main')!.append(field);
      });
      const field = page.getByRole('textbox', { name: 'A note' });
      await field.click();
      await page.keyboard.type('k mcf?');
      await page.keyboard.press('ArrowLeft');
      await expect(field).toHaveValue('k mcf?');
      expect(await paused(page)).toBe(true);
      expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      await expect(captions).toHaveAttribute('aria-pressed', 'false');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    });

    test('the quality menu lists Auto and every rendition, and plays the one picked', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const token = await newMember(page, request);
      const [pilates] = await classesVia(request, token, { classType: 'Pilates', pageSize: 1 });
      await openClass(page, pilates!.id, pilates!.title);
      const menu = page.getByRole('combobox', { name: 'Quality' });
      await expect(menu).toBeVisible();
      await expect(menu.locator('option')).toHaveText([/^Auto/, '360p', '540p', '720p']);
      await expect(menu).toHaveValue('-1');
      await play(page);
      await expect(menu.locator('option').first()).toHaveText(/^Auto \(\d+p\)$/);

      const height = () => playerOf(page).evaluate((v: HTMLVideoElement) => v.videoHeight);
      await menu.selectOption({ label: '360p' });
      await expect(menu).toHaveValue('0');
      await expect.poll(height, { timeout: 15_000 }).toBe(360);
      await menu.selectOption({ label: '720p' });
      await expect.poll(height, { timeout: 15_000 }).toBe(720);
      await menu.selectOption({ label: '540p' });
      await expect.poll(height, { timeout: 15_000 }).toBe(540);
      await menu.selectOption({ index: 0 });
      await expect(menu).toHaveValue('-1');
      expect(await playerOf(page).evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
      await expectNoSeriousFindings(page, 'the class page with its player bar');
    });

    test('"Up next" offers the next class of the program when a class ends, and the resume note goes once it plays', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const token = await newMember(page, request);
      const [program] = await asMember<{ id: number; title: string }[]>(
        request,
        token,
        'GET',
        '/api/video/programs',
      );
      const detail = await asMember<{
        schedule: { classes: { id: number; title: string }[] }[];
      }>(request, token, 'GET', `/api/video/programs/${program!.id}`);
      const [first, second] = detail.schedule.flatMap((w) => w.classes);
      const upNext = await asMember<{
        video: { id: number; title: string; instructor: string };
        programTitle: string | null;
        reason: 'program' | 'instructor' | 'studio';
      }>(request, token, 'GET', `/api/video/${first!.id}/up-next`);
      // The first class of the program may sit in an earlier program too: the server names it.
      const next = upNext.video;
      if (upNext.programTitle === program!.title) expect(next.id).toBe(second!.id);

      // Stopped 30 s in before: the page says so until the class plays.
      const event = { videoId: first!.id, sessionId: crypto.randomUUID() };
      const analytics = '/api/%7BvideoId%7D/analytics';
      await asMember(request, token, 'POST', analytics, {
        ...event,
        eventType: 'play',
        eventValue: 0,
      });
      await asMember(request, token, 'POST', analytics, {
        ...event,
        eventType: 'pause',
        eventValue: 30,
      });
      await openClass(page, first!.id, first!.title);
      const note = page.getByText('Picking up where you stopped, at 0:30.');
      await expect(note).toBeVisible();
      await play(page);
      await expect(note).toBeHidden();

      // To the end: the next class is offered.
      const heading = {
        program: `Next in ${upNext.programTitle}`,
        instructor: `More with ${next.instructor}`,
        studio: 'Up next',
      }[upNext.reason];
      const upNextBox = page.getByRole('region', { name: heading });
      await expect(upNextBox).toBeHidden();
      await playerOf(page).evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 1.5));
      await expect(upNextBox).toBeVisible({ timeout: 15_000 });
      await expect(upNextBox.getByText(next.title)).toBeVisible();
      // Its countdown stopped first (member-player-at-home.spec.ts follows it to its end).
      await upNextBox.getByRole('button', { name: 'Cancel autoplay' }).click();
      await expectNoSeriousFindings(page, 'the player with Up next');
      await upNextBox.getByRole('button', { name: 'Not now' }).click();
      await expect(upNextBox).toBeHidden();

      // Played to the end again, it is offered again; its link opens the next class.
      await playerOf(page).evaluate(async (v: HTMLVideoElement) => {
        v.currentTime = v.duration - 1.5;
        await v.play();
      });
      await expect(upNextBox).toBeVisible({ timeout: 15_000 });
      await upNextBox.getByRole('link', { name: 'Play next class' }).click();
      await expect(page).toHaveURL(new RegExp(`/newplatform/items/classes/${next.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    });
  });
}
