// A real ending (issue 51, item 3), peer to peer: End class asks first; within 5 s the member's
// room says the class ended, turns their camera off and shows what comes next (their minutes and
// camera time, the recording, the next class); the instructor resumes and the room comes back.
// The class is the test's own (live-room-kit.ts): ending the demo's Open Studio would end it for
// every other test in its room.
import { expect, test } from '@playwright/test';
import { liveEndingTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import {
  bookIncluded,
  classOfOurOwn,
  goLive,
  INSTRUCTOR,
  MEMBER,
  playing,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

useFakeMedia();

test(
  'the instructor ends the class: the member is told at once, sees their summary, and the class resumes',
  PHONE_TOO,
  async ({ browser, request }) => {
    test.setTimeout(180_000);
    const c = await classOfOurOwn(request, { title: 'Ending Flow' });
    const teacher = await signedIn(browser, request, INSTRUCTOR);
    await goLive(teacher.page, c.id);

    const member = await signedIn(browser, request, MEMBER);
    await bookIncluded(request, member.token, c.id);
    const viewport = test.info().project.use.viewport;
    if (viewport) await member.page.setViewportSize(viewport);
    await member.page.goto(`/newplatform/live/upcoming/${c.id}`);
    const room = member.page.getByRole('region', { name: `Live room: ${c.title}` });
    // The room's first load (its code, the class, the camera) takes a while on a busy machine.
    await expect(room).toBeVisible({ timeout: 30_000 });
    await playing(member.page);
    await room.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(room.locator('video.live-room__self')).toBeVisible();
    // The summary counts the camera's whole seconds: it stays on for more than one before the
    // class ends (its own preview's clock says how long it has run).
    await expect
      .poll(() =>
        room.locator('video.live-room__self').evaluate((v: HTMLVideoElement) => v.currentTime),
      )
      .toBeGreaterThan(1.5);

    // End class asks first; keeping on teaching changes nothing.
    await teacher.page.getByRole('button', { name: 'End class' }).click();
    const confirm = teacher.page.getByRole('dialog', { name: liveEndingTexts.confirmEndTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: liveEndingTexts.keepTeaching }).click();
    await expect(teacher.page.getByText('You are live.')).toBeVisible();
    await expect(room).toBeVisible();

    await teacher.page.getByRole('button', { name: 'End class' }).click();
    // The page uploads the recording's last seconds, then ends the class (its DELETE): from
    // then on, within 5 s, the room is gone, the camera with it, and what comes next is shown.
    const ending = teacher.page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().includes('/rest/v2/broadcasts/'),
    );
    await confirm.getByRole('button', { name: liveEndingTexts.endForEveryone }).click();
    await ending;
    await expect(member.page.getByRole('heading', { name: liveEndingTexts.ended })).toBeVisible({
      timeout: 5_000,
    });
    await expect(room).toHaveCount(0);
    await expect(member.page.locator('video')).toHaveCount(0);
    const ended = member.page.getByRole('region', { name: liveEndingTexts.ended });
    await expect(ended.getByText('In the class')).toBeVisible();
    await expect(ended.getByText('Your camera on')).toBeVisible();
    // The camera's time in words: seconds on say so, never "0 min" (issue 56, point 5).
    await expect(ended.locator('dt:text-is("Your camera on") + dd')).toHaveText(
      /^[1-9]\d* (seconds?|minutes?)$/,
    );
    await expect(
      ended.getByText(/The recording will be in the library in about \d+ minutes?/),
    ).toBeVisible();
    await expect(ended.getByText(`${liveEndingTexts.nextClass}:`)).toBeVisible();
    await settled(member.page);
    await expectNoSeriousFindings(member.page, 'the member’s summary of the class ended');

    // The instructor's page says so, and offers to resume until the scheduled end.
    await expect(teacher.page.getByText(liveEndingTexts.instructorEnded)).toBeVisible();
    await teacher.page.getByRole('button', { name: liveEndingTexts.resume }).click();
    await expect(teacher.page.getByText('You are live.')).toBeVisible();
    // The member's room comes back (the page enters afresh) with the instructor's picture.
    await expect(room).toBeVisible({ timeout: 15_000 });
    await playing(member.page);

    await teacher.page.getByRole('button', { name: 'End class' }).click();
    await confirm.getByRole('button', { name: liveEndingTexts.endForEveryone }).click();
    await expect(member.page.getByRole('heading', { name: liveEndingTexts.ended })).toBeVisible({
      timeout: 5_000,
    });
    await member.page.context().close();
    await teacher.page.context().close();
  },
);
