import { expect, test } from '@playwright/test';
import { origin } from './fixtures.ts';
import { videoTime } from './public-fixtures.ts';

const BACKGROUND = '[data-testid="home-background-video"]';

test('the home page background video is muted, loops and actually plays', async ({ page }) => {
  await page.goto('/');
  const video = page.locator(BACKGROUND);
  const props = await video.evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    loop: v.loop,
    autoplay: v.autoplay,
    src: v.currentSrc,
  }));
  expect(props).toMatchObject({ muted: true, loop: true, autoplay: true });
  expect(props.src).toContain('/media/videos/home-background/index.m3u8');
  await expect.poll(() => videoTime(page, BACKGROUND), { timeout: 10_000 }).toBeGreaterThan(0.3);
  const before = await videoTime(page, BACKGROUND);
  await expect.poll(() => videoTime(page, BACKGROUND), { timeout: 5_000 }).toBeGreaterThan(before);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // Moving pictures can be stopped.
  await page.getByRole('button', { name: 'Pause background video' }).click();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
});

test('a visitor who asked for less motion gets the still picture until pressing play', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator(BACKGROUND);
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime })),
  ).toEqual({ paused: true, time: 0 });
  await page.getByRole('button', { name: 'Play background video' }).click();
  await expect.poll(() => videoTime(page, BACKGROUND), { timeout: 10_000 }).toBeGreaterThan(0.3);
});

test('where the browser lacks native HLS, hls.js is fetched and the video still plays', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : original.call(this, type);
    };
  });
  const hlsChunk = page.waitForResponse((r) => /\/assets\/hls\.light-[\w-]+\.js$/.test(r.url()));
  await page.goto('/');
  expect((await hlsChunk).status()).toBe(200);
  const video = page.locator(BACKGROUND);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 10_000 })
    .toMatch(/^blob:/);
  await expect.poll(() => videoTime(page, BACKGROUND), { timeout: 10_000 }).toBeGreaterThan(0.3);
});

test('hls.js is not downloaded by a browser that plays HLS itself', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect.poll(() => videoTime(page, BACKGROUND), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(scripts.some((s) => s.includes('hls.light'))).toBe(false);
});

test('video segments are served in byte ranges and cached for good; playlists are revalidated', async ({
  request,
}) => {
  const playlist = await request.get(`${origin}/media/videos/sizzle-reel/index.m3u8`);
  expect(playlist.status()).toBe(200);
  expect(playlist.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  expect(playlist.headers()['cache-control']).toContain('max-age=86400');
  const segment = (await playlist.text()).split('\n').find((l) => l.endsWith('.ts'))!;
  const url = `${origin}/media/videos/sizzle-reel/${segment}`;

  const whole = await request.get(url);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await whole.body();

  const part = await request.get(url, { headers: { range: 'bytes=188-375' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/mp2t');
  expect(part.headers()['content-range']).toBe(`bytes 188-375/${bytes.length}`);
  expect((await part.body()).equals(bytes.subarray(188, 376))).toBe(true);
});

test('the live page shows the stream in a full-width frame 600 px high', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/live');
  const frame = page.getByTestId('live-frame');
  const box = await frame.boundingBox();
  expect(box?.height).toBe(600);
  expect(box?.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  await expect
    .poll(() => videoTime(page, '[data-testid="live-frame"] video'), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
});
