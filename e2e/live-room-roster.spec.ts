// The instructor knows the room (issue 51, item 6), peer to peer: a device check before going
// live, "You are live, N watching", the roster by name, names on the camera tiles (gone when a
// camera stops), hiding a member's camera and removing a member, kept in the studio's audit log.
// Each run schedules a class of its own starting in a few minutes (its room is open already), so
// it shares no room with the other live specs, which use the demo's Open Studio.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { instructorRoomTexts as texts, liveRosterTexts } from '@jetsweat/contract';
import { subscribeViaApi } from './billing-kit.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import {
  bookIncluded,
  classOfOurOwn,
  INSTRUCTOR,
  login,
  playing,
  signedIn,
  useFakeMedia,
} from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

useFakeMedia();

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new subscriber named `firstName`, booked into the class, on a page of their own. */
async function bookedMember(
  browser: Browser,
  request: APIRequestContext,
  liveClassId: number,
  firstName: string,
) {
  const person = { ...newPerson('roster'), firstName, lastName: 'Tester' };
  const token = await registerViaApi(request, person);
  await subscribeViaApi(request, token);
  await bookIncluded(request, token, liveClassId);
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await loginInBrowser(page, token);
  return { page, token, name: `${firstName} T.` };
}

/** The viewport this run's project gives its pages (1280 wide on the desktop, 390 on a phone). */
const viewportOf = () => test.info().project.use.viewport ?? { width: 1280, height: 720 };

/** The page has nothing wider than its screen. */
const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewportOf().width,
  );

test(
  'the instructor checks their devices, goes live, sees who is in by name, hides a camera and removes a member',
  PHONE_TOO,
  async ({ browser, request }) => {
    test.setTimeout(240_000);
    const admin = await login(request, ADMIN);
    const c = await classOfOurOwn(request, { title: 'Roster Flow', startsInMinutes: 5 });
    const ann = await bookedMember(browser, request, c.id, 'Annika');
    const bo = await bookedMember(browser, request, c.id, 'Bowen');
    const teacher = await signedIn(browser, request, INSTRUCTOR);
    for (const p of [teacher.page, ann.page, bo.page]) await p.setViewportSize(viewportOf());

    // Before going live: the devices in use, the microphone's meter, and word that it is heard.
    await teacher.page.goto(`/broadcast/${c.id}`);
    const check = teacher.page.getByRole('region', { name: texts.checkTitle });
    await expect(check.getByText(/Camera working: .*fake/i)).toBeVisible({ timeout: 20_000 });
    await expect(check.getByText(/Microphone: .*fake/i)).toBeVisible();
    await expect(check.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await expect(check.getByText(texts.microphoneHeard)).toBeVisible({ timeout: 15_000 });
    await fits(teacher.page);
    await teacher.page.getByRole('button', { name: 'Go live' }).click();
    await expect(teacher.page.getByText(texts.youAreLive(0))).toBeVisible();
    await expect(check).toHaveCount(0);

    // A member comes in: counted, and on the roster by name.
    const roster = teacher.page.getByRole('region', { name: 'Who is in the class' });
    await ann.page.goto(`/newplatform/live/upcoming/${c.id}`);
    const annRoom = ann.page.getByRole('region', { name: `Live room: ${c.title}` });
    await playing(ann.page);
    await expect(teacher.page.getByText(texts.youAreLive(1))).toBeVisible();
    const annLine = roster.getByRole('listitem').filter({ hasText: ann.name });
    await expect(annLine).toContainText(texts.here);

    // Their camera: a tile with their name; off, and the tile goes; on again, it is back.
    const annTile = teacher.page.getByRole('figure').filter({ hasText: ann.name });
    await annRoom.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(annTile.getByLabel(`${ann.name}’s camera`)).toBeVisible({ timeout: 15_000 });
    await expect(annLine).toContainText(texts.cameraOn);
    await annRoom.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(annTile).toHaveCount(0, { timeout: 5_000 });
    await expect(annLine).not.toContainText(texts.cameraOn);
    await annRoom.getByRole('button', { name: 'Turn camera on' }).click();
    await expect(annTile).toBeVisible({ timeout: 15_000 });

    // Hidden: the tile goes, the member is told and cannot turn it back on; shown again, can.
    await roster.getByRole('button', { name: `Hide camera of ${ann.name}` }).click();
    await expect(annTile).toHaveCount(0, { timeout: 5_000 });
    await expect(annLine).toContainText(texts.cameraHidden);
    await expect(annRoom.getByText(liveRosterTexts.cameraHidden)).toBeVisible();
    await expect(annRoom.getByRole('button', { name: 'Turn camera on' })).toBeDisabled();
    await roster.getByRole('button', { name: `Show camera of ${ann.name}` }).click();
    await expect(annRoom.getByText(liveRosterTexts.cameraShown)).toBeVisible();
    await expect(annRoom.getByRole('button', { name: 'Turn camera on' })).toBeEnabled();

    // A second member comes in; the instructor removes them (asked once more).
    await bo.page.goto(`/newplatform/live/upcoming/${c.id}`);
    await playing(bo.page);
    await expect(teacher.page.getByText(texts.youAreLive(2))).toBeVisible();
    await fits(teacher.page);
    await roster.getByRole('button', { name: `Remove ${bo.name} from the class` }).click();
    await roster.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(bo.page.getByText(liveRosterTexts.removed)).toBeVisible();
    await expect(bo.page.locator('video.live-room__main')).toHaveCount(0);
    await expect(teacher.page.getByText(texts.youAreLive(1))).toBeVisible();
    await expect(roster.getByRole('listitem').filter({ hasText: bo.name })).toContainText(
      texts.removed,
    );
    // Back by a reload: the server refuses, saying why.
    await bo.page.reload();
    await expect(bo.page.getByText(liveRosterTexts.removed)).toBeVisible();
    await expect(bo.page.locator('video.live-room__main')).toHaveCount(0);

    // The other member leaves: on the roster, as left.
    await annRoom.getByRole('link', { name: 'Leave class' }).click();
    await expect(annLine).toContainText(texts.left);
    await expect(teacher.page.getByText(texts.youAreLive(0))).toBeVisible();

    // The studio's audit log keeps who did what to whom.
    const audit = await request.get(`${origin}/api/console/audit?studioId=${BK}`, {
      headers: auth(admin),
    });
    const entries = (await audit.json()).content.entries as {
      action: string;
      entityId: string;
      actorName: string;
      after: { member: string };
    }[];
    const ours = entries.filter(
      (e) => e.entityId === String(c.id) && e.action.startsWith('live_member.'),
    );
    expect(ours.map((e) => [e.action, e.after.member])).toEqual([
      ['live_member.remove', bo.name],
      ['live_member.show_camera', ann.name],
      ['live_member.hide_camera', ann.name],
    ]);
    for (const ctx of [teacher.page, ann.page, bo.page]) await ctx.context().close();
  },
);
