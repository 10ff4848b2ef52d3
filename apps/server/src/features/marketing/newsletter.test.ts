import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, marketingTexts } from '@jetsweat/contract';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { createNewsletter } from './newsletter.ts';
import { answerOf } from '../../../test/answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://jetsweat.example' } });
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.call({ method: 'POST', url: '/api/marketing/newsletter', payload: { email } });
const subscriber = async (email: string) =>
  (
    await t.db.query<{ email: string; unsubscribe_token: string; unsubscribed_at: Date | null }>(
      'SELECT email, unsubscribe_token, unsubscribed_at FROM newsletter_subscribers WHERE lower(email) = lower($1)',
      [email],
    )
  )[0];
const unsubscribeLink = (text: string) =>
  text.match(
    /https:\/\/jetsweat\.example\/api\/marketing\/newsletter\/unsubscribe\?token=[\w-]+/,
  )?.[0];

const confirmToken = (text: string) =>
  /https:\/\/jetsweat\.example\/api\/marketing\/newsletter\/confirm\?token=([\w-]+)/.exec(
    text,
  )?.[1];
const confirm = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/marketing/newsletter/confirm?token=${token}` });
/** Signs up and opens the link of the sign-up mail, as the address's owner would. */
async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  expect((await confirm(confirmToken(t.mailer.to(email)[0]!.text)!)).statusCode).toBe(200);
}

describe('newsletter sign-up', () => {
  it('stores the address and mails only a confirmation link, with its own unsubscribe link', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, content: marketingTexts.newsletterThanks });
    const row = await subscriber(email);
    expect(row).toMatchObject({ email, unsubscribed_at: null });

    const [mail] = t.mailer.to(email);
    expect(mail?.subject).toBe('Confirm your JetSweat newsletter sign-up');
    const token = confirmToken(mail!.text)!;
    // Only its hash is kept.
    expect(
      await t.db.query('SELECT 1 FROM newsletter_subscribers WHERE confirm_token_hash = $1', [
        token,
      ]),
    ).toHaveLength(0);
    const link = unsubscribeLink(mail!.text);
    expect(link).toBe(
      `https://jetsweat.example/api/marketing/newsletter/unsubscribe?token=${row!.unsubscribe_token}`,
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('treats signing up again, in any case, as success without a second row or mail', async () => {
    const email = uniqueEmail('twice');
    await subscribe(email);
    const again = await subscribe(email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.body.content).toBe(marketingTexts.newsletterThanks);
    const rows = await t.db.query(
      'SELECT id FROM newsletter_subscribers WHERE lower(email) = lower($1)',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(t.mailer.to(email)).toHaveLength(1);
  });

  it('keeps one row when the same address arrives five times at once', async () => {
    const email = uniqueEmail('rush');
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe(email)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      await t.db.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [email]),
    ).toHaveLength(1);
    expect(t.mailer.to(email)).toHaveLength(1);
  });

  it.each([
    'not-an-address',
    'a@x.example, victim@corp.example',
    'a@x.example victim@corp.example',
  ])('refuses %j (not one address) and stores and mails nothing', async (email) => {
    const before = await t.db.query('SELECT id FROM newsletter_subscribers');
    const mailsBefore = t.mailer.sent.length;
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, content: accountTexts.invalidEmail });
    expect(await t.db.query('SELECT id FROM newsletter_subscribers')).toHaveLength(before.length);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });
});

describe('unsubscribing', () => {
  it('the link in the mail unsubscribes and answers a page; using it twice is fine', async () => {
    const email = uniqueEmail('leave');
    await subscribe(email);
    const link = new URL(unsubscribeLink(t.mailer.to(email)[0]!.text)!);
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(marketingTexts.unsubscribed);
    const row = await subscriber(email);
    expect(row?.unsubscribed_at).toBeInstanceOf(Date);

    t.clock.advance(60_000);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribed_at).toEqual(row?.unsubscribed_at);
  });

  it('one-click unsubscribe (POST) works from the mail client', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe(email);
    const token = (await subscriber(email))!.unsubscribe_token;
    const res = await t.call({
      method: 'POST',
      url: `/api/marketing/newsletter/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('an unknown link answers 404 and changes nothing', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/marketing/newsletter/unsubscribe?token=nonexistent-token-123',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, content: marketingTexts.unsubscribeUnknown });
  });

  it('signing up again after unsubscribing subscribes again', async () => {
    const email = uniqueEmail('back');
    await subscribe(email);
    const token = (await subscriber(email))!.unsubscribe_token;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/marketing/newsletter/unsubscribe?token=${token}`,
        })
      ).statusCode,
    ).toBe(200);
    await subscribe(email);
    expect((await subscriber(email))?.unsubscribed_at).toBeNull();
  });
});

describe('sending an issue', () => {
  it('mails every subscribed address, each with its own unsubscribe link, and skips those who left', async () => {
    const staying = uniqueEmail('stays');
    const leaving = uniqueEmail('goes');
    await subscribeAndConfirm(staying);
    await subscribeAndConfirm(leaving);
    const token = (await subscriber(leaving))!.unsubscribe_token;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/marketing/newsletter/unsubscribe?token=${token}`,
        })
      ).statusCode,
    ).toBe(200);

    const newsletter = createNewsletter(t.deps);
    const active = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL',
    );
    const sent = await newsletter.sendIssue(
      'New classes this week',
      'Five new Pilates classes from BK Pilates.',
    );
    expect(sent).toBe(active[0]!.n);

    const issue = t.mailer.to(staying).find((m) => m.subject === 'New classes this week');
    expect(issue?.text).toContain('Five new Pilates classes from BK Pilates.');
    expect(unsubscribeLink(issue!.text)).toContain((await subscriber(staying))!.unsubscribe_token);
    expect(t.mailer.to(leaving).some((m) => m.subject === 'New classes this week')).toBe(false);
  });
});

describe('double opt-in', () => {
  it('sends issues only once the link is opened; the link works once and answers a page', async () => {
    const email = uniqueEmail('optin');
    await subscribe(email);
    const newsletter = createNewsletter(t.deps);
    await newsletter.sendIssue('Before confirming', 'Not for you yet.');
    expect(t.mailer.to(email).some((m) => m.subject === 'Before confirming')).toBe(false);

    const token = confirmToken(t.mailer.to(email)[0]!.text)!;
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(marketingTexts.newsletterConfirmed);
    await newsletter.sendIssue('After confirming', 'Welcome aboard.');
    expect(t.mailer.to(email).some((m) => m.subject === 'After confirming')).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(answerOf(again).body).toEqual({
      status: 0,
      content: marketingTexts.newsletterConfirmUnknown,
    });
  });

  it('refuses a link older than a week, and an unknown one', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const token = confirmToken(t.mailer.to(email)[0]!.text)!;
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await confirm('unknown-token-1234567')).statusCode).toBe(404);
    const [row] = await t.db.query<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    expect(row!.confirmed_at).toBeNull();
  });
});
