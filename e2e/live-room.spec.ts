import { expect, test } from '@playwright/test';
import { liveTexts, recordingTexts, scheduleTexts } from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { origin } from './fixtures.ts';
import {
  FRIEND,
  INSTRUCTOR,
  MEMBER,
  openStudioNow,
  playing,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';
import { newMember } from './member-fixtures.ts';

useFakeMedia();
// One class's room, one broadcast: the steps follow each other.
test.describe.configure({ mode: 'serial' });

test('an instructor goes live; the booked demo member sees them, chats, and their camera time is kept', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const c = await openStudioNow(request);
  const teacher = await signedIn(browser, request, INSTRUCTOR);
  await teacher.page.goto(`/broadcast/${c.id}`);
  // The fake camera is found and chosen: the preview plays it.
  // (The browser's first camera start takes a while on a machine busy with other tests.)
  await expect(teacher.page.getByLabel('Camera', { exact: true })).toContainText(/fake/i, {
    timeout: 20_000,
  });
  // While on air the page records the class, uploading a part every few seconds.
  // (Its answer is read when it comes: the page reloads later, and its answers go with it.)
  const partStored = teacher.page
    .waitForResponse(
      (r) => r.url().includes(`/api/livestream/recording/${c.id}/parts`) && r.status() === 200,
    )
    .then((r) => r.json() as Promise<{ content: { stored: boolean } }>);
  await teacher.page.getByRole('button', { name: 'Go live' }).click();
  await expect(teacher.page.getByText('You are live.')).toBeVisible();
  await expect(teacher.page.getByText(recordingTexts.recording)).toBeVisible();

  const member = await signedIn(browser, request, MEMBER);
  // The member's way in: their upcoming classes, where the class under way offers to join.
  await member.page.goto('/newplatform/live/upcoming');
  await member.page.getByRole('link', { name: `${scheduleTexts.joinClass}: ${c.title}` }).click();
  await expect(member.page).toHaveURL(`${origin}/newplatform/live/upcoming/${c.id}`);
  const room = member.page.getByRole('region', { name: `Live room: ${c.title}` });
  await expect(room).toBeVisible();
  await playing(member.page);
  await expect(teacher.page.getByText('1 member in the class')).toBeVisible();

  // The member's camera reaches the instructor only; its time is counted.
  await room.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(teacher.page.getByText('1 member in the class, 1 with the camera on')).toBeVisible({
    timeout: 15_000,
  });
  const cameraOn = Date.now();

  // A second member comes in: they see the instructor, never the first member's camera.
  const friend = await signedIn(browser, request, FRIEND);
  await friend.page.goto(`/newplatform/live/upcoming/${c.id}`);
  const friendsRoom = friend.page.getByRole('region', { name: `Live room: ${c.title}` });
  await playing(friend.page);
  await expect(
    teacher.page.getByText('2 members in the class, 1 with the camera on'),
  ).toBeVisible();
  await expect(friend.page.locator('video')).toHaveCount(1);

  // Both rooms in full swing (video, camera, chat) pass the accessibility checks.
  await expectNoSeriousFindings(member.page, 'the member’s live room');
  await expectNoSeriousFindings(teacher.page, 'the instructor’s page');

  // Chat: the member's line reaches the other member and the instructor within a second; the
  // instructor removes it, and it goes from both members' rooms.
  const line = `Ready when you are ${Date.now().toString(36)}`;
  await room.getByLabel('Message').fill(line);
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(friendsRoom.getByText(line)).toBeVisible({ timeout: 1_000 });
  await expect(teacher.page.getByText(line)).toBeVisible({ timeout: 1_000 });
  await teacher.page
    .getByRole('button', { name: /Remove the message from/ })
    .first()
    .click();
  await expect(member.page.getByText(line)).toHaveCount(0);
  await expect(friend.page.getByText(line)).toHaveCount(0);
  await friend.page.context().close();

  // The instructor's page reloads mid-class: it is still on air, and the member's picture comes
  // back by itself on a new connection.
  const video = member.page.locator('video.live-room__main');
  await video.evaluate((v: HTMLVideoElement) => {
    (window as unknown as { before: unknown }).before = v.srcObject;
  });
  await teacher.page.reload();
  await expect(teacher.page.getByText('You are live.')).toBeVisible();
  await expect
    .poll(() =>
      member.page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('video.live-room__main');
        return v !== null && v.srcObject !== (window as unknown as { before: unknown }).before;
      }),
    )
    .toBe(true);
  await playing(member.page);
  await expect(teacher.page.getByText('1 member in the class, 1 with the camera on')).toBeVisible({
    timeout: 15_000,
  });

  // At least a few seconds on camera, so the time recorded is something to measure.
  await member.page.waitForTimeout(Math.max(0, cameraOn + 4_000 - Date.now()));
  // Turning the camera off is reported at once.
  const reported = member.page.waitForRequest((r) => r.method() === 'PUT');
  await room.getByRole('button', { name: 'Turn camera off' }).click();
  const cameraSeconds = (Date.now() - cameraOn) / 1000;
  await reported;
  // Leaving the room sends the last report (keepalive).
  const left = member.page.waitForRequest((r) => r.method() === 'PUT');
  await room.getByRole('link', { name: 'Leave class' }).click();
  await left;

  // The one attendance record, as the API answers it: the camera's time close to the truth.
  const attendance = async () => {
    const res = await request.post(`${origin}/api/events/live-class`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { liveClassId: c.id, userAgent: 'e2e check', browser: 'e2e' },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).content as { cameraOn: boolean; cameraOnDurationSeconds: number };
  };
  await expect
    .poll(async () => (await attendance()).cameraOnDurationSeconds)
    .toBeGreaterThanOrEqual(Math.floor(cameraSeconds) - 1);
  const kept = await attendance();
  expect(kept.cameraOnDurationSeconds).toBeLessThanOrEqual(Math.ceil(cameraSeconds) + 1);
  expect(kept.cameraOn).toBe(false);

  // The recording's parts were stored on the way.
  expect((await partStored).content.stored).toBe(true);
  // The instructor ends the class: the broadcast is gone, Go live is offered again. (Its
  // recording becomes an on-demand class in the background: recording-job.test.ts.)
  await teacher.page.getByRole('button', { name: 'End class' }).click();
  await expect(teacher.page.getByRole('button', { name: 'Go live' })).toBeVisible();
});

