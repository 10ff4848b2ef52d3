// The generated demo media (issue 52, item 6; docs/decisions/0101-demo-media-generated.md): where
// they are made, the content key that decides which items are made again, and the machine's cache
// of drawn items (docs/decisions/0126-demo-media-machine-cache.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedItem, demoMediaCacheDir, keepInCache } from './demo-media/demo-media-cache.mjs';
import { demoMediaDir } from './demo-media/demo-media-dir.mjs';
import { keyOf } from './demo-media/make-demo-media.mjs';
import { generatedItems } from './demo-media/video-makers.mjs';

describe('the demo media folder', () => {
  it('is MEDIA_DIR when set, else the data folder’s demo-media, as the server reads it', () => {
    expect(demoMediaDir({ MEDIA_DIR: '/srv/media', DATA_DIR: '/srv/data' })).toBe('/srv/media');
    expect(demoMediaDir({ DATA_DIR: '/srv/data' })).toBe('/srv/data/demo-media');
    // An empty variable means the same as an unset one (the server's configuration).
    expect(demoMediaDir({ MEDIA_DIR: '', DATA_DIR: '' })).toBe(path.resolve('data/demo-media'));
  });
});

describe('the content key', () => {
  const items = generatedItems();

  it('names every demo class rendition and catalogue studio preview once', () => {
    const folders = items.map((i) => i.folder);
    expect(new Set(folders).size).toBe(folders.length);
    expect(folders.filter((f) => f.startsWith('classes/'))).toHaveLength(11);
    expect(folders.filter((f) => f.startsWith('videos/explore-')).length).toBeGreaterThan(0);
  });

  it('is the same for the same definition, and changes with it, for that item only', () => {
    const [first, second] = items;
    expect(keyOf(first)).toBe(keyOf({ ...first }));
    const changed = { ...first, definition: { ...first.definition, seconds: 5 } };
    expect(keyOf(changed)).not.toBe(keyOf(first));
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(new Set(items.map(keyOf)).size).toBe(items.length);
  });
});

describe("the machine's cache of drawn items", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-cache-'));
  const env = { DEMO_MEDIA_CACHE: path.join(scratch, 'cache') };
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** A folder holding one drawn file, as an item's drawing leaves it. */
  const drawn = (name, text) => {
    const dir = path.join(scratch, name);
    fs.mkdirSync(path.join(dir, '360p'), { recursive: true });
    fs.writeFileSync(path.join(dir, '360p', 'index.m3u8'), text);
    return dir;
  };

  it('is DEMO_MEDIA_CACHE, else the user cache folder, and off when asked', () => {
    expect(demoMediaCacheDir({ DEMO_MEDIA_CACHE: '/srv/cache' })).toBe('/srv/cache');
    expect(demoMediaCacheDir({ XDG_CACHE_HOME: '/home/a/.cache' })).toBe(
      '/home/a/.cache/jetsweat/demo-media',
    );
    expect(demoMediaCacheDir({ DEMO_MEDIA_CACHE: 'off', XDG_CACHE_HOME: '/x' })).toBeNull();
  });

  it('gives back an item kept at the same key, and nothing at another key', () => {
    keepInCache('classes/barre', 'key-one', drawn('first', 'one'), env);
    const into = path.join(scratch, 'into-one');
    expect(cachedItem('classes/barre', 'key-one', into, env)).toBe(true);
    expect(fs.readFileSync(path.join(into, '360p', 'index.m3u8'), 'utf8')).toBe('one');
    const missed = path.join(scratch, 'into-missed');
    expect(cachedItem('classes/barre', 'key-two', missed, env)).toBe(false);
    expect(cachedItem('classes/yoga', 'key-one', missed, env)).toBe(false);
    expect(fs.readdirSync(missed)).toEqual([]);
  });

  it("keeps one key per item: a new drawing replaces the item's older one", () => {
    keepInCache('classes/barre', 'key-one', drawn('old', 'old'), env);
    keepInCache('classes/barre', 'key-two', drawn('new', 'new'), env);
    expect(fs.readdirSync(path.join(env.DEMO_MEDIA_CACHE, 'classes-barre'))).toEqual(['key-two']);
    const into = path.join(scratch, 'into-two');
    expect(cachedItem('classes/barre', 'key-two', into, env)).toBe(true);
    expect(fs.readFileSync(path.join(into, '360p', 'index.m3u8'), 'utf8')).toBe('new');
  });

  it('keeps and gives nothing when turned off', () => {
    const off = { DEMO_MEDIA_CACHE: 'off' };
    keepInCache('classes/run', 'key-one', drawn('off', 'x'), off);
    expect(cachedItem('classes/run', 'key-one', path.join(scratch, 'into-off'), off)).toBe(false);
    expect(fs.existsSync(path.join(env.DEMO_MEDIA_CACHE, 'classes-run'))).toBe(false);
  });
});
