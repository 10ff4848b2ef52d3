import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, registerAnswerSchema, userSchema } from '@jetsweat/contract';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { expectFailure, expectOk } from '../../../test/answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (overrides: Record<string, string> = {}) => ({
  email: uniqueEmail(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'analytical-engine',
  ...overrides,
});

async function countUsers(): Promise<number> {
  return (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
}

describe('POST /api/user/register', () => {
  it('creates an account and answers a working session token', async () => {
    const info = person();
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/register',
        payload: { userInfo: info },
      },
      registerAnswerSchema,
    );
    expectOk(res, 201);
    expect(res.body.status).toBe(1);
    const me = await t.call(
      {
        method: 'GET',
        url: '/api/user/me',
        token: res.body.content.authToken,
      },
      userSchema,
    );
    expect(me.body.content).toMatchObject({
      email: info.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      accountType: 'general',
      studioId: null,
      userType: 'member',
      isCustomer: false,
      subscription: { active: false, packageId: null },
    });
    const stored = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [info.email],
    );
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail that already has an account, whatever its case, and changes nothing', async () => {
    const info = person();
    await t.call({ method: 'POST', url: '/api/user/register', payload: { userInfo: info } });
    const before = await countUsers();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register',
      payload: { userInfo: { ...info, email: info.email.toUpperCase() } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 0, content: accountTexts.emailTaken });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a person younger than 13 or born in the future, making no account', async () => {
    // The clock's Eastern Time day is 2026-11-20.
    const before = await countUsers();
    const refused: [string, RegExp][] = [
      ['2013-11-21', /at least 13 years old/],
      ['2026-11-21', /between 1900 and today/],
      ['21/11/2000', /YYYY-MM-DD/],
    ];
    for (const [birthday, message] of refused) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userInfo: { ...person(), birthday } },
      });
      expect(res.statusCode, birthday).toBe(400);
      expect(res.body.content).toMatch(message);
    }
    expect(await countUsers()).toBe(before);
  });

  it('keeps the birthday given at sign-up, 13 years old that very day', async () => {
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/register',
        payload: { userInfo: { ...person(), birthday: '2013-11-20' } },
      },
      registerAnswerSchema,
    );
    expectOk(res, 201);
    const me = await t.call(
      { method: 'GET', url: '/api/user/me', token: res.body.content.authToken },
      userSchema,
    );
    expect(me.body.content).toMatchObject({ birthday: '2013-11-20', profile: { age: 13 } });
  });

  it('makes one account when the same sign-up arrives twice at once', async () => {
    const info = person();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call({ method: 'POST', url: '/api/user/register', payload: { userInfo: info } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const rows = await t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [
      info.email,
    ]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an e-mail without @', { email: 'nobody.example.com' }, accountTexts.invalidEmail],
    [
      'a short password',
      { password: 'short' },
      'Please choose a password of at least 8 characters.',
    ],
    ['an empty first name', { firstName: '  ' }, 'Please enter your first name.'],
  ])('answers 400 with a readable message for %s', async (_label, change, message) => {
    const before = await countUsers();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register',
      payload: { userInfo: person(change) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.content).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers 400, not 500, for a missing body, wrong types and broken JSON', async () => {
    for (const payload of [
      undefined,
      { userInfo: 'x' },
      { userInfo: { ...person(), email: 42 } },
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/user/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
    }
    const broken = await t.call({
      method: 'POST',
      url: '/api/user/register',
      payload: '{"userInfo":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body.content).toBe('The request body is not valid JSON.');
  });
});

describe('password rules (OWASP ASVS 5.0 6.2)', () => {
  const register = (userInfo: Record<string, string>, url = '/api/user/register') =>
    t.call({ method: 'POST', url, payload: { userInfo } });

  it('refuses guessable passwords, whitespace and the e-mail name, and creates nothing', async () => {
    const before = await countUsers();
    const email = uniqueEmail('gabriela');
    const cases: [string, string][] = [
      ['12345678', accountTexts.weakPassword],
      ['password', accountTexts.weakPassword],
      ['Iloveyou', accountTexts.weakPassword],
      ['        ', accountTexts.blankPassword],
      [`${email.split('@')[0]}!2026`, accountTexts.passwordHasEmail],
    ];
    for (const [password, message] of cases) {
      const res = await register(person({ email, password }));
      expectFailure(res, 400);
      expect(res.body.content.startsWith(message), res.body.content).toBe(true);
    }
    const partner = await register(
      { ...person({ email, password: 'qwerty123' }), token: 'partner-1' },
      '/api/user/register/gympass',
    );
    expect(partner.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
    expect((await register(person({ email, password: 'a-long-walk-to-the-gym' }))).statusCode).toBe(
      201,
    );
  });

  it('are checked when a new password is chosen through a reset link, which stays usable', async () => {
    const u = await t.newUser();
    await t.call({ method: 'POST', url: '/api/user/reset-password', payload: { email: u.email } });
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(t.mailer.to(u.email).at(-1)!.text)![1]!;
    const weak = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'baseball' },
    });
    expectFailure(weak, 400);
    expect(weak.body.content.startsWith(accountTexts.weakPassword)).toBe(true);
    const strong = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'brand-new-routine-9' },
    });
    expectOk(strong);
  });
});

