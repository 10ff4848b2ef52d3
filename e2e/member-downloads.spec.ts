import { expect, test, type Page } from '@playwright/test';
import type { HistoryEntry, VideoDetail } from '@jetsweat/contract';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { asMember, classesVia, newMember } from './member-fixtures.ts';
import { offlineVideo, openClassWithServiceWorker } from './downloads-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

// Downloads are kept and served offline by the service worker, which the suite's contexts only
// have where a test is about it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** What this site stores in the browser, in bytes, as the browser estimates it. */
const storageUsed = (page: Page) =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

test(
  'a member downloads a class, plays it offline with captions, and its progress reaches the server once online',
  PHONE_TOO,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await newMember(page, request);
    const [chosen] = await classesVia(request, token, { pageSize: 1 });
    const videoId = chosen!.id;
    await openClassWithServiceWorker(page, videoId, chosen!.title);

    await page.getByRole('button', { name: 'Download for offline' }).click();
    const qualities = page.getByRole('group', { name: 'Quality to download' });
    await expect(qualities.getByRole('radio')).toHaveCount(3);
    await qualities.getByRole('radio', { name: /^360p \(about [\d.]+ (kB|MB)\)$/ }).check();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText(/^Downloaded \(360p, [\d.]+ (kB|MB)\)/)).toBeVisible({
      timeout: 60_000,
    });
    await expectNoSeriousFindings(page, 'the class page with its download');
    const usedWithDownload = await storageUsed(page);

    await page.context().setOffline(true);
    await page.goto('/newplatform/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByText('You are offline. Your downloads still play')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: chosen!.title });
    await expect(row).toContainText(
      /360p, [\d.]+ (kB|MB) · downloaded \w+ \d+, kept until \w+ \d+/,
    );
    await expect(page.getByTestId('downloads-storage')).toContainText(
      /Downloads use [\d.]+ (kB|MB)/,
    );
    await expectNoSeriousFindings(page, 'the downloads page offline');

    await row.getByRole('button', { name: `Play ${chosen!.title}` }).click();
    await offlineVideo(page).evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1)
        await new Promise((loaded) => v.addEventListener('loadedmetadata', loaded, { once: true }));
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => offlineVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(3);
    const track = await page.locator('.offline-player track').evaluate((t: HTMLTrackElement) => ({
      loaded: t.readyState === HTMLTrackElement.LOADED,
      kind: t.track.kind,
      label: t.track.label,
      cues: t.track.cues?.length ?? 0,
    }));
    expect(track).toEqual({
      loaded: true,
      kind: 'captions',
      label: 'English',
      cues: expect.any(Number),
    });
    expect(track.cues).toBeGreaterThan(0);
    await offlineVideo(page).evaluate((v: HTMLVideoElement) => v.pause());
    const stoppedAt = await offlineVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    const queued = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('jetsweat.offline-player-events') ?? '[]'),
    );
    expect(queued.map((e: { event: string }) => e.event)).toEqual(['play', 'pause']);

    // Back online: the queued events go, and the server keeps the member's place and history.
    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          (await asMember<VideoDetail>(request, token, 'GET', `/api/video/${videoId}`)).resumeAt,
        {
          timeout: 15_000,
        },
      )
      .toBeCloseTo(stoppedAt, 0);
    const history = await asMember<HistoryEntry[]>(
      request,
      token,
      'POST',
      '/api/history/myHistory',
      {},
    );
    expect(history.map((h) => h.id)).toContain(videoId);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('jetsweat.offline-player-events')))
      .toBeNull();

    await row.getByRole('button', { name: `Delete ${chosen!.title}` }).click();
    await expect(page.getByText('No downloads yet.')).toBeVisible();
    await expect(page.getByTestId('downloads-storage')).toContainText('Downloads use 0 bytes');
    await expect.poll(() => storageUsed(page)).toBeLessThan(usedWithDownload - 300_000);
    await expectNoSeriousFindings(page, 'the downloads page empty');
  },
);
