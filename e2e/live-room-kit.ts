// Shared by the live room's specs (peer to peer in live-room.spec.ts, Janus in
// live-room-janus.spec.ts): the demo accounts, the class under way, a signed-in page, playback.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { liveEndingTexts, type LiveClass } from '@jetsweat/contract';
import config from './playwright.config.ts';
import { loginInBrowser, origin } from './fixtures.ts';

export const DEMO_PASSWORD = 'letsworkout';
export const MEMBER = 'member@jetsweat.example';
/** The second demo member, booked into the same classes. */
export const FRIEND = 'friend@jetsweat.example';
/** Open Studio is a bkpilates class (demo data); its instructor account teaches it. */
export const INSTRUCTOR = 'instructor.bkpilates@jetsweat.example';

/**
 * A fake camera and microphone allowed without asking, and sound without a click. The camera runs
 * at 15 frames a second rather than 30: each frame is drawn, encoded and decoded in software, and
 * no test counts frames (the live room's files took 149-156 s of CPU against 162-164 s).
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream=fps=15',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/** FAKE_MEDIA_ARGS for the file's browser. */
export function useFakeMedia(): void {
  const base = config.use?.launchOptions ?? {};
  test.use({ launchOptions: { ...base, args: [...(base.args ?? []), ...FAKE_MEDIA_ARGS] } });
}