describe('POST /api/user/register/{studioShortName}', () => {
  /** Signs a new person up through `url` and answers the account /api/user/me then shows. */
  async function accountAfterSignUp(url: string, info = person()) {
    const res = await t.okContent(
      { method: 'POST', url, payload: { userInfo: info } },
      registerAnswerSchema,
      201,
    );
    return t.okContent({ method: 'GET', url: '/api/user/me', token: res.authToken }, userSchema);
  }
  const studioId = async (shortName: string) =>
    (
      await t.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [shortName])
    )[0]!.id;

  it('makes a studio account tied to that studio', async () => {
    expect(await accountAfterSignUp('/api/user/register/brookspilates')).toMatchObject({
      accountType: 'studio',
      studioId: await studioId('brookspilates'),
    });
  });

  it("finds a studio by its misspelt key 'pearlcicc i'", async () => {
    const me = await accountAfterSignUp('/api/user/register/pearlcicc%20i');
    expect(me.studioId).toBe(await studioId('pearlcici'));
  });

  it('with an empty studio part makes a general account', async () => {
    expect(await accountAfterSignUp('/api/user/register/')).toMatchObject({
      accountType: 'general',
      studioId: null,
    });
  });

  it('refuses an unknown studio and creates nothing', async () => {
    const before = await countUsers();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register/no-such-studio',
      payload: { userInfo: person() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.content).toBe(accountTexts.unknownStudio);
    expect(await countUsers()).toBe(before);
  });
});

describe('one e-mail address per account (a list would mail several people)', () => {
  it.each([
    ['/api/user/register', 'a@x.example, victim@corp.example'],
    ['/api/user/register', 'a@x.example victim@corp.example'],
    ['/api/user/register/brookspilates', 'a@x.example, victim@corp.example'],
    ['/api/user/register/brookspilates', 'a@x.example victim@corp.example'],
  ])('POST %s refuses %j, and creates and mails nothing', async (url, email) => {
    const [before, mailsBefore] = [await countUsers(), t.mailer.sent.length];
    const res = await t.call({ method: 'POST', url, payload: { userInfo: person({ email }) } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 0,
      content: accountTexts.invalidEmail,
      field: 'userInfo.email',
    });
    expect(await countUsers()).toBe(before);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });
});

describe('POST /api/user/register/gympass', () => {
  it('marks the account as a partner-pass account and keeps the token', async () => {
    const info = person();
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/register/gympass',
        payload: { userInfo: { ...info, token: 'partner-token-123' } },
      },
      registerAnswerSchema,
    );
    expectOk(res, 201);
    const me = await t.call(
      {
        method: 'GET',
        url: '/api/user/me',
        token: res.body.content.authToken,
      },
      userSchema,
    );
    expectOk(me);
    expect(me.body.content.accessType).toBe('gympass');
    const row = await t.db.query<{ partner_token: string }>(
      'SELECT partner_token FROM users WHERE email = $1',
      [info.email],
    );
    expect(row[0]!.partner_token).toBe('partner-token-123');
  });

  it('needs the partner token', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/register/gympass',
      payload: { userInfo: person() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.content).toBeTypeOf('string');
  });
});

