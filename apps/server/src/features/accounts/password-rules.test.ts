import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '@jetsweat/contract';
import {
  createTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../../test/harness.ts';
import { expectFailure, type Answer } from '../../../test/answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each was accepted before zxcvbn scored passwords (issue 19, item 6).
const GUESSABLE = [
  'aaaaaaaa',
  '00000000',
  'letsworkout',
  'jetsweat1',
  'Password123!',
  'Summer2024',
  'Welcome123',
];

const SIGN_UPS: { url: string; extra: Record<string, string> }[] = [
  { url: '/api/user/register', extra: {} },
  { url: '/api/user/register/brookspilates', extra: {} },
  { url: '/api/user/register/gympass', extra: { token: 'partner-7' } },
];

const register = (url: string, userInfo: Record<string, string>) =>
  t.call({ method: 'POST', url, payload: { userInfo } });

const person = (password: string) => ({
  email: uniqueEmail('morgan'),
  firstName: 'Morgan',
  lastName: 'Castellano',
  password,
});

async function accountExists(email: string): Promise<boolean> {
  const rows = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email.toLowerCase()]);
  return rows.length > 0;
}

/** A refusal carries our opening text and then zxcvbn's own warning or suggestions. */
function expectRefusedWithFeedback(res: Answer<unknown>, password: string) {
  expectFailure(res, 400);
  const text = res.body.content;
  expect(text.startsWith(`${accountTexts.weakPassword} `), `${password}: ${text}`).toBe(true);
  expect(text.length, `${password}: ${text}`).toBeGreaterThan(
    accountTexts.weakPassword.length + 10,
  );
}

describe('guessable passwords (zxcvbn score below 3)', () => {
  it('are refused with their feedback on every sign-up route, and no account is made', async () => {
    for (const { url, extra } of SIGN_UPS) {
      for (const password of GUESSABLE) {
        const info = { ...person(password), ...extra };
        expectRefusedWithFeedback(await register(url, info), `${url} ${password}`);
        expect(await accountExists(info.email)).toBe(false);
      }
    }
  });

  it('are refused as a new password from a reset link, which stays usable', async () => {
    const u = await t.newUser();
    await t.call({ method: 'POST', url: '/api/user/reset-password', payload: { email: u.email } });
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(t.mailer.to(u.email).at(-1)!.text)![1]!;
    const confirm = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/reset-password/confirm',
        payload: { token, password },
      });
    for (const password of GUESSABLE) expectRefusedWithFeedback(await confirm(password), password);
    expect((await confirm('Quiet-orchard-lantern-48')).statusCode).toBe(200);
  });

  it('a strong password is accepted on every sign-up route', async () => {
    for (const { url, extra } of SIGN_UPS) {
      const info = { ...person('Quiet-orchard-lantern-48'), ...extra };
      const res = await register(url, info);
      expect(res.statusCode, url).toBe(201);
      expect(await accountExists(info.email)).toBe(true);
    }
    expect((await t.newUser({ password: STRONG_PASSWORD })).token).toBeTruthy();
  });
});

describe("the member's own words", () => {
  it('a password holding their first or last name is refused, however long', async () => {
    for (const password of ['Morgan-quiet-orchard-48', 'quiet-orchard-CASTELLANO-48']) {
      const info = person(password);
      const res = await register('/api/user/register', info);
      expect(res.statusCode, password).toBe(400);
      expect(res.body).toEqual({ status: 0, content: accountTexts.passwordHasName });
      expect(await accountExists(info.email)).toBe(false);
    }
  });

  it("a password holding their e-mail's name is refused", async () => {
    const info = { ...person(''), email: uniqueEmail('wanderlust') };
    info.password = `${info.email.split('@')[0]}-quiet-48`;
    const res = await register('/api/user/register', info);
    expect(res.body).toEqual({ status: 0, content: accountTexts.passwordHasEmail });
    expect(await accountExists(info.email)).toBe(false);
  });

  it("the e-mail's words and the studio's name count as guessable for zxcvbn", async () => {
    // Each password is strong for someone else; it is guessable for this person on this site.
    const ownWord = 'quokkaville12';
    expect((await register('/api/user/register', person(ownWord))).statusCode).toBe(201);
    const own = { ...person(ownWord), email: uniqueEmail('quokkaville') };
    expectRefusedWithFeedback(await register('/api/user/register', own), ownWord);
    expect(await accountExists(own.email)).toBe(false);

    const studioWord = 'brookspilates1';
    expect((await register('/api/user/register', person(studioWord))).statusCode).toBe(201);
    expectRefusedWithFeedback(
      await register('/api/user/register/brookspilates', person(studioWord)),
      studioWord,
    );
  });
});

describe('the demo accounts', () => {
  it('keep their seeded password, which sign-up would refuse', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
    });
    expect(res.statusCode).toBe(200);
  });
});
