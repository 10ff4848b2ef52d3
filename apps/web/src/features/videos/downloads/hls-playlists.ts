/**
 * The little of HLS a download needs: the renditions a master playlist offers, the files a
 * rendition's playlist names, and a master playlist naming only the rendition kept.
 */

export interface Rendition {
  /** The rendition's playlist, as the master names it (relative to the master). */
  uri: string;
  /** '720p', from its height; 'Rendition n' when the master gives no resolution. */
  label: string;
  /** Bits a second, from BANDWIDTH: with the class's length, the download's rough size. */
  bandwidth: number;
  /** The #EXT-X-STREAM-INF line, kept for the offline master. */
  info: string;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The renditions of a master playlist, smallest first. */
export function renditionsOf(master: string): Rendition[] {
  const all = lines(master);
  const found: Rendition[] = [];
  all.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = all[i + 1];
    if (!uri || uri.startsWith('#')) return;
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    found.push({
      uri,
      label: height ? `${height}p` : `Rendition ${found.length + 1}`,
      bandwidth,
      info: line,
    });
  });
  return found.sort((a, b) => a.bandwidth - b.bandwidth);
}

/** The files a media playlist names (segments, keys, maps), each once, in order. */
export function filesOf(playlist: string): string[] {
  const files = new Set<string>();
  for (const line of lines(playlist)) {
    if (!line.startsWith('#')) files.add(line);
    const uri = /^#EXT-X-(?:KEY|MAP):.*URI="([^"]+)"/.exec(line)?.[1];
    if (uri) files.add(uri);
  }
  return [...files];
}

/**
 * A master playlist with only the downloaded rendition, stored beside it under `file`. Captions
 * travel as the player's own track (WebVTT), as they do online, so the subtitle group goes.
 */
export function offlineMaster(rendition: Rendition, file: string): string {
  const info = rendition.info.replace(/,SUBTITLES="[^"]*"/, '');
  return ['#EXTM3U', '#EXT-X-VERSION:3', info, file, ''].join('\n');
}

/** A file's name, safe as the last part of an offline address ('a/b/720p.m3u8' → '720p.m3u8'). */
export const fileNameOf = (uri: string) => {
  const name = new URL(uri, 'http://x/').pathname.split('/').pop() ?? '';
  return /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/.test(name) ? name : undefined;
};
