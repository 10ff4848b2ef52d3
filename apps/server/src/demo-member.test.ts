import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoData } from './demo-seed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
  });
  token = login.body.content.authToken;
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) => t.call({ method: 'POST', url, token, payload });

describe('the demo member', () => {
  it('is entitled, with a profile and favourite classes, class types and studios', async () => {
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token })).body.content;
    expect(me).toMatchObject({ entitled: true, weight: 138, gender: 'F', activityLevel: 'Active' });
    expect(
      (await t.call({ method: 'GET', url: '/api/favorites/myFavorites', token })).body.content,
    ).toHaveLength(6);
    const types = await t.call({
      method: 'GET',
      url: '/api/favoriteClasses/myFavoriteClasses',
      token,
    });
    expect(types.body.content.map((f: { classId: string }) => f.classId)).toEqual([
      'Barre',
      'Pilates',
      'Yoga',
    ]);
    expect(
      (await t.call({ method: 'GET', url: '/api/favoriteStudios/myFavoriteStudios', token })).body
        .content,
    ).toHaveLength(2);
  });

  it('has three weeks of history and progress, two classes to continue and two on the schedule', async () => {
    expect((await post('/api/history/myHistory')).body.content).toHaveLength(10);
    expect((await post('/api/history/continueWatching')).body.content).toHaveLength(2);
    const progress = (await post('/api/history/myprogress')).body.content;
    expect(progress.data).toHaveLength(10);
    expect(progress.total).toBeGreaterThan(1000);
    const [completed] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = 'member@jetsweat.example' AND status = 'completed'",
    );
    expect(completed!.n).toBe(10);
    const scheduled = await t.db.query(
      "SELECT 1 FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = 'member@jetsweat.example' AND status = 'scheduled' AND video_id IS NOT NULL",
    );
    expect(scheduled).toHaveLength(2);
  });

  it('is seeded once: a later start adds nothing', async () => {
    await seedDemoData(t.db.kysely, t.clock.now());
    expect((await post('/api/history/myHistory')).body.content).toHaveLength(10);
  });
});
