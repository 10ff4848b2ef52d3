// The generated demo media (issue 52, item 6; docs/decisions/0101-demo-media-generated.md): where
// they are made, and the content key that decides which items are made again.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
