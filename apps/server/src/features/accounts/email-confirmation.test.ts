import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_CONFIRMATION_HOURS,
  emailConfirmationTexts,
  registerAnswerSchema,
  userSchema,
} from '@jetsweat/contract';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => /(https?:\/\/\S+)\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text);
const tokenIn = (text: string) => linkIn(text)![2]!;
const confirm = (token: string) =>
  t.call({ method: 'POST', url: '/api/user/confirm-email', payload: { token } });
const me = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/api/user/me', token }, userSchema);
  expectOk(res);
  return res.body.content;
};

async function mainPlanSubscriber(token: string) {
  const [pkg] = await t.db.query<{ id: string }>(
    "SELECT id FROM packages WHERE studio_id IS NULL AND kind = 'monthly' AND active",
  );
  const res = await subscribe(t, token, { packageId: pkg!.id, token: await tokenFor(t) });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

async function book(token: string, title: string, startsInHours: number) {
  const id = await insertClass(t, { title, startsInHours });
  const res = await t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    payload: { liveClassId: id, videoId: null, status: 'scheduled' },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
}

describe('confirming a new e-mail address', () => {
  it.each([
    ['/api/user/register', 'localhost'],
    ['/api/user/register/brookspilates', 'brookspilates.localhost'],
  ])('mails only a confirmation link at sign-up (%s), on the account’s site', async (url, host) => {
    const email = uniqueEmail();
    const res = await t.call(
      {
        method: 'POST',
        url,
        payload: {
          userInfo: { email, firstName: 'Nia', lastName: 'New', password: 'correct-horse-1' },
        },
      },
      registerAnswerSchema,
    );
    expectOk(res, 201);
    const mails = t.mailer.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Confirm your .* email address$/);
    const link = linkIn(mails[0]!.text)!;
    expect(new URL(link[1]!).hostname).toBe(host);
    // Only the token's hash is kept.
    expect(
      await t.db.query('SELECT 1 FROM email_confirmations WHERE token_hash = $1', [link[2]]),
    ).toHaveLength(0);
    expect((await me(res.body.content.authToken)).emailConfirmed).toBe(false);
  });

  it('sends an unconfirmed address no booking or billing mail, and does once it is confirmed', async () => {
    const u = await t.newUser({}, { confirmed: false });
    const info = vi.spyOn(t.app.log, 'info');
    await mainPlanSubscriber(u.token);
    await book(u.token, 'Unconfirmed Class', 30);
    expect(t.mailer.to(u.email).map((m) => m.subject)).toEqual([
      'Confirm your JetSweat email address',
    ]);
    // Each skip is logged, without the address.
    const skips = info.mock.calls.filter((c) => String(c.at(-1)).includes('mail skipped'));
    expect(skips.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(skips)).not.toContain(u.email);
    info.mockRestore();

    const res = await confirm(tokenIn(t.mailer.to(u.email)[0]!.text));
    expect(res).toEqual({
      statusCode: 200,
      body: { status: 1, content: emailConfirmationTexts.confirmed },
    });
    expect((await me(u.token)).emailConfirmed).toBe(true);
    await book(u.token, 'Confirmed Class', 31);
    expect(t.mailer.to(u.email).at(-1)!.subject).toContain('Confirmed Class');
    const cancel = await t.call({
      method: 'DELETE',
      url: '/api/user/subscription',
      token: u.token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(t.mailer.to(u.email).at(-1)!.subject).toBe('Your JetSweat subscription is cancelled');
  });

  it('still sends a password reset to an unconfirmed address', async () => {
    const u = await t.newUser({}, { confirmed: false });
    const res = await t.call({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.to(u.email).at(-1)!.text).toContain('/reset-password/');
  });

  it('takes a link once, and refuses an unknown, used or expired one with a clear text', async () => {
    const u = await t.newUser({}, { confirmed: false });
    const token = tokenIn(t.mailer.to(u.email)[0]!.text);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again).toEqual({
      statusCode: 404,
      body: { status: 0, content: emailConfirmationTexts.linkInvalid },
    });
    expect((await confirm('x'.repeat(43))).body).toEqual({
      status: 0,
      content: emailConfirmationTexts.linkInvalid,
    });
    expect((await confirm('short')).statusCode).toBe(400);

    const late = await t.newUser({}, { confirmed: false });
    const lateToken = tokenIn(t.mailer.to(late.email)[0]!.text);
    t.clock.advance(EMAIL_CONFIRMATION_HOURS * 3600_000 + 1000);
    expect((await confirm(lateToken)).statusCode).toBe(404);
    expect((await me(late.token)).emailConfirmed).toBe(false);
  });

  it('mails another link on request, only to the logged-in person and while unconfirmed', async () => {
    const u = await t.newUser({}, { confirmed: false });
    const resend = () =>
      t.call({ method: 'POST', url: '/api/user/confirm-email/resend', token: u.token });
    expect(
      (await t.call({ method: 'POST', url: '/api/user/confirm-email/resend' })).statusCode,
    ).toBe(401);
    expect((await resend()).body).toEqual({ status: 1, content: emailConfirmationTexts.sent });
    const mails = t.mailer.to(u.email);
    expect(mails).toHaveLength(2);
    expect((await confirm(tokenIn(mails[1]!.text))).statusCode).toBe(200);
    expect((await resend()).body).toEqual({
      status: 1,
      content: emailConfirmationTexts.alreadyConfirmed,
    });
    expect(t.mailer.to(u.email)).toHaveLength(2);
  });

  it('limits how many links one account may ask for in an hour', async () => {
    const u = await t.newUser({}, { confirmed: false });
    const resend = () =>
      t.call({ method: 'POST', url: '/api/user/confirm-email/resend', token: u.token });
    for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
    expect(t.mailer.to(u.email)).toHaveLength(6);
  });

  it('counts the demo accounts as confirmed', async () => {
    const login = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    );
    expectOk(login);
    expect(login.body.content.emailConfirmed).toBe(true);
  });
});
