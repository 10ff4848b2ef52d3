/**
 * Where a recorded live class's rendition lives. Its files are in the file storage (not the web
 * app's media folder) under media/classes/recorded-{id}/, and the player reaches them through
 * the same signed links as every class (/media/signed/…/classes/recorded-{id}/…); the poster,
 * public like every class's poster, at /media/recorded/{id}/poster.jpg.
 */

/**
 * A rendition folder as a signed link names it, when its files are in the file storage: a
 * recording's, or a video a studio uploaded through the console (uploadedMediaOf).
 */
export const STORED_FOLDER = /^classes\/(recorded|upload)-[1-9]\d{0,9}\/$/;

/** The storage key of a file of a folder ('classes/recorded-7/', 'index.m3u8'). */
export const storageKeyOf = (folder: string, file: string) => `media/${folder}${file}`;

export function recordedMediaOf(recordingId: number) {
  const folder = `classes/recorded-${recordingId}/`;
  return {
    /** Every file of the rendition is stored under this prefix. */
    storagePrefix: storageKeyOf(folder, ''),
    streamPath: `/media/${folder}index.m3u8`,
    captionsPath: `/media/${folder}captions.vtt`,
    posterPath: `/media/recorded/${recordingId}/poster.jpg`,
  };
}

/**
 * Where a video uploaded through the console (features/console/videos) keeps its rendition: in
 * the file storage like a recording's, its source file beside the rendition until it is done.
 */
export function uploadedMediaOf(consoleVideoId: number) {
  const folder = `classes/upload-${consoleVideoId}/`;
  return {
    storagePrefix: storageKeyOf(folder, ''),
    sourceKey: `uploads/${consoleVideoId}/source`,
    streamPath: `/media/${folder}index.m3u8`,
    captionsPath: `/media/${folder}captions.vtt`,
    posterPath: `/media/uploaded/${consoleVideoId}/poster.jpg`,
  };
}

/** What each kind of file of a rendition is served as. */
export const MEDIA_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
};
