import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhitelabelStudio } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { brandPage } from './web.ts';

// A built web app in miniature: the page, a hashed script (with its gzip twin) and HLS media.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-dist-'));
const segment = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
function write(rel: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), content);
}
write(
  'index.html',
  '<!doctype html><html><head><title>JetSweat</title></head><body><div id="root"></div></body></html>',
);
write('assets/index-AbC123.js', script);
write('assets/index-AbC123.js.gz', gzipSync(script));
// A chunk with both twins, and a file outside assets/ that no asset's name may reach.
const chunk = `export const texts=${JSON.stringify('y'.repeat(3000))};`;
write('assets/chunk-Br4Tw1n.js', chunk);
write('assets/chunk-Br4Tw1n.js.br', brotliCompressSync(chunk));
write('assets/chunk-Br4Tw1n.js.gz', gzipSync(chunk));
write('private.js', 'the server’s own');
// A file with no compressed twin: compressed as it streams out.
const styles = `.a{color:red}${'.b{margin:0}'.repeat(400)}`;
write('assets/styles-XyZ789.css', styles);
write('media/videos/demo/index.m3u8', '#EXTM3U\n#EXT-X-ENDLIST\n');
write('media/videos/demo/0123456789abcdef.ts', segment);
write('media/videos/demo/fedcba9876543210.m4s', segment);
write('media/studios/demo/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('video segments', () => {
  it.each([
    ['an MPEG-TS segment', '/media/videos/demo/0123456789abcdef.ts', 'video/mp2t'],
    ['an fMP4 segment', '/media/videos/demo/fedcba9876543210.m4s', 'video/iso.segment'],
  ])('%s answers a byte range with 206 and the right bytes', async (_label, url, type) => {
    const res = await get(url, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['content-length']).toBe('100');
    expect(res.headers['content-type']).toBe(type);
    expect(res.rawPayload.equals(segment.subarray(100, 200))).toBe(true);
  });

  it('answers the whole segment, advertising ranges and a year of caching (its name is its content)', async () => {
    const res = await get('/media/videos/demo/0123456789abcdef.ts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(segment)).toBe(true);
  });

  it('answers an open-ended and a suffix range', async () => {
    const tail = await get('/media/videos/demo/0123456789abcdef.ts', { range: 'bytes=990-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    const suffix = await get('/media/videos/demo/0123456789abcdef.ts', { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(segment.subarray(990))).toBe(true);
  });

  it('refuses a range beyond the end with 416', async () => {
    const res = await get('/media/videos/demo/0123456789abcdef.ts', { range: 'bytes=5000-6000' });
    expect(res.statusCode).toBe(416);
  });

  it('revalidates with an ETag: an unchanged segment answers 304', async () => {
    const first = await get('/media/videos/demo/0123456789abcdef.ts');
    const again = await get('/media/videos/demo/0123456789abcdef.ts', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('other media and assets', () => {
  it('serves the playlist as HLS, cached for a day', async () => {
    const res = await get('/media/videos/demo/index.m3u8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('caches images for a day', async () => {
    const res = await get('/media/studios/demo/logo.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('serves a hashed script pre-compressed to a browser that accepts gzip, and plain to one that does not', async () => {
    const zipped = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the app's code in the encoding asked for, named by its file, and 304 for a copy held", async () => {
    const br = await get('/assets/chunk-Br4Tw1n.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(chunk);
    expect(br.headers.etag).toBe('W/"chunk-Br4Tw1n.js"');
    const held = await get('/assets/chunk-Br4Tw1n.js', { 'if-none-match': 'W/"chunk-Br4Tw1n.js"' });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    const plain = await get('/assets/chunk-Br4Tw1n.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('answers 404 for code the build does not have, and for a name that leaves assets/', async () => {
    expect((await get('/assets/missing-N0tTh3r3.js')).statusCode).toBe(404);
    for (const url of ['/assets/..%2Fprivate.js', '/assets/%2E%2E%2Fprivate.js']) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain('the server’s own');
    }
  });

  it('compresses a file without a compressed twin as it streams out', async () => {
    const res = await get('/assets/styles-XyZ789.css', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(styles);
  });

  it("answers the app with 404 for an address that is none of the app's pages", async () => {
    for (const url of [
      '/no-such-page',
      '/newplatform/nothing-here',
      '/studios/a/b',
      '/login/x/y',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The app itself, which shows its "Page not found" to the person.
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of [
      '/',
      '/Login',
      '/login/baristudio',
      '/newplatform/items/classes/7/',
      '/faq?x=1',
    ])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers an unknown API path 404 in the envelope, with the request id', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 0,
      content: 'Not found.',
      requestId: res.headers['x-request-id'],
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/no/such' })).statusCode).toBe(404);
  });

  it('answers the app for a page address and 404 for a missing file', async () => {
    const page = await get('/studios/baristudio');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    expect((await get('/media/videos/demo/missing.ts')).statusCode).toBe(404);
  });
});

const page = `<html><head><meta name="theme-color" content="#9ac8b9" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>JetSweat</title></head><body></body></html>`;

describe('brandPage', () => {
  it("puts the studio's title, favicon, colour and name into the page", () => {
    const html = brandPage(page, {
      shortName: 'brookspilates',
      pageTitle: 'Brooks <Pilates>',
      faviconUrl: '/media/studios/brookspilates/favicon.svg',
      colorCode: 'aa3366',
    } as WhitelabelStudio);
    expect(html).toContain('<title>Brooks &lt;Pilates&gt;</title>');
    expect(html).toContain('href="/media/studios/brookspilates/favicon.svg"');
    expect(html).toContain('content="#aa3366"');
    expect(html).toContain('<meta name="jetsweat-studio" content="brookspilates" />');
  });
  it('leaves the main site alone', () => {
    expect(brandPage(page, undefined)).toBe(page);
  });
});
