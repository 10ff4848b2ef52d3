/**
 * The files of one class's rendition: its entry (master playlist or captions) and every file its
 * playlists name, in the same folder. A signed link opens these and nothing else, so classes that
 * share a folder (the demo's yoga classes) cannot open each other's files with one link.
 */

/** A playlist's line or URI attribute naming a file beside it (no folder, no scheme). */
const SIBLING = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;
const URI_ATTRIBUTE = /URI="([^"]*)"/g;
/** A master names media playlists, which name segments: nothing deeper is followed. */
const MAX_DEPTH = 3;
/** Kept this long, so replaced media are picked up without a restart. */
const KEEP_MS = 5 * 60 * 1000;
/** Renditions kept at once: only signed links reach here, so this bounds the real catalogue. */
const MAX_KEPT = 2000;

/** The files a playlist names that sit beside it. */
export function playlistFiles(text: string): string[] {
  const names: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      for (const m of line.matchAll(URI_ATTRIBUTE)) names.push(m[1]!);
    } else names.push(line);
  }
  return names.filter((n) => SIBLING.test(n));
}

/** A playlist's text by its rendition folder and file name, or undefined when there is none. */
export type ReadPlaylist = (folder: string, name: string) => Promise<string | undefined>;

async function collect(
  read: ReadPlaylist,
  folder: string,
  name: string,
  depth: number,
  into: Set<string>,
) {
  if (into.has(name)) return;
  into.add(name);
  if (!name.endsWith('.m3u8') || depth >= MAX_DEPTH) return;
  const text = await read(folder, name);
  if (text === undefined) return;
  for (const child of playlistFiles(text)) await collect(read, folder, child, depth + 1, into);
}

/** Answers the rendition's files for an entry, kept for a while per process. */
export function createRenditionIndex(read: ReadPlaylist, now: () => number) {
  const kept = new Map<string, { at: number; files: Promise<Set<string>> }>();
  return async function renditionFiles(folder: string, entry: string): Promise<Set<string>> {
    const key = folder + entry;
    const hit = kept.get(key);
    if (hit && now() - hit.at < KEEP_MS) return hit.files;
    const files = (async () => {
      const into = new Set<string>();
      await collect(read, folder, entry, 0, into);
      return into;
    })();
    kept.delete(key);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { at: now(), files });
    return files;
  };
}
