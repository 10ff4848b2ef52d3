import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HistoryEntry, Video } from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { downloadClass, downloadedFiles, offlineVideo, queuedEvents } from './downloads-kit.ts';
import { origin } from './fixtures.ts';
import { asMember, newMember } from './member-fixtures.ts';
import { PHONE_TOO } from './phone-too.ts';

// The downloaded class plays offline through the service worker, which the suite's contexts only
// have where a test is about it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A 5-minute demo class: short enough to download and to watch to its end quickly. */
async function shortClass(request: APIRequestContext, token: string) {
  const found = await asMember<Video[]>(request, token, 'POST', '/api/video/videos', {
    search: 'Five-Minute Wake-Up',
    pageSize: 5,
  });
  const chosen = found.find((c) => c.title === 'Five-Minute Wake-Up');
  expect(chosen, 'the demo library has its 5-minute class').toBeDefined();
  return chosen!;
}

/** A new member who has downloaded the 5-minute class to this browser. */
async function memberWithADownload(page: Page, request: APIRequestContext) {
  const token = await newMember(page, request);
  const chosen = await shortClass(request, token);
  await downloadClass(page, chosen.id, chosen.title);
  return { token, chosen };
}

/** Waits until the Downloads page's player has queued an event at or past a position. */
const queuedAt = (page: Page, event: string, position: number) =>
  expect
    .poll(
      async () =>
        (await queuedEvents(page)).some((e) => e.event === event && e.position >= position),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);

test(
  'a class watched offline to its end becomes a completed workout with calories once online',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(150_000);
    const token = await newMember(page, request);
    const chosen = await shortClass(request, token);
    const seconds = chosen.duration;
    await downloadClass(page, chosen.id, chosen.title);

    await page.context().setOffline(true);
    await page.goto('/newplatform/downloads');
    await expect(page.getByText('You are offline. Your downloads still play')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: chosen.title });
    // The member watched an hour ago: the device's clock, which stamps each queued event, says so.
    // The class is then moved through as time passes on that clock: what a member who watched it
    // does in five minutes, the test does in seconds.
    const start = Date.now() - 60 * 60 * 1000;
    await page.clock.setSystemTime(start);
    await row.getByRole('button', { name: `Play ${chosen.title}` }).click();
    await offlineVideo(page).evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1)
        await new Promise((loaded) => v.addEventListener('loadedmetadata', loaded, { once: true }));
      v.muted = true;
      await v.play();
    });
    await queuedAt(page, 'play', 0);
    const nearlyAll = Math.ceil(seconds * 0.85);
    await page.clock.setSystemTime(start + nearlyAll * 1000);
    await offlineVideo(page).evaluate((v: HTMLVideoElement, to) => (v.currentTime = to), nearlyAll);
    await queuedAt(page, 'progress', nearlyAll);
    await page.clock.setSystemTime(start + seconds * 1000);
    await offlineVideo(page).evaluate(
      (v: HTMLVideoElement, to) => (v.currentTime = to),
      seconds - 0.5,
    );
    await queuedAt(page, 'end', seconds - 1);
    const queued = await queuedEvents(page);
    expect(queued.map((e) => e.event)).toEqual(expect.arrayContaining(['play', 'progress', 'end']));
    expect(queued.every((e) => typeof e.at === 'string')).toBe(true);

    // Back online (and the clock right again): the events go, and the server counts the play by
    // the times they happened.
    await page.clock.setSystemTime(Date.now());
    await page.context().setOffline(false);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jetsweat.offline-player-events')), {
        timeout: 20_000,
      })
      .toBeNull();
    const history = await asMember<HistoryEntry[]>(
      request,
      token,
      'POST',
      '/api/history/myHistory',
      {},
    );
    expect(history.find((h) => h.id === chosen.id)).toMatchObject({ completed: true });
    const progress = await asMember<{ total: number }>(
      request,
      token,
      'POST',
      '/api/history/myprogress',
      {},
    );
    expect(progress.total).toBeGreaterThan(0);

    // The member sees it: finished in their history, its calories in their progress.
    await page.goto('/newplatform/items/classes');
    await page.getByRole('button', { name: 'History' }).click();
    const watched = page.getByRole('list', { name: 'Watched classes' });
    await expect(watched.getByRole('listitem').filter({ hasText: chosen.title })).toContainText(
      'Finished',
    );
    await expectNoSeriousFindings(page, 'the library history with a class watched offline');
    await page.goto('/newplatform/progress');
    await expect(page.getByTestId('total-calories')).toHaveText(`${progress.total} kcal`);
    await expectNoSeriousFindings(page, 'the progress page with a class watched offline');
  },
);

test(
  'a member whose subscription stops opens the member area and finds the downloads removed, with a plain message',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token, chosen } = await memberWithADownload(page, request);
    expect(await downloadedFiles(page)).toBeGreaterThan(0);

    const change = async (what: 'cancel' | 'pause') => {
      const res = await request.post(`${origin}/api/user/subscription/${what}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    // Cancelled at the period's end, the plan still runs: the download stays meanwhile.
    await change('cancel');
    await page.goto('/newplatform/downloads');
    await expect(page.getByRole('listitem').filter({ hasText: chosen.title })).toBeVisible();
    expect(await downloadedFiles(page)).toBeGreaterThan(0);

    // The e2e server's database lives inside its process, and no spec or route moves a period's
    // end into the past; pausing ends the member's access at once, as the period's end does.
    await change('pause');
    await page.goto('/newplatform/downloads');
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Your subscription is no longer active, so the class you downloaded was removed from this browser.',
      }),
    ).toBeVisible();
    // Nothing of the download is left in the browser's storage.
    await expect.poll(() => downloadedFiles(page)).toBe(0);
    await expectNoSeriousFindings(page, 'the page a lapsed member lands on, downloads removed');
  },
);

test(
  'a class downloaded more than 30 days ago is gone from the browser when the member next opens Downloads',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const { chosen } = await memberWithADownload(page, request);
    await page.goto('/newplatform/downloads');
    const item = page.getByRole('listitem').filter({ hasText: chosen.title });
    await expect(item).toContainText(/kept until/);
    expect(await downloadedFiles(page)).toBeGreaterThan(0);

    // The member comes back 31 days later: a tab of the same browser whose clock says so.
    const later = await page.context().newPage();
    await later.clock.install({ time: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    await later.goto('/newplatform/downloads');
    await expect(later.getByTestId('downloads-storage')).toContainText('Downloads use 0 bytes');
    await expect(later.getByRole('listitem').filter({ hasText: chosen.title })).toHaveCount(0);
    // Nothing of it is left in the browser's storage.
    await expect.poll(() => downloadedFiles(later)).toBe(0);
    await expectNoSeriousFindings(later, 'Downloads, the old class removed');
  },
);
