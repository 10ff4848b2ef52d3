import { afterAll, beforeAll, expect, it } from 'vitest';
import { userSchema, videoBoardSchema } from '@jetsweat/contract';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
let token: string;
let videoId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.call(
    {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
    },
    userSchema,
  );
  expectOk(login);
  token = login.body.content.authToken!;
  const [first] = await t.db.query<{ id: number }>(
    'SELECT id FROM videos ORDER BY recommendation_rank, id LIMIT 1',
  );
  videoId = first!.id;
});
afterAll(() => t.close());

const boardAt = async (atSecond: number) => {
  const res = await t.call(
    { method: 'GET', url: `/api/video/${videoId}/board?atSecond=${atSecond}`, token },
    videoBoardSchema,
  );
  expectOk(res);
  return res.body.content;
};

it('gives the first class a board of past members right after the seed', async () => {
  const board = await boardAt(600);
  // Seven took it; Ines does not show on leaderboards.
  expect(board.total).toBe(6);
  expect(board.lines.map((l) => l.label).sort()).toEqual(
    ['Jon P.', 'LF', 'Maya L.', 'Noor H.', 'SO', 'Tom B.'].sort(),
  );
  // Ten minutes in, the strap wearers are working; Noor wore none: her estimate, no zone.
  for (const line of board.lines.filter((l) => l.label !== 'Noor H.')) {
    expect(line.zone).toBeGreaterThan(0);
    expect(line.zonePoints).toBeGreaterThan(0);
  }
  expect(board.lines.find((l) => l.label === 'Noor H.')).toMatchObject({ zone: 0, zonePoints: 0 });
  // The figures grow as the class goes.
  const later = await boardAt(1200);
  const at = (b: typeof board, label: string) => b.lines.find((l) => l.label === label)!.calories;
  expect(at(later, 'Maya L.')).toBeGreaterThan(at(board, 'Maya L.'));
});

it('seeds the past members once: a second start adds none', async () => {
  const before = await boardAt(600);
  await seedDemoData(t.db.kysely, t.clock.now());
  expect(await boardAt(600)).toEqual(before);
});
