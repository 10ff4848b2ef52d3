import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts, entrySavedSchema, imageSavedSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { tempDataDir } from '../../../test/recording-kit.ts';
import {
  auditCount,
  BK,
  BROOKS,
  consoleCallers,
  orderedIds,
  orderedRows,
  lastAudit,
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

const rows = (table: string, studioId: number) => orderedRows(t, table, studioId);
const idsOf = (table: string, studioId: number) => orderedIds(t, table, studioId);

describe('instructors', () => {
  it('are added, edited, given a photo, ordered and removed by the admin, each logged and shown publicly', async () => {
    const added = await t.okContent(
      {
        method: 'POST',
        url: studioUrl(BK, 'instructors'),
        token: who.bkAdmin,
        payload: { name: ' Maya Chen ', bio: 'Barre and mobility.' },
      },
      entrySavedSchema,
      201,
    );
    expect((await rows('studio_instructors', BK)).at(-1)).toMatchObject({
      id: added.id,
      name: 'Maya Chen',
      bio: 'Barre and mobility.',
      image_url: '',
    });
    expect(await lastAudit(t)).toMatchObject({
      action: 'instructor.create',
      entity_id: String(added.id),
      before: null,
    });
    const edited = await t.okContent(
      {
        method: 'PUT',
        url: studioUrl(BK, `instructors/${added.id}`),
        token: who.bkAdmin,
        payload: { name: 'Maya Chen', bio: 'Barre, mobility and stretch.' },
      },
      entrySavedSchema,
    );
    expect(edited).toEqual({ id: added.id });
    expect((await rows('studio_instructors', BK)).at(-1)?.bio).toBe('Barre, mobility and stretch.');
    expect(await lastAudit(t)).toMatchObject({
      action: 'instructor.update',
      before: { bio: 'Barre and mobility.' },
      after: { bio: 'Barre, mobility and stretch.' },
    });
    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#aa3355' },
    })
      .jpeg()
      .toBuffer();
    const up = await t.call({
      method: 'PUT',
      url: studioUrl(BK, `instructors/${added.id}/photo`),
      token: who.bkAdmin,
      headers: { 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expectOk(up);
    const { url: photoUrl } = imageSavedSchema.parse(up.body.content);
    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);

    const ids = await idsOf('studio_instructors', BK);
    expect(ids.at(-1)).toBe(added.id);
    const reversed = [...ids].reverse();
    const order = await t.call({
      method: 'PUT',
      url: studioUrl(BK, 'instructors/order'),
      token: who.bkAdmin,
      payload: { ids: reversed },
    });
    expectOk(order);
    expect(await idsOf('studio_instructors', BK)).toEqual(reversed);
    expect(await lastAudit(t)).toMatchObject({
      action: 'instructor.reorder',
      before: { ids },
      after: { ids: reversed },
    });
    const shown = (await publicStudio(t, BK)).instructors;
    expect(shown[0]).toEqual({
      name: 'Maya Chen',
      bio: 'Barre, mobility and stretch.',
      imageUrl: photoUrl,
    });

    const gone = await t.call({
      method: 'DELETE',
      url: studioUrl(BK, `instructors/${added.id}`),
      token: who.bkAdmin,
    });
    expectOk(gone);
    expect(await idsOf('studio_instructors', BK)).toEqual(reversed.slice(1));
    expect(await lastAudit(t)).toMatchObject({
      action: 'instructor.delete',
      before: { name: 'Maya Chen' },
      after: null,
    });
    expect((await publicStudio(t, BK)).instructors.map((i) => i.name)).not.toContain('Maya Chen');
  });

  it('refuses another studio’s instructor ids with 403 and changes nothing', async () => {
    const bkIds = await idsOf('studio_instructors', BK);
    const before = await rows('studio_instructors', BK);
    const logBefore = await auditCount(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const attempts = [
      {
        method: 'PUT',
        url: studioUrl(BROOKS, `instructors/${bkIds[0]}`),
        payload: { name: 'X', bio: '' },
      },
      { method: 'DELETE', url: studioUrl(BROOKS, `instructors/${bkIds[0]}`) },
      {
        method: 'PUT',
        url: studioUrl(BROOKS, `instructors/${bkIds[0]}/photo`),
        headers: { 'content-type': 'image/png' },
        payload: png,
      },
      {
        method: 'PUT',
        url: studioUrl(BROOKS, 'instructors/order'),
        payload: { ids: [...(await idsOf('studio_instructors', BROOKS)), bkIds[0]] },
      },
      // The admin's own studio in the path is no way round it either.
      {
        method: 'PUT',
        url: studioUrl(BK, `instructors/${bkIds[0]}`),
        payload: { name: 'X', bio: '' },
      },
    ] as const;
    for (const a of attempts) {
      const res = await t.call({ ...a, token: who.brooksAdmin });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
      expect(res.body.content).toBe(consoleTexts.notThisStudio);
    }
    for (const token of [who.bkInstructor, who.member]) {
      const res = await t.call({
        method: 'POST',
        url: studioUrl(BK, 'instructors'),
        token,
        payload: { name: 'Intruder', bio: '' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await rows('studio_instructors', BK)).toEqual(before);
    expect(await auditCount(t)).toBe(logBefore);
    expect(await t.deps.storage.list(`studio-images/${BROOKS}/`)).toEqual([]);
  });

  it('answers bad input by field and unknown ids with 404, changing nothing', async () => {
    const before = await rows('studio_instructors', BK);
    const ids = await idsOf('studio_instructors', BK);
    const cases = [
      [
        { method: 'POST', url: studioUrl(BK, 'instructors'), payload: { name: ' ', bio: '' } },
        'name',
      ],
      [
        {
          method: 'POST',
          url: studioUrl(BK, 'instructors'),
          payload: { name: 'A', bio: 'b'.repeat(2001) },
        },
        'bio',
      ],
      [
        { method: 'PUT', url: studioUrl(BK, 'instructors/order'), payload: { ids: ids.slice(1) } },
        'ids',
      ],
      [
        {
          method: 'PUT',
          url: studioUrl(BK, 'instructors/order'),
          payload: { ids: [ids[0], ids[0]] },
        },
        'ids',
      ],
    ] as const;
    for (const [call, field] of cases) {
      const res = await t.call({ ...call, token: who.bkAdmin });
      expect(res.statusCode, JSON.stringify(call.payload).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ field });
    }
    const missing = await t.call({
      method: 'DELETE',
      url: studioUrl(BK, 'instructors/999999'),
      token: who.bkAdmin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.content).toBe(consoleTexts.instructorNotFound);
    expect(await rows('studio_instructors', BK)).toEqual(before);
  });
});