export async function login(
  request: APIRequestContext,
  email: string,
  at = origin,
): Promise<string> {
  const res = await request.post(`${at}/api/user/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).content.authToken as string;
}

/** What a test needs left of the class: it goes live, joins and leaves within these minutes. */
const MINUTES_LEFT_NEEDED = 5;

/**
 * Today's Open Studio class under way now, with MINUTES_LEFT_NEEDED or more to run. The demo's
 * blocks follow each other (00:00, 08:00 and 16:00 Eastern), so in a block's last minutes this
 * waits for the next one to start, and gives the test that much longer.
 */
export async function openStudioNow(request: APIRequestContext, at = origin): Promise<LiveClass> {
  for (;;) {
    const res = await request.get(`${at}/api/liveclass/upcoming/public/all`);
    expect(res.status()).toBe(200);
    const openStudio = ((await res.json()).content as LiveClass[]).filter(
      (x) => x.title === 'Open Studio',
    );
    const now = Date.now();
    const startOf = (x: LiveClass) => Date.parse(x.scheduledDatetime);
    const c = openStudio.find(
      (x) =>
        startOf(x) <= now && now < startOf(x) + (x.minutesDuration - MINUTES_LEFT_NEEDED) * 60_000,
    );
    if (c) return c;
    const nextStart = Math.min(...openStudio.map(startOf).filter((start) => start > now));
    const wait = nextStart - now + 1_000;
    if (wait > (MINUTES_LEFT_NEEDED + 1) * 60_000)
      throw new Error('the demo schedule has no Open Studio class under way');
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** A page of its own (own storage, own camera) signed in as `email`. */
export async function signedIn(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  at = origin,
) {
  const token = await login(request, email, at);
  const page = await (await browser.newContext({ baseURL: at })).newPage();
  await loginInBrowser(page, token, at);
  return { page, token };
}

/**
 * New frames of a video presented within a second, up to two: counted, where the video's clock
 * would mislead (a reconnection gives the video a new stream, whose clock starts again at zero).
 */
const framesPresented = (v: HTMLVideoElement) =>
  new Promise<number>((resolve) => {
    let frames = 0;
    const next = () => v.requestVideoFrameCallback(() => (++frames < 2 ? next() : resolve(frames)));
    next();
    setTimeout(() => resolve(frames), 1_000);
  });

/** The member's picture of the instructor is playing: frames decoded and still coming. */
export async function playing(page: Page) {
  const video = page.locator('video.live-room__main');
  // The connection to the instructor took over 15 s on CI's two cores at a load of 12 (three
  // live-room tests at once, 4 December); alone it takes about one.
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() => video.evaluate(framesPresented), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
}

/** The member's attendance for the class, as the join call answers it (a rejoin: same record). */
export async function attendanceOf(
  request: APIRequestContext,
  token: string,
  liveClassId: number,
  at = origin,
): Promise<{ cameraOn: boolean; cameraOnDurationSeconds: number }> {
  const res = await request.post(`${at}/api/events/live-class`, {
    headers: { authorization: `Bearer ${token}` },
    data: { liveClassId, userAgent: 'e2e check', browser: 'e2e' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).content;
}

/** The instructor's page for the class, on air (the fake camera found first), or on air again. */
export async function goLive(page: Page, liveClassId: number) {
  await page.goto(`/broadcast/${liveClassId}`);
  await expect(page.getByLabel('Camera', { exact: true })).toContainText(/fake/i, {
    timeout: 20_000,
  });
  // A class its instructor ended within its time offers to resume it instead (issue 51, item 3).
  await page.getByRole('button', { name: /^(Go live|Resume class)$/ }).click();
  await expect(page.getByText('You are live.')).toBeVisible();
}

/** Ends the class from the instructor's page, confirming as End class asks (issue 51, item 3). */
export async function endClass(page: Page) {
  await page.getByRole('button', { name: 'End class' }).click();
  await page
    .getByRole('dialog', { name: liveEndingTexts.confirmEndTitle })
    .getByRole('button', { name: liveEndingTexts.endForEveryone })
    .click();
  await expect(page.getByText(liveEndingTexts.instructorEnded)).toBeVisible();
}

/** The moment the page recorded under `key` (watchFor, watchClick), or null while it has not. */
const pageTime = (page: Page, key: string): Promise<number | null> =>
  page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? null, key);

/**
 * When `text` first shows in the page, by the page's own clock (milliseconds since the epoch),
 * or null while it has not. Read by the page rather than by polling from the test: on a busy
 * machine the test's polls come late, and the delay measured would be the test's, not the room's.
 */
export async function watchFor(page: Page, text: string): Promise<() => Promise<number | null>> {
  const key = `shown:${text}`;
  await page.evaluate(
    ({ key, text }) => {
      const w = window as unknown as Record<string, number>;
      const seen = () => {
        if (w[key] === undefined && document.body.textContent?.includes(text)) w[key] = Date.now();
      };
      new MutationObserver(seen).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      seen();
    },
    { key, text },
  );
  return () => pageTime(page, key);
}

/** When the page's next click on `buttonName` happened, by the page's own clock (watched anew). */
export async function watchClick(
  page: Page,
  buttonName: string,
): Promise<() => Promise<number | null>> {
  const key = `clicked:${buttonName}`;
  await page.evaluate(
    ({ key, buttonName }) => {
      const w = window as unknown as Record<string, number>;
      delete w[key];
      document.addEventListener(
        'click',
        (e) => {
          const button = (e.target as Element | null)?.closest('button');
          if (button?.textContent?.trim() === buttonName && w[key] === undefined)
            w[key] = Date.now();
        },
        { capture: true },
      );
    },
    { key, buttonName },
  );
  return () => pageTime(page, key);
}

const BK_STUDIO = 402;
const BK_ADMIN = 'admin.bkpilates@jetsweat.example';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Eastern wall-clock time `minutes` from now, as the console takes a class's start. */
export function easternIn(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const v = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${v('year')}-${v('month')}-${v('day')}T${v('hour')}:${v('minute')}`;
}

/**
 * A free bkpilates class of the test's own, starting in a few minutes (its room opens ten minutes
 * before), scheduled through the console's API: a test that ends a class, or acts on its members,
 * shares its room with no other test (the demo's Open Studio is everyone's).
 */
export async function classOfOurOwn(
  request: APIRequestContext,
  p: { title: string; startsInMinutes?: number; minutes?: number; at?: string },
): Promise<{ id: number; title: string }> {
  const at = p.at ?? origin;
  const admin = await login(request, BK_ADMIN, at);
  const api = `${at}/api/console/studios/${BK_STUDIO}/classes`;
  const list = await request.get(api, { headers: auth(admin) });
  const { instructors } = (await list.json()).content as { instructors: { id: number }[] };
  const title = `${p.title} ${Date.now().toString(36)}`;
  const res = await request.post(api, {
    headers: auth(admin),
    data: {
      fields: {
        title,
        startsAt: easternIn(p.startsInMinutes ?? 3),
        minutes: p.minutes ?? 30,
        instructorId: instructors[0]!.id,
        capacity: 10,
        priceCents: 0,
        kind: 'group',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [made] = (await res.json()).content.classes as { id: number }[];
  return { id: made!.id, title };
}

/** Books the signed-in person into a class their plan includes, as the schedule's Book does. */
export async function bookIncluded(
  request: APIRequestContext,
  token: string,
  liveClassId: number,
  at = origin,
): Promise<void> {
  const add = await request.post(`${at}/api/workout/add`, {
    headers: auth(token),
    data: { liveClassId, videoId: null, status: 'scheduled' },
  });
  expect(add.status(), await add.text()).toBe(201);
}
