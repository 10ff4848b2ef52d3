// Demo classes play as long as they are listed (issue 22, point 5): each class's playlists, made
// by scripts/demo-media/make-class-lengths.mjs into the generated demo media, last its listed length, name only
// files that exist, and a signed link to one length opens that length's files and no other's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMedia, MAKING_TIMEOUT_MS, testMediaDir } from '../../../test/demo-media.ts';
import { demoVideoRows } from './demo-library.ts';
import { createRenditionIndex, playlistFiles } from './media-rendition.ts';

const mediaDir = testMediaDir;
/** The demo renditions' segments last 6 s: a playlist may end up to one segment off. */
const SEGMENT_SECONDS = 6;

const read = (folder: string, name: string) =>
  readFileSync(path.join(mediaDir, folder, name), 'utf8');
const totalOf = (playlist: string) =>
  [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((n, m) => n + Number(m[1]), 0);
const lastCueEnd = (vtt: string) => {
  const [h, m, s] = [...vtt.matchAll(/--> (\d+):(\d+):([\d.]+)/g)].at(-1)!.slice(1).map(Number);
  return h! * 3600 + m! * 60 + s!;
};
/** '/media/classes/yoga/index-30m.m3u8' as the rendition index takes it: folder and entry. */
const split = (mediaPath: string) => {
  const m = /^\/media\/(classes\/[a-z0-9-]+\/)([^/]+)$/.exec(mediaPath)!;
  return { folder: m[1]!, entry: m[2]! };
};
const renditionFiles = createRenditionIndex(
  async (folder, name) =>
    existsSync(path.join(mediaDir, folder, name)) ? read(folder, name) : undefined,
  () => 0,
);

const rows = demoVideoRows();
beforeAll(ensureDemoMedia, MAKING_TIMEOUT_MS);

describe('the demo classes’ media', () => {
  it.each(rows.map((r) => [r.slug, r] as const))(
    '%s plays as long as it is listed, through files that all exist',
    async (_, row) => {
      const { folder, entry } = split(row.streamPath);
      const master = read(folder, entry);
      const playlists = playlistFiles(master);
      // Three rungs and the subtitles, each as long as the class.
      expect(playlists).toHaveLength(4);
      for (const name of playlists) {
        const total = totalOf(read(folder, name));
        expect(total, name).toBeGreaterThan(row.durationSeconds - SEGMENT_SECONDS);
        expect(total, name).toBeLessThan(row.durationSeconds + SEGMENT_SECONDS);
      }
      const files = await renditionFiles(folder, entry);
      for (const file of files)
        expect(existsSync(path.join(mediaDir, folder, file)), file).toBe(true);

      const captions = split(row.captionsPath);
      expect(captions.folder).toBe(folder);
      const end = lastCueEnd(read(folder, captions.entry));
      expect(end).toBeLessThanOrEqual(row.durationSeconds);
      expect(end).toBeGreaterThan(row.durationSeconds - SEGMENT_SECONDS - 1);
    },
  );

  it('a signed link to one length opens exactly the files its master names', async () => {
    const row = rows.find((r) => r.durationSeconds === 30 * 60 && r.classType === 'Yoga')!;
    const { folder, entry } = split(row.streamPath);
    const named = new Set([entry]);
    for (const playlist of playlistFiles(read(folder, entry))) {
      named.add(playlist);
      for (const file of playlistFiles(read(folder, playlist))) named.add(file);
    }
    expect(await renditionFiles(folder, entry)).toEqual(named);
    // Another length's playlists (and the 90-second ones) are not among them.
    expect([...named].filter((f) => f.endsWith('.m3u8')).sort()).toEqual([
      '360p-30m.m3u8',
      '540p-30m.m3u8',
      '720p-30m.m3u8',
      'index-30m.m3u8',
      'subtitles-30m.m3u8',
    ]);
  });

  it('keeps no looped playlist or captions that no class plays', () => {
    const used = new Set(rows.flatMap((r) => [r.streamPath, r.captionsPath]));
    const classes = path.join(mediaDir, 'classes');
    const masters = readdirSync(classes).flatMap((folder) =>
      readdirSync(path.join(classes, folder))
        .filter((name) => /^(index|captions)-\d+m\./.test(name))
        .map((name) => `/media/classes/${folder}/${name}`),
    );
    expect(masters.filter((m) => !used.has(m))).toEqual([]);
    expect(masters.length).toBe(used.size);
  });
});
