import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySavedSchema, imageSavedSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { tempDataDir } from '../../../test/recording-kit.ts';
import {
  auditCount,
  BK,
  consoleCallers,
  lastAudit,
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

/** A plain picture of one colour: each colour is other bytes, so another stored file. */
const png = (background: string) =>
  sharp({ create: { width: 80, height: 80, channels: 3, background } })
    .png()
    .toBuffer();
const put = async (path: string, body: Buffer, token = who.bkAdmin) => {
  const res = await t.call({
    method: 'PUT',
    url: studioUrl(BK, path),
    token,
    headers: { 'content-type': 'image/png' },
    payload: body,
  });
  expectOk(res);
  return imageSavedSchema.parse(res.body.content).url;
};
const remove = (path: string, token: string) =>
  t.call({ method: 'DELETE', url: studioUrl(BK, path), token });
/** The storage keys of the studio's stored images, and the key an address is served from. */
const stored = () => t.deps.storage.list(`studio-images/${BK}/`);
const keyOf = (url: string) => url.replace('/media/', '');
const studioImages = async () =>
  (
    await t.db.query<Record<string, string>>(
      'SELECT logo_url, hero_url, img2_url, favicon_url, how_it_works_url FROM studios WHERE id = $1',
      [BK],
    )
  )[0]!;
const photoOf = async (id: number) =>
  (
    await t.db.query<{ image_url: string }>(
      'SELECT image_url FROM studio_instructors WHERE id = $1',
      [id],
    )
  )[0]!.image_url;

describe('replacing a studio image', () => {
  it('removes the replaced file once the row points at the new one', async () => {
    const first = await put('images/hero', await png('#2e6f95'));
    expect(await stored()).toContain(keyOf(first));
    const second = await put('images/hero', await png('#952e6f'));
    expect((await studioImages()).hero_url).toBe(second);
    const keys = await stored();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps a file another slot still shows (files are named by content)', async () => {
    const shared = await png('#6f952e');
    const logo = await put('images/logo', shared);
    expect(await put('images/img2', shared)).toBe(logo);
    await put('images/logo', await png('#111111'));
    expect(await stored()).toContain(keyOf(logo));
    expect((await studioImages()).img2_url).toBe(logo);
  });

  it('still saves the new image when the old file cannot be removed', async () => {
    const old = await put('images/howItWorks', await png('#abcdef'));
    const deletePrefix = t.deps.storage.deletePrefix.bind(t.deps.storage);
    t.deps.storage.deletePrefix = () => Promise.reject(new Error('the disk said no'));
    try {
      const next = await put('images/howItWorks', await png('#fedcba'));
      expect((await studioImages()).how_it_works_url).toBe(next);
      expect(await stored()).toContain(keyOf(old));
    } finally {
      t.deps.storage.deletePrefix = deletePrefix;
    }
  });
});

describe('removing a studio image', () => {
  it('clears the slot, removes the file and logs it', async () => {
    const favicon = await put('images/favicon', await png('#2e956f'));
    const res = await remove('images/favicon', who.bkAdmin);
    expectOk(res);
    expect(imageSavedSchema.parse(res.body.content)).toEqual({ url: '' });
    expect((await studioImages()).favicon_url).toBe('');
    expect(await stored()).not.toContain(keyOf(favicon));
    expect(await lastAudit(t)).toMatchObject({
      action: 'studio_image.remove',
      before: { favicon },
      after: { favicon: '' },
    });
  });

  it('refuses another studio’s admin, an instructor and a member with 403, changing nothing', async () => {
    await put('images/logo', await png('#95702e'));
    const rowBefore = await studioImages();
    const filesBefore = await stored();
    const logBefore = await auditCount(t);
    for (const token of [who.brooksAdmin, who.bkInstructor, who.member]) {
      expect((await remove('images/logo', token)).statusCode).toBe(403);
    }
    expect((await remove('images/banner', who.bkAdmin)).statusCode).toBe(400);
    expect(await studioImages()).toEqual(rowBefore);
    expect(await stored()).toEqual(filesBefore);
    expect(await auditCount(t)).toBe(logBefore);
  });
});

describe('an instructor’s photo', () => {
  it('is replaced and removed with its files, refused to others, and goes with its instructor', async () => {
    const added = await t.call({
      method: 'POST',
      url: studioUrl(BK, 'instructors'),
      token: who.bkAdmin,
      payload: { name: 'Ines Ortega', bio: 'Mat Pilates.' },
    });
    const { id } = entrySavedSchema.parse(added.body.content);
    const first = await put(`instructors/${id}/photo`, await png('#123456'));
    const second = await put(`instructors/${id}/photo`, await png('#654321'));
    expect(await photoOf(id)).toBe(second);
    expect(await stored()).not.toContain(keyOf(first));

    const logBefore = await auditCount(t);
    for (const token of [who.brooksAdmin, who.bkInstructor]) {
      expect((await remove(`instructors/${id}/photo`, token)).statusCode).toBe(403);
    }
    expect(await photoOf(id)).toBe(second);
    expect(await stored()).toContain(keyOf(second));
    expect(await auditCount(t)).toBe(logBefore);

    expectOk(await remove(`instructors/${id}/photo`, who.bkAdmin));
    expect(await photoOf(id)).toBe('');
    expect(await stored()).not.toContain(keyOf(second));
    expect(await lastAudit(t)).toMatchObject({
      action: 'instructor_photo.remove',
      entity_id: String(id),
      before: { imageUrl: second },
      after: { imageUrl: '' },
    });

    const third = await put(`instructors/${id}/photo`, await png('#abcabc'));
    expectOk(await remove(`instructors/${id}`, who.bkAdmin));
    expect(await stored()).not.toContain(keyOf(third));
  });
});
