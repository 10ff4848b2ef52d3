import type { VideoDetail } from '@jetsweat/contract';
import {
  fileNameOf,
  filesOf,
  offlineMaster,
  renditionsOf,
  type Rendition,
} from './hls-playlists.ts';
import { DOWNLOADS_CACHE, DOWNLOAD_FILES, offlineUrl } from './offline-media.ts';
import { removeDownload, type DownloadDetails } from './downloads-store.ts';

/** Segments fetched side by side: enough to fill a connection, few enough to show progress. */
const AT_ONCE = 4;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The download stopped: ${response.status} for a class file.`);
  return response;
}

/** The renditions the class's stream offers, to choose from before downloading. */
export async function renditionsOfClass(video: VideoDetail): Promise<Rendition[]> {
  return renditionsOf(await (await fetchOk(video.streamUrl)).text());
}

/** Stores a response under an offline address: answers its size in bytes. */
async function store(cache: Cache, address: string, response: Response): Promise<number> {
  const body = await response.blob();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  await cache.put(address, new Response(body, { headers: { 'content-type': type } }));
  return body.size;
}

/**
 * Downloads one rendition of a class for offline viewing: its playlist and segments, the captions,
 * the poster and the class's details, each under its offline address (offline-media.ts). The
 * links are the class's signed ones, fresh from GET /api/video/{id}, so the download is checked
 * for entitlement as streaming is. A download that fails part way leaves nothing behind.
 */
export async function downloadClass(
  video: VideoDetail,
  rendition: Rendition,
  onProgress: (done: number, total: number) => void,
): Promise<DownloadDetails> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const at = (file: string) => offlineUrl(video.id, file);
  try {
    const playlistUrl = new URL(rendition.uri, new URL(video.streamUrl, location.href)).href;
    const playlistName = fileNameOf(rendition.uri);
    const playlist = await (await fetchOk(playlistUrl)).text();
    const files = filesOf(playlist);
    if (!playlistName || files.some((f) => fileNameOf(f) !== f))
      throw new Error('This class cannot be downloaded: its files are not in one folder.');
    let bytes = 0;
    let done = 0;
    onProgress(0, files.length);
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        bytes += await store(cache, at(file), await fetchOk(new URL(file, playlistUrl).href));
        onProgress(++done, files.length);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const text = (body: string, type: string) =>
      new Response(body, { headers: { 'content-type': type } });
    const mpegUrl = 'application/vnd.apple.mpegurl';
    await cache.put(at(playlistName), text(playlist, mpegUrl));
    await cache.put(
      at(DOWNLOAD_FILES.master),
      text(offlineMaster(rendition, playlistName), mpegUrl),
    );
    bytes += await store(cache, at(DOWNLOAD_FILES.captions), await fetchOk(video.captionsUrl));
    const poster = await fetch(video.poster).catch(() => null);
    if (poster?.ok) bytes += await store(cache, at(DOWNLOAD_FILES.poster), poster);
    bytes += playlist.length;
    const details: DownloadDetails = {
      videoId: video.id,
      title: video.title,
      instructor: video.instructor,
      studioName: video.studioName,
      duration: video.duration,
      rendition: rendition.label,
      files: [...files, playlistName, ...Object.values(DOWNLOAD_FILES)],
      bytes,
      downloadedAt: new Date().toISOString(),
    };
    await cache.put(at(DOWNLOAD_FILES.details), Response.json(details));
    return details;
  } catch (error) {
    await removeDownload(video.id);
    throw error;
  }
}
