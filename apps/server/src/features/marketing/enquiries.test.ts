import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, marketingTexts, userSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPORT_EMAIL: 'help@jetsweat.example', SALES_EMAIL: 'deals@jetsweat.example' },
  });
});
afterAll(() => t.close());

let ipCounter = 1;
/** Each test comes from its own address, so the per-address limit of one does not touch another. */
const newAddress = () => `10.1.0.${ipCounter++}`;

const contact = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  name: 'Maya Chen',
  email: uniqueEmail('visitor'),
  message: 'Can I stream classes to my TV with Chromecast?',
  ...overrides,
});

const demo = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  audience: 'employers',
  organisation: 'Acme Logistics',
  name: 'Sam Ortiz',
  email: uniqueEmail('hr'),
  size: '250-999',
  message: 'We would like to offer classes to our warehouse staff.',
  ...overrides,
});

/** More than one address where one is taken: refused, so no form can mail a list. */
const notOneAddress: [string, Record<string, unknown>, string][] = [
  ['a list of addresses', { email: 'a@x.example, victim@corp.example' }, accountTexts.invalidEmail],
  [
    'addresses apart by a space',
    { email: 'a@x.example victim@corp.example' },
    accountTexts.invalidEmail,
  ],
];

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('POST /api/marketing/contact', () => {
  it('stores the message and mails it to support with the visitor as reply-to', async () => {
    const body = contact();
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: body,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ status: 1, content: marketingTexts.contactThanks });

    const rows = await t.db.query<{
      name: string;
      email: string;
      message: string;
      studio_id: number | null;
      mailed_at: Date | null;
    }>(
      'SELECT name, email, message, studio_id, mailed_at FROM contact_messages WHERE request_id = $1',
      [body.requestId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Maya Chen',
      email: body.email,
      message: body.message,
      studio_id: null,
    });
    expect(rows[0]!.mailed_at).toBeInstanceOf(Date);

    const mail = t.mailer.sent.find((m) => m.replyTo === body.email);
    expect(mail?.to).toBe('help@jetsweat.example');
    expect(mail?.subject).toBe('Contact form (JetSweat): Maya Chen');
    expect(mail?.text).toContain(body.message);
    expect(mail?.text).toContain(`<${body.email}>`);
  });

  it('sends a message written on a studio’s own site to that studio', async () => {
    const body = contact();
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: body,
      headers: { host: 'baristudio.localhost:3000' },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.query<{ studio_id: number }>(
      'SELECT studio_id FROM contact_messages WHERE request_id = $1',
      [body.requestId],
    );
    expect(row[0]!.studio_id).toBe(401);
    const mail = t.mailer.sent.find((m) => m.replyTo === body.email);
    expect(mail?.to).toBe('hello@baristudio.example');
    expect(mail?.subject).toBe('Contact form (Bari Studio): Maya Chen');
  });

  it.each([
    ['no name', { name: '   ' }, marketingTexts.nameMissing],
    ['a missing name', { name: undefined }, marketingTexts.nameMissing],
    ['an e-mail without @', { email: 'maya.example.com' }, accountTexts.invalidEmail],
    ...notOneAddress,
    ['an empty message', { message: '' }, marketingTexts.messageMissing],
    [
      'a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      marketingTexts.messageTooLong,
    ],
    ['a request id that is not one', { requestId: 'abc' }, marketingTexts.requestIdInvalid],
  ])(
    'refuses %s with a clear message and stores and mails nothing',
    async (_label, change, message) => {
      const [rowsBefore, mailsBefore] = [await count('contact_messages'), t.mailer.sent.length];
      const res = await t.call({
        method: 'POST',
        url: '/api/marketing/contact',
        payload: contact(change),
        remoteAddress: newAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, content: message });
      expect(await count('contact_messages')).toBe(rowsBefore);
      expect(t.mailer.sent.length).toBe(mailsBefore);
    },
  );

  it('accepts the shortest address the e-mail rule allows (no database error for input the schema passed)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: contact({ email: 'a@b.co' }),
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps one message and sends one mail when the same form is sent five times at once', async () => {
    const body = contact();
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call({
          method: 'POST',
          url: '/api/marketing/contact',
          payload: body,
          remoteAddress: address,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await t.db.query('SELECT id FROM contact_messages WHERE request_id = $1', [
      body.requestId,
    ]);
    expect(rows).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.replyTo === body.email)).toHaveLength(1);
  });

  it('keeps the message when mail fails, says so, and mails it when the visitor tries again', async () => {
    const body = contact();
    const address = newAddress();
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const failed = await t.call({
        method: 'POST',
        url: '/api/marketing/contact',
        payload: body,
        remoteAddress: address,
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.body).toEqual({ status: 0, content: marketingTexts.mailFailed });
    } finally {
      t.mailer.send = send;
    }
    const stored = await t.db.query<{ mailed_at: Date | null }>(
      'SELECT mailed_at FROM contact_messages WHERE request_id = $1',
      [body.requestId],
    );
    expect(stored).toEqual([{ mailed_at: null }]);

    const retry = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: body,
      remoteAddress: address,
    });
    expect(retry.statusCode).toBe(201);
    expect(t.mailer.sent.filter((m) => m.replyTo === body.email)).toHaveLength(1);
    const after = await t.db.query<{ n: number; mailed: boolean }>(
      'SELECT count(*)::int AS n, bool_and(mailed_at IS NOT NULL) AS mailed FROM contact_messages WHERE request_id = $1',
      [body.requestId],
    );
    expect(after[0]).toEqual({ n: 1, mailed: true });
  });

  it('slows down one address after 20 messages in an hour, and lets it write again an hour later', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const ok = await t.call({
        method: 'POST',
        url: '/api/marketing/contact',
        payload: contact(),
        remoteAddress: address,
      });
      expect(ok.statusCode).toBe(201);
    }
    const before = await count('contact_messages');
    const refused = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: contact(),
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 0, content: accountTexts.tooManyAttempts });
    expect(await count('contact_messages')).toBe(before);
    const other = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: contact(),
      remoteAddress: newAddress(),
    });
    expect(other.statusCode).toBe(201);

    t.clock.advance(61 * 60 * 1000);
    const later = await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: contact(),
      remoteAddress: address,
    });
    expect(later.statusCode).toBe(201);
  });
});

