import { expect, type Page } from '@playwright/test';
import { reloadUnderServiceWorker } from './service-worker-kit';

/** The Downloads page's player. */
export const offlineVideo = (page: Page) => page.locator('.offline-player video');

/** The player events waiting in local storage to be sent (offline-events.ts). */
export const queuedEvents = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('jetsweat.offline-player-events') ?? '[]') as {
        event: string;
        position: number;
        at?: string;
      }[],
  );

/** How many files the downloads' cache holds (none when the cache is gone). */
export const downloadedFiles = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('jetsweat-downloads-v1'))
      ? (await (await caches.open('jetsweat-downloads-v1')).keys()).length
      : 0,
  );

/** Opens a class's page with the service worker in control: it answers the downloaded files. */
export async function openClassWithServiceWorker(
  page: Page,
  videoId: number,
  title: string,
): Promise<void> {
  await page.goto(`/newplatform/items/classes/${videoId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await reloadUnderServiceWorker(page);
}

/** Opens a class's page (openClassWithServiceWorker) and downloads it in 360p, until stored. */
export async function downloadClass(page: Page, videoId: number, title: string): Promise<void> {
  await openClassWithServiceWorker(page, videoId, title);
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await page
    .getByRole('group', { name: 'Quality to download' })
    .getByRole('radio', { name: /^360p / })
    .check();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText(/^Downloaded \(360p, [\d.]+ (kB|MB)\)/)).toBeVisible({
    timeout: 60_000,
  });
}
