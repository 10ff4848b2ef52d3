// The player at home (issue 56, item 3), at 1280 and 390 px: the class's chapters on a timeline
// under the video, each moving the class to its start by click or keyboard; picture-in-picture
// where the browser offers it (headless Chromium does: the class goes into its window and back);
// Play on TV only while the browser reports a TV that can take the class (none here: its absence
// is asserted, not faked); and
// "Up next" at the end, counting down to the class the server chose, which the member can cancel.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import {
  asMember,
  newMember,
  openClass,
  play,
  playerOf,
  seekStartedBy,
} from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

interface Chapter {
  title: string;
  startSeconds: number;
}
interface ClassCard {
  id: number;
  title: string;
  instructor: string;
}

/** The first class of the demo's barre program, which the demo seed gives chapters. */
async function barreBasics(request: APIRequestContext, token: string) {
  const programs = await asMember<{ id: number; title: string }[]>(
    request,
    token,
    'GET',
    '/api/video/programs',
  );
  const program = programs.find((p) => p.title.startsWith('Barre Foundations'))!;
  const detail = await asMember<{ schedule: { classes: ClassCard[] }[] }>(
    request,
    token,
    'GET',
    `/api/video/programs/${program.id}`,
  );
  const first = detail.schedule[0]!.classes[0]!;
  const { chapters } = await asMember<{ chapters: Chapter[] }>(
    request,
    token,
    'GET',
    `/api/video/${first.id}`,
  );
  return { ...first, chapters };
}

/** Where the seek a press started was headed, as the page saw it (seekStartedBy). */
const seekOf = async (page: Page, press: () => Promise<unknown>) =>
  (await seekStartedBy(page, press)).to;

test(
  'chapters on the timeline move the class; picture-in-picture as the browser offers it; no TV button without a TV',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const token = await newMember(page, request);
    const barre = await barreBasics(request, token);
    expect(barre.chapters.map((c) => c.title)).toEqual([
      'Warm-up: positions',
      'Main set: thighs and seat',
      'Cool-down: stretch',
    ]);
    await openClass(page, barre.id, barre.title);

    const timeline = page.getByRole('navigation', { name: 'Chapters' });
    const buttons = timeline.getByRole('button');
    await expect(buttons).toHaveCount(3);
    for (const [i, c] of barre.chapters.entries())
      await expect(buttons.nth(i)).toHaveAccessibleName(
        `${c.title} ${Math.floor(c.startSeconds / 60)}:${String(c.startSeconds % 60).padStart(2, '0')}`,
      );
    await expect(buttons.nth(0)).toHaveAttribute('aria-current', 'true');

    // A click moves the class to the chapter's start, and marks the chapter playing.
    await play(page);
    expect(await seekOf(page, () => buttons.nth(1).click())).toBeCloseTo(
      barre.chapters[1]!.startSeconds,
      1,
    );
    await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(buttons.nth(0)).not.toHaveAttribute('aria-current');

    // The keyboard: Tab reaches the next chapter, Enter moves the class there.
    await buttons.nth(1).focus();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(2)).toBeFocused();
    expect(await seekOf(page, () => page.keyboard.press('Enter'))).toBeCloseTo(
      barre.chapters[2]!.startSeconds,
      1,
    );
    await expect(buttons.nth(2)).toHaveAttribute('aria-current', 'true');
    // And back to the warm-up.
    await buttons.nth(0).focus();
    expect(await seekOf(page, () => page.keyboard.press('Enter'))).toBe(0);
    await expect(buttons.nth(0)).toHaveAttribute('aria-current', 'true');

    // Picture-in-picture: offered exactly when the browser says it can.
    const pip = page.getByRole('button', { name: 'Picture in picture' });
    const offered = await page.evaluate(() => document.pictureInPictureEnabled === true);
    test.info().annotations.push({ type: 'picture-in-picture offered', description: `${offered}` });
    if (offered) {
      await expect(pip).toBeEnabled();
      await expect(pip).toHaveAttribute('aria-pressed', 'false');
      await pip.click();
      const inWindow = () => page.evaluate(() => document.pictureInPictureElement?.tagName ?? null);
      await expect.poll(inWindow).toBe('VIDEO');
      await expect(pip).toHaveAttribute('aria-pressed', 'true');
      await pip.click();
      await expect.poll(inWindow).toBeNull();
      await expect(pip).toHaveAttribute('aria-pressed', 'false');
    } else {
      await expect(pip).toHaveCount(0);
    }

    // Play on TV: this Chromium has the Remote Playback API, and it reports whether a TV can take
    // the class; with none on this machine's network, the page offers nothing and nothing fails.
    expect(await page.evaluate(() => 'remote' in HTMLMediaElement.prototype)).toBe(true);
    const reported = await playerOf(page).evaluate(
      (v: HTMLVideoElement) =>
        new Promise<string>((answer) => {
          v.remote
            .watchAvailability((available) => answer(String(available)))
            .catch((e: Error) => answer(e.name));
          setTimeout(() => answer('no answer'), 3_000);
        }),
    );
    test.info().annotations.push({ type: 'remote playback available', description: reported });
    const tv = page.getByRole('button', { name: 'Play on TV' });
    if (reported === 'true') await expect(tv).toBeVisible();
    else await expect(tv).toHaveCount(0);
    expect(errors).toEqual([]);
    await expectNoSeriousFindings(page, 'the class page with its chapters');
  },
);

test(
  '"Up next" at the end counts down to the class the server chose, and the member can cancel it',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await newMember(page, request);
    const barre = await barreBasics(request, token);
    const upNext = await asMember<{
      video: ClassCard;
      programTitle: string | null;
      reason: string;
    }>(request, token, 'GET', `/api/video/${barre.id}/up-next`);
    expect(upNext.reason).toBe('program');
    const next = upNext.video;

    await openClass(page, barre.id, barre.title);
    await play(page);
    const card = page.getByRole('region', { name: `Next in ${upNext.programTitle}` });
    await expect(card).toBeHidden();
    const toTheEnd = () =>
      playerOf(page).evaluate(async (v: HTMLVideoElement) => {
        v.currentTime = v.duration - 1.5;
        await v.play();
      });

    // Cancelled, the class stays; Not now puts the card away.
    await toTheEnd();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(next.title)).toBeVisible();
    await expect(card.getByTestId('up-next-countdown')).toHaveText(/^Playing in \d+ s$/);
    // Cancelled at once: a busy machine's accessibility scan could outlast the 10 s.
    await card.getByRole('button', { name: 'Cancel autoplay' }).click();
    await expect(card.getByText('Autoplay cancelled: this class stays on.')).toBeVisible();
    await expect(card.getByTestId('up-next-countdown')).toHaveCount(0);
    await expectNoSeriousFindings(page, 'the player with Up next');
    await page.waitForTimeout(11_000);
    await expect(page).toHaveURL(new RegExp(`/newplatform/items/classes/${barre.id}$`));
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();

    // Played to the end again: the countdown runs out and the chosen class opens.
    await toTheEnd();
    await expect(card).toBeVisible({ timeout: 15_000 });
    // It counts first: the class is still this one, with seconds to go.
    await expect(card.getByTestId('up-next-countdown')).toHaveText(/^Playing in ([1-9]|10) s$/);
    await expect(page).toHaveURL(new RegExp(`/newplatform/items/classes/${barre.id}$`));
    await expect(page).toHaveURL(new RegExp(`/newplatform/items/classes/${next.id}$`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    await expectNoSeriousFindings(page, 'the next class, opened by Up next');
  },
);
