import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  consoleTexts,
  imageSavedSchema,
  STUDIO_IMAGE_MAX_BYTES,
  studioContentSchema,
  whitelabelStudioSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { tempDataDir } from '../../../test/recording-kit.ts';
import {
  auditCount,
  BK,
  BROOKS,
  consoleCallers,
  publicStudio,
  studioUrl,
  type Callers,
} from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: tempDataDir() } });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const details = {
  classTypes: ['Pilates', 'Barre'],
  levels: ['allLevels'],
  equipment: ['yogaMat', 'block'],
  whitelabelDomain: 'Pilates.BK.example',
};
const studioRow = async (id: number) =>
  (
    await t.db.query<Record<string, unknown>>(
      `SELECT class_types, levels, equipment, logo_url, hero_url,
              (SELECT array_agg(domain || ' ' || state ORDER BY id) FROM studio_domains d
                WHERE d.studio_id = studios.id) AS domains
         FROM studios WHERE id = $1`,
      [id],
    )
  )[0]!;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e6f95' } })
    .png()
    .toBuffer();
const upload = (studioId: number, slot: string, token: string, body: Buffer, type = 'image/png') =>
  t.call({
    method: 'PUT',
    url: studioUrl(studioId, `images/${slot}`),
    token,
    headers: { 'content-type': type },
    payload: body,
  });

describe('the studio page’s details', () => {
  it('are read and saved by the admin, logged with before and after, and shown publicly', async () => {
    const before = await t.okContent(
      { method: 'GET', url: studioUrl(BK, 'content'), token: who.bkAdmin },
      studioContentSchema,
    );
    expect(before.details.classTypes).toEqual(['Pilates', 'Sculpt', 'Stretching']);
    expect(before.instructors.map((i) => i.name)).toContain('Nadia Okafor');
    const res = await t.call({
      method: 'PUT',
      url: studioUrl(BK, 'details'),
      token: who.bkAdmin,
      payload: details,
    });
    expectOk(res);
    expect(res.body.content).toEqual({
      studioId: BK,
      changed: ['classTypes', 'levels', 'equipment', 'whitelabelDomain'],
    });
    // The new domain waits for its DNS record; the one serving the studio stays until then.
    expect(await studioRow(BK)).toMatchObject({
      class_types: ['Pilates', 'Barre'],
      domains: ['bkpilates.localhost verified', 'pilates.bk.example pending'],
    });
    const [entry] = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM console_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({
      action: 'studio_details.update',
      before: { classTypes: ['Pilates', 'Sculpt', 'Stretching'] },
      after: { classTypes: ['Pilates', 'Barre'], whitelabelDomain: 'pilates.bk.example' },
    });
    const pub = await publicStudio(t, BK);
    expect(pub.classTypes).toEqual(['Pilates', 'Barre']);
    expect(pub.equipment).toEqual(['yogaMat', 'block']);
  });

  it('answers bad input by field, another studio’s domain by field, and changes nothing', async () => {
    const rowBefore = await studioRow(BROOKS);
    const logBefore = await auditCount(t);
    for (const [changes, field] of [
      [{ classTypes: ['Juggling'] }, 'classTypes.0'],
      [{ levels: ['expert'] }, 'levels.0'],
      [{ equipment: ['yogaMat', 'rope'] }, 'equipment.1'],
      [{ whitelabelDomain: 'https://x.example' }, 'whitelabelDomain'],
      [{ whitelabelDomain: 'northloop.localhost' }, 'whitelabelDomain'],
    ] as const) {
      const res = await t.call({
        method: 'PUT',
        url: studioUrl(BROOKS, 'details'),
        token: who.brooksAdmin,
        payload: { ...details, whitelabelDomain: '', ...changes },
      });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.body).toMatchObject({ field });
    }
    expect(await studioRow(BROOKS)).toEqual(rowBefore);
    expect(await auditCount(t)).toBe(logBefore);
  });

  it('refuses another studio’s admin, an instructor and a member with 403', async () => {
    const rowBefore = await studioRow(BK);
    const logBefore = await auditCount(t);
    for (const token of [who.brooksAdmin, who.bkInstructor, who.member]) {
      const read = await t.call({ method: 'GET', url: studioUrl(BK, 'content'), token });
      expect(read.statusCode).toBe(403);
      const save = await t.call({
        method: 'PUT',
        url: studioUrl(BK, 'details'),
        token,
        payload: { ...details, classTypes: ['Yoga'] },
      });
      expect(save.statusCode).toBe(403);
      expect((await upload(BK, 'logo', token, await png(50, 50))).statusCode).toBe(403);
    }
    expect(await studioRow(BK)).toEqual(rowBefore);
    expect(await auditCount(t)).toBe(logBefore);
    expect(await t.deps.storage.list(`studio-images/${BK}/`)).toEqual([]);
  });
});

describe('the studio’s images', () => {
  it('are resized, stored under their hash, served with immutable caching and shown publicly', async () => {
    const res = await upload(BK, 'hero', who.bkAdmin, await png(3000, 1500));
    expectOk(res);
    const { url: heroUrl } = imageSavedSchema.parse(res.body.content);
    expect(heroUrl).toMatch(new RegExp(`^/media/studio-images/${BK}/[0-9a-f]{32}\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: heroUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2000, 1000]);
    expect((await publicStudio(t, BK)).hero).toBe(heroUrl);
    const wl = await t.app.inject({ method: 'GET', url: '/api/studio/listWhitelabels' });
    const list = z.object({ content: z.array(whitelabelStudioSchema) }).parse(wl.json()).content;
    expect(list.find((s) => s.id === BK)?.hero).toBe(heroUrl);
    const [entry] = await t.db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM console_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'studio_image.update', after: { hero: heroUrl } });
  });

  it('makes a favicon a 64 px PNG, for staff too', async () => {
    const res = await upload(BROOKS, 'favicon', who.staff, await png(300, 200));
    expectOk(res);
    const { url: icon } = imageSavedSchema.parse(res.body.content);
    const served = await t.app.inject({ method: 'GET', url: icon });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
  });

  it('refuses a file that is not an image by its content, or too large, before storing it', async () => {
    const rowBefore = await studioRow(BROOKS);
    const logBefore = await auditCount(t);
    const stored = await t.deps.storage.list(`studio-images/${BROOKS}/`);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const wrongType = await upload(BROOKS, 'logo', who.brooksAdmin, svg, 'image/png');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.body).toMatchObject({ content: consoleTexts.imageWrongType, field: 'file' });
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const unreadable = await upload(BROOKS, 'logo', who.brooksAdmin, broken);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.body).toMatchObject({ content: consoleTexts.imageUnreadable, field: 'file' });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(STUDIO_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(BROOKS, 'logo', who.brooksAdmin, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toMatchObject({ content: consoleTexts.imageTooLarge, field: 'file' });
    const json = await t.call({
      method: 'PUT',
      url: studioUrl(BROOKS, 'images/logo'),
      token: who.brooksAdmin,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const badSlot = await upload(BROOKS, 'banner', who.brooksAdmin, await png(10, 10));
    expect(badSlot.statusCode).toBe(400);
    expect(await studioRow(BROOKS)).toEqual(rowBefore);
    expect(await auditCount(t)).toBe(logBefore);
    expect(await t.deps.storage.list(`studio-images/${BROOKS}/`)).toEqual(stored);
  });

  it('answers 404 for a stored image that is not there or a name that is not a hash', async () => {
    for (const path of [`${BK}/${'0'.repeat(32)}.webp`, `${BK}/..%2Fx.webp`, `${BK}/logo.svg`]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/studio-images/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
