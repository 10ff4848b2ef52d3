import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountTexts,
  auditPageSchema,
  consoleAccessSchema,
  consoleTexts,
  studioPageAnswerSchema,
  studioPageSavedSchema,
  studioSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, pageBody, pageUrl, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const studioRow = async (id: number) =>
  (
    await t.db.query<{ summary: string; color_code: string }>(
      'SELECT summary, color_code FROM studios WHERE id = $1',
      [id],
    )
  )[0]!;
const auditCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_audit_log'))[0]!.n;

describe('GET /api/console/access', () => {
  it('lists every studio for staff, their studio for an admin or instructor, none for a member', async () => {
    const access = (token: string) =>
      t.okContent({ method: 'GET', url: '/api/console/access', token }, consoleAccessSchema);
    const staff = await access(who.staff);
    expect(staff.staff).toBe(true);
    expect(staff.studios.length).toBeGreaterThan(20);
    expect((await access(who.bkAdmin)).studios).toEqual([
      { id: BK, name: 'BK Pilates', shortName: 'bkpilates', role: 'admin' },
    ]);
    expect((await access(who.bkInstructor)).studios.map((s) => [s.id, s.role])).toEqual([
      [BK, 'instructor'],
    ]);
    expect(await access(who.member)).toEqual({ staff: false, studios: [] });
    const anonymous = await t.call({ method: 'GET', url: '/api/console/access' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.content).toBe(accountTexts.notLoggedIn);
  });
});

describe('the studio page', () => {
  it('is read and saved by its admin, written to the audit log with before and after, and shown on the public page', async () => {
    const read = await t.okContent(
      { method: 'GET', url: pageUrl(BK), token: who.bkAdmin },
      studioPageAnswerSchema,
    );
    expect(read.settings.colorCode).toBe('2E6F95');
    const before = (await studioRow(BK)).summary;
    const res = await t.call(
      {
        method: 'PUT',
        url: pageUrl(BK),
        token: who.bkAdmin,
        payload: { ...read.settings, summary: 'New about text', colorCode: '#aa00cc' },
      },
      studioPageSavedSchema,
    );
    expectOk(res);
    expect(res.body.content).toEqual({ studioId: BK, changed: ['summary', 'colorCode'] });
    expect(await studioRow(BK)).toEqual({ summary: 'New about text', color_code: 'AA00CC' });
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    expect(log.entries[0]).toMatchObject({
      studioId: BK,
      action: 'studio_page.update',
      entity: 'studio',
      entityId: String(BK),
      actorName: 'Alex Admin',
      before: { summary: before, colorCode: '2E6F95' },
      after: { summary: 'New about text', colorCode: 'AA00CC' },
    });
    // Through the app (no test-side cache drop): the public read shows the change.
    const pub = await t.app.inject({ method: 'GET', url: '/api/basic/studios' });
    const studios = z.object({ content: z.array(studioSchema) }).parse(pub.json()).content;
    expect(studios.find((s) => s.id === BK)?.about).toBe('New about text');
  });

  it('is saved by staff for any studio; an unknown studio is 404 for staff', async () => {
    const res = await t.call({
      method: 'PUT',
      url: pageUrl(BROOKS),
      token: who.staff,
      payload: pageBody({ summary: 'Staff wrote this' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await studioRow(BROOKS)).summary).toBe('Staff wrote this');
    const missing = await t.call({ method: 'GET', url: pageUrl(999_999), token: who.staff });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses another studio’s admin, an instructor and a member with 403, and changes nothing', async () => {
    const rowBefore = await studioRow(BK);
    const logBefore = await auditCount();
    for (const [token, message] of [
      [who.brooksAdmin, consoleTexts.notThisStudio],
      [who.bkInstructor, consoleTexts.adminsOnly],
      [who.member, consoleTexts.notThisStudio],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.call({
          method,
          url: pageUrl(BK),
          token,
          ...(method === 'PUT' ? { payload: pageBody({ summary: 'Hijacked' }) } : {}),
        });
        expect(res.statusCode, `${method} ${message}`).toBe(403);
        expect(res.body.content).toBe(message);
      }
    }
    // An unknown studio is 403 too for anyone but staff: nobody learns which ids exist.
    const unknown = await t.call({ method: 'GET', url: pageUrl(999_999), token: who.bkAdmin });
    expect(unknown.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'PUT', url: pageUrl(BK), payload: pageBody() });
    expect(anonymous.statusCode).toBe(401);
    expect(await studioRow(BK)).toEqual(rowBefore);
    expect(await auditCount()).toBe(logBefore);
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const rowBefore = await studioRow(BK);
    for (const [changes, field, message] of [
      [{ colorCode: 'purple' }, 'colorCode', 'The colour must be six hexadecimal digits'],
      [{ headerTitle: '   ' }, 'headerTitle', 'The headline is required.'],
      [{ summary: 'x'.repeat(2001) }, 'summary', 'The about text may be at most 2000'],
    ] as const) {
      const res = await t.call({
        method: 'PUT',
        url: pageUrl(BK),
        token: who.bkAdmin,
        payload: pageBody(changes),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ field });
      expect(res.body.content).toContain(message);
    }
    expect(await studioRow(BK)).toEqual(rowBefore);
  });
});