test('a member who did not book the class is refused by the server, with the way to book', async ({
  page,
  request,
}) => {
  const c = await openStudioNow(request);
  const token = await newMember(page, request);
  const refused = await request.post(`${origin}/api/events/live-class`, {
    headers: { authorization: `Bearer ${token}` },
    data: { liveClassId: c.id },
  });
  expect(refused.status()).toBe(402);

  await page.goto(`/newplatform/live/upcoming/${c.id}`);
  await expect(page.getByRole('alert')).toHaveText(liveTexts.notBooked);
  await expect(page.getByRole('link', { name: 'Book on the live schedule' })).toHaveAttribute(
    'href',
    '/liveschedule',
  );
  await expect(page.locator('video')).toHaveCount(0);
});

test('a member cannot teach: the instructor page shows the server’s refusal', async ({
  page,
  request,
}) => {
  const c = await openStudioNow(request);
  await newMember(page, request);
  await page.goto(`/broadcast/${c.id}`);
  await expect(page.getByRole('alert')).toHaveText(liveTexts.notBooked);
  await expect(page.getByRole('button', { name: 'Go live' })).toHaveCount(0);
});

test('an instructor finds the class under way from their account and follows Teach to its page', async ({
  browser,
  request,
}) => {
  const c = await openStudioNow(request);
  const { page } = await signedIn(browser, request, INSTRUCTOR);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Teach your live classes' }).click();
  await expect(page).toHaveURL(/\/broadcast$/);
  await expect(page.getByRole('heading', { name: 'Classes you teach' })).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/broadcast/${c.id}"]`) });
  await expect(row).toContainText('Open Studio');
  await expectNoSeriousFindings(page, '/broadcast');
  await row.getByRole('link', { name: /^Teach/ }).click();
  await expect(page).toHaveURL(new RegExp(`/broadcast/${c.id}$`));
  await expect(page.getByRole('button', { name: 'Go live' })).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});
