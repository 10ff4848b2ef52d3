/**
 * Where downloaded classes live: one Cache Storage cache, each class's files under its own
 * address in a space no server answers (/offline-media/<videoId>/<file>). The service worker
 * (src/app/sw.ts) answers those addresses from the cache, so hls.js and the captions track load a
 * downloaded class as they would a stream, online or not.
 */
export const DOWNLOADS_CACHE = 'jetsweat-downloads-v1';
export const OFFLINE_MEDIA_PREFIX = '/offline-media/';

/** The address of one file of a downloaded class. */
export const offlineUrl = (videoId: number, file: string) =>
  `${OFFLINE_MEDIA_PREFIX}${videoId}/${file}`;

/** The files every download has besides its rendition's playlist and segments. */
export const DOWNLOAD_FILES = {
  master: 'index.m3u8',
  captions: 'captions.vtt',
  details: 'download.json',
  poster: 'poster.jpg',
} as const;
