import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicProgramsAnswerSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/basic/programs', () => {
  it('lists, without signing in, exactly the programs in the programs table', async () => {
    const listed = await t.okContent(
      { method: 'GET', url: '/api/basic/programs' },
      publicProgramsAnswerSchema,
    );
    const rows = await t.db.query<{ title: string }>('SELECT title FROM programs');
    expect(rows.length).toBeGreaterThan(0);
    expect(listed.map((p) => p.title).sort()).toEqual(rows.map((r) => r.title).sort());
    for (const p of listed) expect(p.classCount).toBeGreaterThan(0);
  });
});
