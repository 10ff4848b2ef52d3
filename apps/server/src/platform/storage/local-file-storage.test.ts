import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.ts';

const fresh = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jetsweat-storage-'));
  return { root, storage: createLocalFileStorage(root) };
};

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('the local file storage', () => {
  it('puts, reads, sizes, lists and deletes by key, a put replacing what was there', async () => {
    const { storage } = fresh();
    await storage.put('rec/1/parts/a/00000.webm', Buffer.from('first'));
    await storage.put(
      'rec/1/parts/a/00001.webm',
      Readable.from([Buffer.from('sec'), Buffer.from('ond')]),
    );
    await storage.put('rec/1/parts/a/00000.webm', Buffer.from('again'));
    await storage.put('rec/2/x.m3u8', Buffer.from('#EXTM3U'));
    expect(await text(await storage.read('rec/1/parts/a/00000.webm'))).toBe('again');
    expect(await text(await storage.read('rec/1/parts/a/00001.webm'))).toBe('second');
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

  it('refuses keys that would leave its folder, and leaves no temporary file behind', async () => {
    const { root, storage } = fresh();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/.b', ''])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
    await storage.put('a/b.txt', Buffer.from('x'));
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.txt']);
  });
});