describe('POST /api/user/login/{studioShortName or empty}', () => {
  it('answers the user object with a fresh token, with or without a studio', async () => {
    const u = await t.newUser();
    for (const url of ['/api/user/login', '/api/user/login/', '/api/user/login/northloop']) {
      const res = await t.call(
        {
          method: 'POST',
          url,
          payload: { email: u.email.toUpperCase(), password: u.password },
        },
        userSchema,
      );
      expectOk(res);
      expect(res.body.content).toMatchObject({ email: u.email, subscription: { active: false } });
      expect(res.body.content.authToken).not.toBe(u.token);
      const me = await t.call(
        {
          method: 'GET',
          url: '/api/user/me',
          token: res.body.content.authToken,
        },
        userSchema,
      );
      expectOk(me);
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const u = await t.newUser();
    const wrong = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: 'nope-nope' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: uniqueEmail(), password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 0, content: accountTexts.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.call(
      { method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress },
      userSchema,
    );

  it('limits one address on one account with 429, but lets the right password in from elsewhere', async () => {
    const u = await t.newUser();
    const attacker = '203.0.113.7';
    const tries = [];
    for (let i = 0; i < t.config.limits.loginPerAccount + 1; i++) {
      tries.push(await login(u.email, 'guess-guess', attacker));
    }
    expect(tries.slice(0, -1).every((r) => r.statusCode === 401)).toBe(true);
    expect(tries.at(-1)!.statusCode).toBe(429);
    expect(tries.at(-1)!.body.content).toBe(accountTexts.tooManyAttempts);
    // The attacker's address is held back, even with the right password...
    expect((await login(u.email, u.password, attacker)).statusCode).toBe(429);
    // ...but the owner, from a clean address, gets in: the account is never locked.
    const owner = await login(u.email, u.password, '198.51.100.20');
    expectOk(owner);
    expect(owner.body.content.email).toBe(u.email);
    // The window passes and the address may try again.
    t.clock.advance(16 * 60 * 1000);
    expect((await login(u.email, u.password, attacker)).statusCode).toBe(200);
  });

  it('normalises the address once: case and spaces are the same account and the same counter', async () => {
    const u = await t.newUser();
    const variant = `  ${u.email.toUpperCase()} `;
    const ok = await login(variant, u.password, '192.0.2.55');
    expectOk(ok);
    expect(ok.body.content.id).toBe(u.id);
    const address = '192.0.2.56';
    const answers = [];
    for (let i = 0; i < t.config.limits.loginPerAccount + 1; i++) {
      const email = i % 2 ? variant : u.email;
      answers.push((await login(email, 'guess-guess', address)).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });
  it('refuses an unknown studio', async () => {
    const u = await t.newUser();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/login/nowhere',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('GET /api/user/me needs a token; a made-up one is refused', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const res = await t.call({ method: 'GET', url: '/api/user/me', token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, content: accountTexts.notLoggedIn });
  });

  it('accepts the bare token as well as Bearer', async () => {
    const u = await t.newUser();
    const res = await t.call({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: u.token },
    });
    expectOk(res);
  });

  it('logout revokes the token', async () => {
    const u = await t.newUser();
    expect(
      (await t.call({ method: 'POST', url: '/api/user/logout', token: u.token })).statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: u.token })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call({ method: 'POST', url: '/api/user/logout', token: u.token })).statusCode,
    ).toBe(401);
  });

  it('sessions expire', async () => {
    const u = await t.newUser();
    t.clock.advance((t.config.sessionDays + 1) * 24 * 60 * 60 * 1000);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: u.token })).statusCode).toBe(
      401,
    );
  });

  it('stores only a hash of the token', async () => {
    const u = await t.newUser();
    const rows = await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [u.token]);
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/user/subscription', () => {
  it('answers an inactive subscription for a free account', async () => {
    const u = await t.newUser();
    const res = await t.call({ method: 'GET', url: '/api/user/subscription', token: u.token });
    expect(res.body).toMatchObject({ status: 1, content: { active: false, packageId: null } });
    expect((await t.call({ method: 'GET', url: '/api/user/subscription' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/save', () => {
  it('changes the caller’s own profile', async () => {
    const u = await t.newUser();
    const res = await t.call(
      {
        method: 'PUT',
        url: '/api/user/save',
        token: u.token,
        payload: {
          userInfo: { firstName: 'Grace', birthday: '1990-04-01', weight: 150, gender: 'F' },
          authUserInfo: { id: u.id },
        },
      },
      userSchema,
    );
    expectOk(res);
    expect(res.body.content).toMatchObject({
      firstName: 'Grace',
      lastName: 'Person',
      birthday: '1990-04-01',
      weight: 150,
      gender: 'F',
    });
  });

  it("cannot change another person's profile, and changes nothing when it tries", async () => {
    const me = await t.newUser();
    const other = await t.newUser();
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/save',
      token: me.token,
      payload: { userInfo: { firstName: 'Mallory' }, authUserInfo: { id: other.id } },
    });
    expect(res.statusCode).toBe(403);
    const mine = await t.call({ method: 'GET', url: '/api/user/me', token: me.token }, userSchema);
    const theirs = await t.call(
      { method: 'GET', url: '/api/user/me', token: other.token },
      userSchema,
    );
    expectOk(mine);
    expectOk(theirs);
    expect(mine.body.content.firstName).toBe('Test');
    expect(theirs.body.content.firstName).toBe('Test');
  });

  it('refuses fields a person may not set, and bad values', async () => {
    const u = await t.newUser();
    for (const userInfo of [
      { userType: 'internal' },
      { isCustomer: true },
      { weight: 5 },
      { birthday: 'yesterday' },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/user/save',
        token: u.token,
        payload: { userInfo },
      });
      expect(res.statusCode, JSON.stringify(userInfo)).toBe(400);
    }
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: u.token }, userSchema);
    expect(me.body.content).toMatchObject({
      userType: 'member',
      isCustomer: false,
      entitled: false,
      weight: null,
      birthday: null,
    });
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/user/save',
      payload: { userInfo: { firstName: 'X' } },
    });
    expect(res.statusCode).toBe(401);
  });
});
