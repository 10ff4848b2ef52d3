import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { behavesAsFileStorage } from './file-storage-behaviour.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

const fresh = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jetsweat-storage-'));
  return { root, storage: createLocalFileStorage(root) };
};

describe('the local file storage', () => {
  behavesAsFileStorage(() => fresh().storage);

  it('leaves no temporary file behind', async () => {
    const { root, storage } = fresh();
    await storage.put('a/b.txt', Buffer.from('x'));
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.txt']);
  });
});
