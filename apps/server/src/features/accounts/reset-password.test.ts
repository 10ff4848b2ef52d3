import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, registerAnswerSchema, userSchema } from '@jetsweat/contract';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { RESET_MAILS_PER_HOUR } from './password-reset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/);

async function requestReset(email: string, query = '') {
  return t.call({ method: 'POST', url: `/api/user/reset-password${query}`, payload: { email } });
}

describe('POST /api/user/reset-password', () => {
  it('answers 404 with the specified text for an unknown address and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await requestReset(email);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, content: accountTexts.userDoesNotExist });
    expect(t.mailer.to(email)).toHaveLength(0);
  });

  it('answers the specified success text and e-mails a link to our site', async () => {
    const u = await t.newUser();
    const res = await requestReset(u.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, content: accountTexts.resetSent });
    const [mail] = t.mailer.to(u.email);
    const link = linkIn(mail!.text);
    expect(link?.[0]).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password/`));
    // The answer tells of what the mail holds: a link, not a new password.
    expect(accountTexts.resetSent).toMatch(/a link to choose a new password/);
    // The link's token is not stored as such.
    const stored = await t.db.query('SELECT 1 FROM password_resets WHERE token_hash = $1', [
      link![1],
    ]);
    expect(stored).toHaveLength(0);
  });

  it("links to the account's own site, whatever studio the request names", async () => {
    const brooks = (
      await t.db.query<{ id: number }>("SELECT id FROM studios WHERE short_name = 'brookspilates'")
    )[0]!;
    // A general account: the main site, even when the request names a studio (that studio's
    // domain could be someone else's, and the link would hand them the account).
    const general = await t.newUser();
    expect((await requestReset(general.email, `?studioId=${brooks.id}`)).statusCode).toBe(200);
    const generalLink = linkIn(t.mailer.to(general.email)[0]!.text)![0];
    expect(new URL(generalLink).hostname).toBe('localhost');
    // A studio's account: its studio's own site, with or without the query.
    const member = await t.call(
      {
        method: 'POST',
        url: '/api/user/register/brookspilates',
        payload: {
          userInfo: {
            email: uniqueEmail('brooks'),
            firstName: 'Bea',
            lastName: 'Brooks',
            password: 'correct-horse-1',
          },
        },
      },
      registerAnswerSchema,
    );
    expectOk(member, 201);
    const memberMe = await t.call(
      { method: 'GET', url: '/api/user/me', token: member.body.content.authToken },
      userSchema,
    );
    expectOk(memberMe);
    const memberEmail = memberMe.body.content.email;
    expect((await requestReset(memberEmail)).statusCode).toBe(200);
    const memberLink = linkIn(t.mailer.to(memberEmail).at(-1)!.text)![0];
    expect(new URL(memberLink).hostname).toBe('brookspilates.localhost');
  });

  it('refuses a bad address or studio id with 400, and ignores an unknown studio', async () => {
    expect((await requestReset('not-an-address')).statusCode).toBe(400);
    expect((await requestReset('a@x.example, victim@corp.example')).statusCode).toBe(400);
    const u = await t.newUser();
    expect((await requestReset(u.email, '?studioId=abc')).statusCode).toBe(400);
    expect(t.mailer.to(u.email)).toHaveLength(0);
    expect((await requestReset(u.email, '?studioId=999999')).statusCode).toBe(200);
    expect(new URL(linkIn(t.mailer.to(u.email)[0]!.text)![0]).hostname).toBe('localhost');
  });

  it('mails an account a few links an hour, answering every request the same', async () => {
    const u = await t.newUser();
    const answers = [];
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) answers.push(await requestReset(u.email));
    for (const res of answers)
      expect(res.body).toEqual({ status: 1, content: accountTexts.resetSent });
    expect(t.mailer.to(u.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

describe('POST /api/user/reset-password/confirm', () => {
  async function freshLink() {
    const u = await t.newUser();
    await requestReset(u.email);
    const token = linkIn(t.mailer.to(u.email).at(-1)!.text)![1]!;
    return { u, token };
  }

  it('sets the new password once, signs out everywhere, and the old password stops working', async () => {
    const { u, token } = await freshLink();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'brand-new-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.content).toBe(accountTexts.passwordChanged);
    expect((await t.call({ method: 'GET', url: '/api/user/me', token: u.token })).statusCode).toBe(
      401,
    );
    const oldLogin = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: u.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: 'brand-new-secret' },
    });
    expect(newLogin.statusCode).toBe(200);
    // Single use.
    const again = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'another-secret' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body.content).toBe(accountTexts.resetLinkInvalid);
  });

  it('spends older links when one is used', async () => {
    const u = await t.newUser();
    await requestReset(u.email);
    await requestReset(u.email);
    const [first, second] = t.mailer.to(u.email).map((m) => linkIn(m.text)![1]!);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/reset-password/confirm',
          payload: { token: second, password: 'brand-new-secret' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/reset-password/confirm',
          payload: { token: first, password: 'other-secret-1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('expires after an hour', async () => {
    const { u, token } = await freshLink();
    t.clock.advance(61 * 60 * 1000);
    const res = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'brand-new-secret' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: u.email, password: u.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a short password and keeps the link usable', async () => {
    const { token } = await freshLink();
    const short = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const ok = await t.call({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, password: 'long-enough-now' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('two confirmations of one link at once change the password once', async () => {
    const { u, token } = await freshLink();
    const results = await Promise.all(
      ['first-new-secret', 'second-new-secret'].map((password) =>
        t.call({
          method: 'POST',
          url: '/api/user/reset-password/confirm',
          payload: { token, password },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = results[0]!.statusCode === 200 ? 'first-new-secret' : 'second-new-secret';
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: u.email, password: winner },
        })
      ).statusCode,
    ).toBe(200);
  });
});
