import { expect, test } from '@playwright/test';
import { E2E_JANUS_SERVER_PORT, JANUS_INSTALLED } from './playwright.config.ts';
import {
  INSTRUCTOR,
  MEMBER,
  endClass,
  goLive,
  openStudioNow,
  playing,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';

// The same media path as live-room.spec.ts, through Janus: the second e2e server runs with
// JANUS_URL and Janus itself from scripts/janus (playwright.config.ts starts both).
const at = `http://localhost:${E2E_JANUS_SERVER_PORT}`;
useFakeMedia();

test('through Janus: the instructor goes live, the booked member’s video decodes frames, and the member’s camera reaches the instructor', async ({
  browser,
  request,
}) => {
  test.skip(!JANUS_INSTALLED, 'janus is not installed (apt-get install janus), or E2E_JANUS=off');
  test.setTimeout(150_000);
  const c = await openStudioNow(request, at);
  const teacher = await signedIn(browser, request, INSTRUCTOR, at);
  await goLive(teacher.page, c.id);

  const member = await signedIn(browser, request, MEMBER, at);
  await member.page.goto(`${at}/newplatform/live/upcoming/${c.id}`);
  await playing(member.page);

  const room = member.page.getByRole('region', { name: `Live room: ${c.title}` });
  await room.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(teacher.page.getByText('1 member in the class, 1 with the camera on')).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(() =>
      teacher.page
        .locator('.broadcast__cameras video')
        .evaluate((v: HTMLVideoElement) => v.videoWidth),
    )
    .toBeGreaterThan(0);

  // (This server's Open Studio is this test's alone: no other test's room ends with it.)
  await endClass(teacher.page);
});
