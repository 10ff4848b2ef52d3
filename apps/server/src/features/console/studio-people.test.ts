import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  consoleInstructorSchema,
  consoleTestimonialSchema,
  consoleTexts,
  imageSavedSchema,
  studioSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { tempDataDir } from '../../../test/recording-kit.ts';
import { BK, BROOKS, consoleCallers, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: tempDataDir() } });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const url = (studioId: number, rest: string) => `/api/console/studios/${studioId}/${rest}`;
const rows = (table: string, studioId: number) =>
  t.db.query<Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE studio_id = $1 ORDER BY position`,
    [studioId],
  );
const idsOf = async (table: string, studioId: number) =>
  (await rows(table, studioId)).map((r) => r.id as number);
const lastAudit = async () =>
  (
    await t.db.query<{ action: string; entity_id: string; before: unknown; after: unknown }>(
      'SELECT action, entity_id, before, after FROM console_audit_log ORDER BY id DESC LIMIT 1',
    )
  )[0]!;
const auditCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_audit_log'))[0]!.n;
const publicStudio = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/basic/studios' });
  const list = z.object({ content: z.array(studioSchema) }).parse(res.json()).content;
  return list.find((s) => s.id === id)!;
};

describe('instructors', () => {
  it('are added, edited, given a photo, ordered and removed by the admin, each logged and shown publicly', async () => {
    const added = await t.okContent(
      {
        method: 'POST',
        url: url(BK, 'instructors'),
        token: who.bkAdmin,
        payload: { name: ' Maya Chen ', bio: 'Barre and mobility.' },
      },
      consoleInstructorSchema,
      201,
    );
    expect(added).toMatchObject({ name: 'Maya Chen', bio: 'Barre and mobility.', imageUrl: '' });
    expect(await lastAudit()).toMatchObject({
      action: 'instructor.create',
      entity_id: String(added.id),
      before: null,
    });
    const edited = await t.okContent(
      {
        method: 'PUT',
        url: url(BK, `instructors/${added.id}`),
        token: who.bkAdmin,
        payload: { name: 'Maya Chen', bio: 'Barre, mobility and stretch.' },
      },
      consoleInstructorSchema,
    );
    expect(edited.bio).toBe('Barre, mobility and stretch.');
    expect(await lastAudit()).toMatchObject({
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
      url: url(BK, `instructors/${added.id}/photo`),
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
      url: url(BK, 'instructors/order'),
      token: who.bkAdmin,
      payload: { ids: reversed },
    });
    expectOk(order);
    expect(await idsOf('studio_instructors', BK)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({
      action: 'instructor.reorder',
      before: { ids },
      after: { ids: reversed },
    });
    const shown = (await publicStudio(BK)).instructors;
    expect(shown[0]).toEqual({
      name: 'Maya Chen',
      bio: 'Barre, mobility and stretch.',
      imageUrl: photoUrl,
    });

    const gone = await t.call({
      method: 'DELETE',
      url: url(BK, `instructors/${added.id}`),
      token: who.bkAdmin,
    });
    expectOk(gone);
    expect(await idsOf('studio_instructors', BK)).toEqual(reversed.slice(1));
    expect(await lastAudit()).toMatchObject({
      action: 'instructor.delete',
      before: { name: 'Maya Chen' },
      after: null,
    });
    expect((await publicStudio(BK)).instructors.map((i) => i.name)).not.toContain('Maya Chen');
  });

  it('refuses another studio’s instructor ids with 403 and changes nothing', async () => {
    const bkIds = await idsOf('studio_instructors', BK);
    const before = await rows('studio_instructors', BK);
    const logBefore = await auditCount();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const attempts = [
      { method: 'PUT', url: url(BROOKS, `instructors/${bkIds[0]}`), payload: { name: 'X', bio: '' } },
      { method: 'DELETE', url: url(BROOKS, `instructors/${bkIds[0]}`) },
      {
        method: 'PUT',
        url: url(BROOKS, `instructors/${bkIds[0]}/photo`),
        headers: { 'content-type': 'image/png' },
        payload: png,
      },
      {
        method: 'PUT',
        url: url(BROOKS, 'instructors/order'),
        payload: { ids: [...(await idsOf('studio_instructors', BROOKS)), bkIds[0]] },
      },
      // The admin's own studio in the path is no way round it either.
      { method: 'PUT', url: url(BK, `instructors/${bkIds[0]}`), payload: { name: 'X', bio: '' } },
    ] as const;
    for (const a of attempts) {
      const res = await t.call({ ...a, token: who.brooksAdmin });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(403);
      expect(res.body.content).toBe(consoleTexts.notThisStudio);
    }
    for (const token of [who.bkInstructor, who.member]) {
      const res = await t.call({
        method: 'POST',
        url: url(BK, 'instructors'),
        token,
        payload: { name: 'Intruder', bio: '' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await rows('studio_instructors', BK)).toEqual(before);
    expect(await auditCount()).toBe(logBefore);
    expect(await t.deps.storage.list(`studio-images/${BROOKS}/`)).toEqual([]);
  });

  it('answers bad input by field and unknown ids with 404, changing nothing', async () => {
    const before = await rows('studio_instructors', BK);
    const ids = await idsOf('studio_instructors', BK);
    const cases = [
      [{ method: 'POST', url: url(BK, 'instructors'), payload: { name: ' ', bio: '' } }, 'name'],
      [
        { method: 'POST', url: url(BK, 'instructors'), payload: { name: 'A', bio: 'b'.repeat(2001) } },
        'bio',
      ],
      [{ method: 'PUT', url: url(BK, 'instructors/order'), payload: { ids: ids.slice(1) } }, 'ids'],
      [{ method: 'PUT', url: url(BK, 'instructors/order'), payload: { ids: [ids[0], ids[0]] } }, 'ids'],
    ] as const;
    for (const [call, field] of cases) {
      const res = await t.call({ ...call, token: who.bkAdmin });
      expect(res.statusCode, JSON.stringify(call.payload).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ field });
    }
    const missing = await t.call({
      method: 'DELETE',
      url: url(BK, 'instructors/999999'),
      token: who.bkAdmin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.content).toBe(consoleTexts.instructorNotFound);
    expect(await rows('studio_instructors', BK)).toEqual(before);
  });
});

describe('testimonials', () => {
  it('are added, edited, ordered and removed by staff and admins; another studio’s ids are 403', async () => {
    const added = await t.okContent(
      {
        method: 'POST',
        url: url(BROOKS, 'testimonials'),
        token: who.brooksAdmin,
        payload: { name: 'Sam', feedback: 'Loved it.', rating: 5 },
      },
      consoleTestimonialSchema,
      201,
    );
    expect(await lastAudit()).toMatchObject({ action: 'testimonial.create', after: { name: 'Sam' } });
    const edited = await t.okContent(
      {
        method: 'PUT',
        url: url(BROOKS, `testimonials/${added.id}`),
        token: who.staff,
        payload: { name: 'Sam R.', feedback: 'Loved every class.', rating: 4 },
      },
      consoleTestimonialSchema,
    );
    expect(edited).toEqual({ id: added.id, name: 'Sam R.', feedback: 'Loved every class.', rating: 4 });
    expect(await lastAudit()).toMatchObject({
      action: 'testimonial.update',
      before: { name: 'Sam', rating: 5 },
      after: { name: 'Sam R.', rating: 4 },
    });
    const ids = await idsOf('studio_testimonials', BROOKS);
    const moved = [added.id, ...ids.filter((id) => id !== added.id)];
    expectOk(
      await t.call({
        method: 'PUT',
        url: url(BROOKS, 'testimonials/order'),
        token: who.brooksAdmin,
        payload: { ids: moved },
      }),
    );
    expect((await publicStudio(BROOKS)).feedback[0]).toEqual({
      name: 'Sam R.',
      feedback: 'Loved every class.',
      rating: 4,
    });

    const logBefore = await auditCount();
    for (const call of [
      { method: 'PUT', url: url(BK, `testimonials/${added.id}`), payload: { name: 'X', feedback: 'Y', rating: 1 } },
      { method: 'DELETE', url: url(BK, `testimonials/${added.id}`) },
      { method: 'PUT', url: url(BK, 'testimonials/order'), payload: { ids: [added.id] } },
    ] as const) {
      const res = await t.call({ ...call, token: who.bkAdmin });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const bad = await t.call({
      method: 'POST',
      url: url(BROOKS, 'testimonials'),
      token: who.brooksAdmin,
      payload: { name: 'Z', feedback: 'Fine', rating: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ field: 'rating' });
    expect(await auditCount()).toBe(logBefore);
    expect(await idsOf('studio_testimonials', BROOKS)).toEqual(moved);

    expectOk(
      await t.call({
        method: 'DELETE',
        url: url(BROOKS, `testimonials/${added.id}`),
        token: who.brooksAdmin,
      }),
    );
    expect(await lastAudit()).toMatchObject({ action: 'testimonial.delete', before: { name: 'Sam R.' } });
    expect((await publicStudio(BROOKS)).feedback.map((f) => f.name)).not.toContain('Sam R.');
  });
});
