import { DOWNLOADS_CACHE, DOWNLOAD_FILES, OFFLINE_MEDIA_PREFIX } from './offline-media.ts';

/** What a download keeps about its class, beside the media (download.json). */
export interface DownloadDetails {
  videoId: number;
  title: string;
  instructor: string;
  studioName: string;
  /** Seconds. */
  duration: number;
  /** The rendition chosen, '720p'. */
  rendition: string;
  /** Every file stored, by its name under the class's offline address. */
  files: string[];
  /** What the download takes in this browser. */
  bytes: number;
  /** ISO time: the download goes 30 days after. */
  downloadedAt: string;
}

/** How long a download is kept (issue 56, point 4). */
export const DOWNLOAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const expiresAt = (d: DownloadDetails) =>
  new Date(new Date(d.downloadedAt).getTime() + DOWNLOAD_DAYS * DAY_MS);

const hasCaches = () => typeof caches !== 'undefined';

/** The downloads in this browser, newest first. */
export async function listDownloads(): Promise<DownloadDetails[]> {
  if (!hasCaches()) return [];
  const cache = await caches.open(DOWNLOADS_CACHE);
  const keys = await cache.keys();
  const found: DownloadDetails[] = [];
  for (const key of keys) {
    if (!new URL(key.url).pathname.endsWith(`/${DOWNLOAD_FILES.details}`)) continue;
    const details = (await (await cache.match(key))?.json()) as DownloadDetails | undefined;
    if (details) found.push(details);
  }
  return found.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

/** Removes a class's download, every file of it (also those of a download that failed half way). */
export async function removeDownload(videoId: number): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const prefix = `${OFFLINE_MEDIA_PREFIX}${videoId}/`;
  const keys = await cache.keys();
  await Promise.all(
    keys.filter((k) => new URL(k.url).pathname.startsWith(prefix)).map((k) => cache.delete(k)),
  );
}

/** Every download goes: the subscription has ended. Answers how many classes were removed. */
export async function removeAllDownloads(): Promise<number> {
  // Asked first: listing would open (make) the cache of a browser that never downloaded.
  if (!hasCaches() || !(await caches.has(DOWNLOADS_CACHE))) return 0;
  const removed = (await listDownloads()).length;
  await caches.delete(DOWNLOADS_CACHE);
  return removed;
}

/** Removes the downloads older than 30 days: answers those that remain. */
export async function removeExpiredDownloads(now = new Date()): Promise<DownloadDetails[]> {
  const all = await listDownloads();
  const expired = all.filter((d) => expiresAt(d) <= now);
  await Promise.all(expired.map((d) => removeDownload(d.videoId)));
  return all.filter((d) => !expired.includes(d));
}

/** What this site stores in the browser, and how much it may, in bytes (when the browser tells). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
