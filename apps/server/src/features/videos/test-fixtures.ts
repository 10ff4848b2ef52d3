// Helpers for the member platform's server tests (imported by *.test.ts only).
import { videoListAnswerSchema } from '@jetsweat/contract';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import type { TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';

/** A fresh person who subscribed (in the trial) to JetSweat's monthly plan: entitled on the main site. */
export async function newMember(t: TestApp) {
  const person = await t.newUser();
  const res = await subscribe(t, person.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t),
  });
  expectOk(res);
  return person;
}

/** A demo class's id by its slug. */
export async function videoIdOf(t: TestApp, slug: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>('SELECT id FROM videos WHERE slug = $1', [slug]);
  if (!rows[0]) throw new Error(`no demo class ${slug}`);
  return rows[0].id;
}

/** Any published demo class's id (the first of the recommended order). */
export async function anyVideoId(t: TestApp): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    'SELECT id FROM videos ORDER BY recommendation_rank, id LIMIT 1',
  );
  return rows[0]!.id;
}

export const listVideos = (t: TestApp, token: string | undefined, payload: unknown = {}) =>
  t.call(
    { method: 'POST', url: '/api/video/videos', token, payload: payload as object },
    videoListAnswerSchema,
  );