describe('POST /api/marketing/demo-request', () => {
  it('stores the request and mails it to sales', async () => {
    const body = demo();
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/demo-request',
      payload: body,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ status: 1, content: marketingTexts.demoRequestThanks });
    const rows = await t.db.query(
      'SELECT audience, organisation, name, email, size, message FROM demo_requests WHERE request_id = $1',
      [body.requestId],
    );
    expect(rows).toEqual([
      {
        audience: 'employers',
        organisation: 'Acme Logistics',
        name: 'Sam Ortiz',
        email: body.email,
        size: '250-999',
        message: body.message,
      },
    ]);
    const mail = t.mailer.sent.find((m) => m.replyTo === body.email);
    expect(mail?.to).toBe('deals@jetsweat.example');
    expect(mail?.subject).toBe('Demo request: Acme Logistics (250-999)');
    expect(mail?.text).toContain('From: Employers page');
    expect(mail?.text).toContain(body.message);
  });

  it('accepts a request without a message', async () => {
    const body = demo({ message: undefined, audience: 'schools' });
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/demo-request',
      payload: body,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.query(
      'SELECT message, audience FROM demo_requests WHERE request_id = $1',
      [body.requestId],
    );
    expect(rows).toEqual([{ message: '', audience: 'schools' }]);
  });

  it('keeps a subject line on one line whatever the visitor types', async () => {
    const body = demo({ organisation: 'Acme\r\nBcc: victim@example.com' });
    await t.call({
      method: 'POST',
      url: '/api/marketing/demo-request',
      payload: body,
      remoteAddress: newAddress(),
    });
    const mail = t.mailer.sent.find((m) => m.replyTo === body.email);
    expect(mail?.subject).toBe('Demo request: Acme Bcc: victim@example.com (250-999)');
  });

  it.each([
    ['no organisation', { organisation: '' }, marketingTexts.organisationMissing],
    ['no name', { name: '' }, marketingTexts.nameMissing],
    ['a bad e-mail', { email: 'sam' }, accountTexts.invalidEmail],
    ...notOneAddress,
    ['no size', { size: undefined }, marketingTexts.sizeMissing],
    ['a size not offered', { size: 'huge' }, marketingTexts.sizeMissing],
  ])('refuses %s with a clear message and stores nothing', async (_label, change, message) => {
    const [rowsBefore, mailsBefore] = [await count('demo_requests'), t.mailer.sent.length];
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/demo-request',
      payload: demo(change),
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, content: message });
    expect(await count('demo_requests')).toBe(rowsBefore);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });

  it('stores one request for a double click', async () => {
    const body = demo();
    const address = newAddress();
    await Promise.all([
      t.call({
        method: 'POST',
        url: '/api/marketing/demo-request',
        payload: body,
        remoteAddress: address,
      }),
      t.call({
        method: 'POST',
        url: '/api/marketing/demo-request',
        payload: body,
        remoteAddress: address,
      }),
    ]);
    expect(
      await t.db.query('SELECT id FROM demo_requests WHERE request_id = $1', [body.requestId]),
    ).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.replyTo === body.email)).toHaveLength(1);
  });
});

describe('the inbox for staff', () => {
  const staffToken = async () => {
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    );
    expectOk(res);
    // Log-in always answers the session's token (it is optional only in GET /api/user/me).
    return res.body.content.authToken!;
  };

  it('shows staff every contact message, newest first, including one whose mail failed', async () => {
    const first = contact();
    const second = contact({ name: 'Second Person' });
    await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: first,
      remoteAddress: newAddress(),
    });
    t.clock.advance(1000);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    await t.call({
      method: 'POST',
      url: '/api/marketing/contact',
      payload: second,
      remoteAddress: newAddress(),
    });
    t.mailer.send = send;

    const res = await t.call({
      method: 'GET',
      url: '/api/marketing/contact-messages?limit=2',
      token: await staffToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.content).toEqual([
      expect.objectContaining({
        name: 'Second Person',
        email: second.email,
        message: second.message,
        mailed: false,
        studioId: null,
      }),
      expect.objectContaining({ name: 'Maya Chen', email: first.email, mailed: true }),
    ]);
  });

  it('shows staff the demo requests', async () => {
    const body = demo({ organisation: 'Inbox Test Co' });
    await t.call({
      method: 'POST',
      url: '/api/marketing/demo-request',
      payload: body,
      remoteAddress: newAddress(),
    });
    const res = await t.call({
      method: 'GET',
      url: '/api/marketing/demo-requests',
      token: await staffToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.content).toContainEqual(
      expect.objectContaining({
        organisation: 'Inbox Test Co',
        email: body.email,
        size: '250-999',
        audience: 'employers',
        mailed: true,
      }),
    );
  });

  it('refuses members (403) and visitors (401)', async () => {
    const member = await t.newUser();
    for (const url of ['/api/marketing/contact-messages', '/api/marketing/demo-requests']) {
      const asMember = await t.call({ method: 'GET', url, token: member.token });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.body).toEqual({ status: 0, content: marketingTexts.staffOnly });
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
