// Test helpers of the studio console's server tests: the demo people with each role, signed in.
import { z } from 'zod';
import { studioSchema } from '@jetsweat/contract';
import type { TestApp } from '../../../test/harness.ts';
import { peopleByEmails } from '../accounts/service.ts';

export const BK = 402;
export const BROOKS = 418;

/** A demo account's id by address. */
export async function idOf(t: TestApp, email: string): Promise<number> {
  const [row] = await peopleByEmails(t.deps.db, [email]);
  if (!row) throw new Error(`no demo account ${email}`);
  return row.id;
}

/** Tokens of every kind of caller the console knows, and one of none. */
export async function consoleCallers(t: TestApp) {
  const session = async (email: string) => t.newSession(await idOf(t, email));
  return {
    staff: await session('staff@jetsweat.example'),
    bkAdmin: await session('admin.bkpilates@jetsweat.example'),
    brooksAdmin: await session('admin.brookspilates@jetsweat.example'),
    bkInstructor: await session('instructor.bkpilates@jetsweat.example'),
    member: await session('member@jetsweat.example'),
  };
}
export type Callers = Awaited<ReturnType<typeof consoleCallers>>;

export const pageUrl = (studioId: number) => `/api/console/studios/${studioId}/page`;

/** A full, valid studio page body with one field changed. */
export const pageBody = (changes: Record<string, string> = {}) => ({
  headerTitle: 'Brooklyn Pilates, streamed',
  headerDescription: 'Mat-based Pilates.',
  introH1: 'Reformer burn',
  introH2: 'Slow tempo.',
  closingH1: 'Core strength',
  closingH2: 'Stronger backs.',
  summary: 'BK Pilates was founded by two instructors.',
  pageTitle: 'BK Pilates',
  colorCode: '2E6F95',
  ...changes,
});

/** A console call's address under one studio. */
export const studioUrl = (studioId: number, rest: string) =>
  `/api/console/studios/${studioId}/${rest}`;

/** The audit log's size and newest entry, to see that a refusal wrote nothing. */
export const auditCount = async (t: TestApp) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_audit_log'))[0]!.n;
export const lastAudit = async (t: TestApp) =>
  (
    await t.db.query<{ action: string; entity_id: string; before: unknown; after: unknown }>(
      'SELECT action, entity_id, before, after FROM console_audit_log ORDER BY id DESC LIMIT 1',
    )
  )[0]!;

/** A studio's rows of a console-ordered table (instructors, testimonials), in their order. */
export const orderedRows = (t: TestApp, table: string, studioId: number) =>
  t.db.query<Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE studio_id = $1 ORDER BY position`,
    [studioId],
  );
/** The ids of orderedRows. */
export const orderedIds = async (t: TestApp, table: string, studioId: number) =>
  (await orderedRows(t, table, studioId)).map((r) => r.id as number);

/** A studio as the public studio list shows it, read through the app (its caches included). */
export async function publicStudio(t: TestApp, id: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/basic/studios' });
  const list = z.object({ content: z.array(studioSchema) }).parse(res.json()).content;
  return list.find((s) => s.id === id)!;
}
