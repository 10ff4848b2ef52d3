import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameTexts } from '@jetsweat/contract';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHISH = 'Payment failed. Re-enter your card at https://evil.example';

describe('names are one line of plain text', () => {
  it.each([
    ['/api/user/register', {}],
    ['/api/user/register/brookspilates', {}],
    ['/api/user/register/gympass', { token: 'partner-pass-token' }],
  ])(
    'refuses a first name carrying a link at sign-up (%s) and creates nothing',
    async (url, extra) => {
      const email = uniqueEmail();
      const res = await t.call({
        method: 'POST',
        url,
        payload: {
          userInfo: {
            email,
            firstName: PHISH,
            lastName: 'Doe',
            password: 'correct-horse-1',
            ...extra,
          },
        },
      });
      expect(res).toEqual({
        statusCode: 400,
        body: {
          status: 0,
          content: nameTexts.noLinks('first name'),
          field: 'userInfo.firstName',
        },
      });
      expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
      expect(t.mailer.to(email)).toHaveLength(0);
    },
  );

  it('refuses a last name with a line break at sign-up', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userInfo: {
          email: uniqueEmail(),
          firstName: 'Jo',
          lastName: 'Doe\nPayment failed',
          password: 'correct-horse-1',
        },
      },
    });
    expect(res.body).toEqual({
      status: 0,
      content: nameTexts.oneLine('last name'),
      field: 'userInfo.lastName',
    });
  });

  it('refuses such names on profile save and keeps the stored one', async () => {
    const u = await t.newUser({ firstName: 'Jordan' });
    const save = (userInfo: object) =>
      t.call({ method: 'PUT', url: '/api/user/save', token: u.token, payload: { userInfo } });
    expect((await save({ firstName: PHISH })).body).toMatchObject({
      status: 0,
      content: nameTexts.noLinks('first name'),
    });
    expect((await save({ lastName: 'visit www.evil.example' })).statusCode).toBe(400);
    expect((await save({ firstName: 'Jor\u2028dan' })).body.content).toBe(
      nameTexts.oneLine('first name'),
    );
    const ok = await save({ firstName: 'St. John', lastName: "O'Brien" });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.content).toMatchObject({ firstName: 'St. John', lastName: "O'Brien" });
  });

  it('never prints a stored name that breaks the rule in mail (accounts from before it)', async () => {
    const u = await t.newUser();
    await t.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [PHISH, u.id]);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.to(u.email).at(-1)!;
    expect(mail.text).toMatch(/^Hi,\n/);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).not.toContain('Payment failed');
  });

  it('greets by first name when it is a plain one', async () => {
    const u = await t.newUser({ firstName: 'Jordan' });
    await t.call({ method: 'POST', url: '/api/user/reset-password', payload: { email: u.email } });
    expect(t.mailer.to(u.email).at(-1)!.text).toMatch(/^Hi Jordan,\n/);
  });
});
