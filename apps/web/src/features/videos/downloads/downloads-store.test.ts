// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest';
import { listDownloads, removeExpiredDownloads, type DownloadDetails } from './downloads-store.ts';
import { DOWNLOAD_FILES, offlineUrl } from './offline-media.ts';

/** Cache Storage with one cache, as far as the store uses it: addresses to bodies. */
const stored = new Map<string, string>();
const pathOf = (key: string | Request) =>
  new URL(typeof key === 'string' ? key : key.url, 'http://x').pathname;
const cache = {
  keys: async () => [...stored.keys()].map((p) => new Request(`http://x${p}`)),
  match: async (key: string | Request) => {
    const body = stored.get(pathOf(key));
    return body === undefined ? undefined : new Response(body);
  },
  delete: async (key: string | Request) => stored.delete(pathOf(key)),
};
vi.stubGlobal('caches', { open: async () => cache, delete: async () => stored.clear() });

const DAY = 24 * 60 * 60 * 1000;
function downloaded(videoId: number, daysAgo: number, now: Date) {
  const details: DownloadDetails = {
    videoId,
    title: `Class ${videoId}`,
    instructor: 'Nadia',
    studioName: 'Barre',
    duration: 1800,
    rendition: '360p',
    files: ['a.ts'],
    bytes: 1000,
    downloadedAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  };
  stored.set(offlineUrl(videoId, DOWNLOAD_FILES.details), JSON.stringify(details));
  stored.set(offlineUrl(videoId, 'a.ts'), 'segment');
}

beforeEach(() => stored.clear());

it('removes a download 30 days after it was made, every file of it, and keeps the younger', async () => {
  const now = new Date('2026-12-03T12:00:00Z');
  downloaded(1, 30, now);
  downloaded(2, 29, now);
  const kept = await removeExpiredDownloads(now);
  expect(kept.map((d) => d.videoId)).toEqual([2]);
  expect([...stored.keys()].sort()).toEqual([
    '/offline-media/2/a.ts',
    '/offline-media/2/download.json',
  ]);
  expect((await listDownloads()).map((d) => d.title)).toEqual(['Class 2']);
});
