import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const me = (token: string) => t.call({ method: 'GET', url: '/api/user/me', token }, userSchema);
/** The person as GET /api/user/me answers them. */
async function meNow(token: string) {
  const res = await me(token);
  expectOk(res);
  return res.body.content;
}
const save = (token: string | undefined, payload: object) =>
  t.call({ method: 'PUT', url: '/api/user/save', token, payload }, userSchema);

describe('the profile (GET /api/user/me, PUT /api/user/save)', () => {
  it('shows the defaults age 35, weight 143 and gender F while they are unset', async () => {
    const u = await t.newUser();
    const res = await me(u.token);
    expect(res.body.content).toMatchObject({ birthday: null, weight: null, gender: null });
    expectOk(res);
    expect(res.body.content.profile).toEqual({
      age: 35,
      weight: 143,
      gender: 'F',
      defaults: { age: true, weight: true, gender: true },
    });
  });

  it('saves birthday, weight, gender and activity level, and answers the profile they give', async () => {
    const u = await newMember(t);
    const res = await save(u.token, {
      userInfo: { birthday: '1990-12-01', weight: 170, gender: 'M', activityLevel: 'Very Active' },
      authUserInfo: { id: u.id },
    });
    expectOk(res);
    expect(res.body.content).toMatchObject({
      birthday: '1990-12-01',
      weight: 170,
      gender: 'M',
      activityLevel: 'Very Active',
      // 35 until the birthday on 1 December.
      profile: {
        age: 35,
        weight: 170,
        gender: 'M',
        defaults: { age: false, weight: false, gender: false },
      },
    });
    expect((await meNow(u.token)).activityLevel).toBe('Very Active');
    const cleared = await save(u.token, { userInfo: { weight: null } });
    expectOk(cleared);
    expect(cleared.body.content.profile).toMatchObject({ weight: 143, defaults: { weight: true } });
  });

  it('lets a member without a plan keep a profile too', async () => {
    const u = await t.newUser();
    expect((await save(u.token, { userInfo: { gender: 'X' } })).statusCode).toBe(200);
  });

  it('refuses bad values with a message, changing nothing', async () => {
    const u = await t.newUser();
    await save(u.token, { userInfo: { weight: 150 } });
    const bad: [object, RegExp][] = [
      [{ activityLevel: 'Couch' }, /activity level/],
      [{ weight: 20 }, /at least 50/],
      [{ weight: 'heavy' }, /pounds/],
      [{ gender: 'Q' }, /F, M or X/],
      [{ birthday: '2999-01-01' }, /between 1900 and today/],
      [{ birthday: '01/02/1990' }, /YYYY-MM-DD/],
      [{ shoeSize: 9 }, /.+/],
    ];
    for (const [userInfo, message] of bad) {
      const res = await save(u.token, { userInfo });
      expect(res.statusCode, JSON.stringify(userInfo)).toBe(400);
      expect(res.body.content).toMatch(message);
    }
    expect(await meNow(u.token)).toMatchObject({
      weight: 150,
      gender: null,
      activityLevel: null,
    });
  });

  it('refuses a member younger than 13 and a birthday in the future, changing nothing', async () => {
    // The clock's Eastern Time day is 2026-11-20.
    const u = await t.newUser();
    expectOk(await save(u.token, { userInfo: { birthday: '1990-01-01', weight: 150 } }));
    const refused: [string, RegExp][] = [
      ['2013-11-21', /at least 13 years old/],
      ['2026-11-21', /between 1900 and today/],
    ];
    for (const [birthday, message] of refused) {
      const res = await save(u.token, { userInfo: { birthday, weight: 160 } });
      expect(res.statusCode, birthday).toBe(400);
      expect(res.body.content).toMatch(message);
    }
    expect(await meNow(u.token)).toMatchObject({ birthday: '1990-01-01', weight: 150 });
    const thirteen = await save(u.token, { userInfo: { birthday: '2013-11-20' } });
    expectOk(thirteen);
    expect(thirteen.body.content).toMatchObject({ birthday: '2013-11-20', profile: { age: 13 } });
  });

  it('refuses another member’s id and a visitor', async () => {
    const u = await t.newUser();
    const other = await t.newUser();
    const res = await save(u.token, { userInfo: { weight: 180 }, authUserInfo: { id: other.id } });
    expect(res.statusCode).toBe(403);
    expect((await meNow(other.token)).weight).toBeNull();
    expect((await meNow(u.token)).weight).toBeNull();
    expect((await save(undefined, { userInfo: { weight: 180 } })).statusCode).toBe(401);
  });
});
