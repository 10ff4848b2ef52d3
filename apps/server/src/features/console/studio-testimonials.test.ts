import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySavedSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
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
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const rows = (table: string, studioId: number) => orderedRows(t, table, studioId);
const idsOf = (table: string, studioId: number) => orderedIds(t, table, studioId);

describe('testimonials', () => {
  it('are added, edited, ordered and removed by staff and admins; another studio’s ids are 403', async () => {
    const added = await t.okContent(
      {
        method: 'POST',
        url: studioUrl(BROOKS, 'testimonials'),
        token: who.brooksAdmin,
        payload: { name: 'Sam', feedback: 'Loved it.', rating: 5 },
      },
      entrySavedSchema,
      201,
    );
    expect(await lastAudit(t)).toMatchObject({
      action: 'testimonial.create',
      after: { name: 'Sam' },
    });
    const edited = await t.okContent(
      {
        method: 'PUT',
        url: studioUrl(BROOKS, `testimonials/${added.id}`),
        token: who.staff,
        payload: { name: 'Sam R.', feedback: 'Loved every class.', rating: 4 },
      },
      entrySavedSchema,
    );
    expect(edited).toEqual({ id: added.id });
    expect(
      (await rows('studio_testimonials', BROOKS)).find((r) => r.id === added.id),
    ).toMatchObject({ name: 'Sam R.', feedback: 'Loved every class.', rating: 4 });
    expect(await lastAudit(t)).toMatchObject({
      action: 'testimonial.update',
      before: { name: 'Sam', rating: 5 },
      after: { name: 'Sam R.', rating: 4 },
    });
    const ids = await idsOf('studio_testimonials', BROOKS);
    const moved = [added.id, ...ids.filter((id) => id !== added.id)];
    expectOk(
      await t.call({
        method: 'PUT',
        url: studioUrl(BROOKS, 'testimonials/order'),
        token: who.brooksAdmin,
        payload: { ids: moved },
      }),
    );
    expect((await publicStudio(t, BROOKS)).feedback[0]).toEqual({
      name: 'Sam R.',
      feedback: 'Loved every class.',
      rating: 4,
    });

    const logBefore = await auditCount(t);
    for (const call of [
      {
        method: 'PUT',
        url: studioUrl(BK, `testimonials/${added.id}`),
        payload: { name: 'X', feedback: 'Y', rating: 1 },
      },
      { method: 'DELETE', url: studioUrl(BK, `testimonials/${added.id}`) },
      { method: 'PUT', url: studioUrl(BK, 'testimonials/order'), payload: { ids: [added.id] } },
    ] as const) {
      const res = await t.call({ ...call, token: who.bkAdmin });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const bad = await t.call({
      method: 'POST',
      url: studioUrl(BROOKS, 'testimonials'),
      token: who.brooksAdmin,
      payload: { name: 'Z', feedback: 'Fine', rating: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ field: 'rating' });
    expect(await auditCount(t)).toBe(logBefore);
    expect(await idsOf('studio_testimonials', BROOKS)).toEqual(moved);

    expectOk(
      await t.call({
        method: 'DELETE',
        url: studioUrl(BROOKS, `testimonials/${added.id}`),
        token: who.brooksAdmin,
      }),
    );
    expect(await lastAudit(t)).toMatchObject({
      action: 'testimonial.delete',
      before: { name: 'Sam R.' },
    });
    expect((await publicStudio(t, BROOKS)).feedback.map((f) => f.name)).not.toContain('Sam R.');
  });
});
