import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

/** The whole object a storage read gave, as text; undefined when there was none. */
export async function textOf(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString();
}

/** A part of an object read as an HTTP Range asks for it (a segment served to a player). */
function readsByteRanges(fresh: () => Promise<FileStorage> | FileStorage): void {
  it('reads part of an object by byte range, both ends counted in', async () => {
    const storage = await fresh();
    await storage.put('media/seg.ts', Buffer.from('0123456789'));
    expect(await textOf(await storage.read('media/seg.ts', { start: 2, end: 5 }))).toBe('2345');
    expect(await textOf(await storage.read('media/seg.ts', { start: 9, end: 9 }))).toBe('9');
    expect(await textOf(await storage.read('media/seg.ts', { start: 0, end: 9 }))).toBe(
      '0123456789',
    );
    expect(await storage.read('media/none.ts', { start: 0, end: 1 })).toBeUndefined();
  });
}

/**
 * What every FileStorage must do, whatever keeps the bytes: each implementation's test file calls
 * this inside its describe, with a function giving it a fresh, empty storage.
 */
export function behavesAsFileStorage(fresh: () => Promise<FileStorage> | FileStorage): void {
  it('puts, reads, sizes, lists and deletes by key, a put replacing what was there', async () => {
    const storage = await fresh();
    await storage.put('rec/1/parts/a/00000.webm', Buffer.from('first'));
    await storage.put(
      'rec/1/parts/a/00001.webm',
      Readable.from([Buffer.from('sec'), Buffer.from('ond')]),
    );
    await storage.put('rec/1/parts/a/00000.webm', Buffer.from('again'));
    await storage.put('rec/2/x.m3u8', Buffer.from('#EXTM3U'));
    expect(await textOf(await storage.read('rec/1/parts/a/00000.webm'))).toBe('again');
    expect(await textOf(await storage.read('rec/1/parts/a/00001.webm'))).toBe('second');
    expect(await storage.size('rec/1/parts/a/00001.webm')).toBe(6);
    expect(await storage.read('rec/1/none.webm')).toBeUndefined();
    expect(await storage.size('rec/1')).toBeUndefined();
    expect(await storage.list('rec/1/')).toEqual([
      'rec/1/parts/a/00000.webm',
      'rec/1/parts/a/00001.webm',
    ]);
    expect(await storage.list('rec/')).toHaveLength(3);
    expect(await storage.list('nothing/')).toEqual([]);
    await storage.deletePrefix('rec/1/');
    expect(await storage.list('rec/')).toEqual(['rec/2/x.m3u8']);
    await storage.deletePrefix('rec/1/');
  });

  it('lists and deletes by a prefix that ends inside a name, and keeps bytes as they were', async () => {
    const storage = await fresh();
    const binary = Buffer.from([0, 255, 10, 13, 128, 1]);
    await storage.put('v/7/poster.jpg', binary);
    await storage.put('v/7/hls/720p.m3u8', Buffer.from('#EXTM3U\n'));
    await storage.put('v/70/poster.jpg', Buffer.from('other class'));
    expect(await storage.list('v/7/')).toEqual(['v/7/hls/720p.m3u8', 'v/7/poster.jpg']);
    expect(await storage.list('v/7')).toHaveLength(3);
    const read = await storage.read('v/7/poster.jpg');
    const chunks: Buffer[] = [];
    for await (const c of read!) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).equals(binary)).toBe(true);
    await storage.deletePrefix('v/7/');
    expect(await storage.list('v/')).toEqual(['v/70/poster.jpg']);
  });

  readsByteRanges(fresh);

  it('stores a streamed body larger than one upload part whole', async () => {
    const storage = await fresh();
    // 6 MiB, past the 5 MiB an S3 multipart upload's part must reach, in uneven chunks.
    const chunk = Buffer.alloc(700_001, 'j');
    const count = 9;
    await storage.put('big/take.webm', Readable.from(Array.from({ length: count }, () => chunk)));
    expect(await storage.size('big/take.webm')).toBe(chunk.length * count);
  });

  it('refuses keys that would leave its root or name something odd', async () => {
    const storage = await fresh();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/.b', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/not a storage key/);
    }
    await expect(storage.list('../')).rejects.toThrow(/not a storage key/);
    await expect(storage.deletePrefix('/')).rejects.toThrow(/not a storage key/);
  });
}
