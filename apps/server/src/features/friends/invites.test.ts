import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendsAnswerSchema, friendTexts, inviteSentSchema } from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { INVITES_PER_DAY } from './invites.ts';
import { allowFoundByEmail, searchByEmail } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp['newUser']>>;
const invite = (who: Person, payload: object) =>
  t.call(
    { method: 'POST', url: '/api/user/friends/invite', token: who.token, payload },
    inviteSentSchema,
  );
const acceptInvite = (who: Person, token: string) =>
  t.call(
    {
      method: 'POST',
      url: '/api/user/friends/invite/accept',
      token: who.token,
      payload: { token },
    },
    z.object({ friendId: z.number() }),
  );
const friendsOf = async (who: Person) =>
  (
    await t.okContent(
      { method: 'GET', url: '/api/user/friends', token: who.token },
      friendsAnswerSchema,
    )
  ).map((f) => f.id);
const tokenIn = (text: string) => /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(text)![1]!;
let phones = 0;
const uniquePhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phones++ % 10}`;
const invitesOf = (who: Person) =>
  t.db.query('SELECT * FROM friend_invites WHERE inviter_id = $1', [who.id]);

describe('invites by e-mail', () => {
  it('mails a personal link; signing up through it makes the two friends at once', async () => {
    const inviter = await t.newUser({ firstName: 'Iris' });
    const address = uniqueEmail('invitee');
    const sent = await invite(inviter, { email: address });
    expectOk(sent, 201);
    expect(sent.body.content).toEqual({ channel: 'email', address });
    const [mail] = t.mailer.to(address);
    expect(mail!.subject).toContain('Iris');
    // The invitee's name is not known: a greeting without one, never "Hi ,".
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(mail!.text).toContain(`${t.config.publicUrl}/signup?invite=`);
    const token = tokenIn(mail!.text);
    // The table keeps the token's hash only.
    expect(JSON.stringify(await invitesOf(inviter))).not.toContain(token);
    const invitee = await t.newUser({ email: address });
    const used = await acceptInvite(invitee, token);
    expectOk(used);
    expect(used.body.content).toEqual({ friendId: inviter.id });
    expect(await friendsOf(invitee)).toEqual([inviter.id]);
    expect(await friendsOf(inviter)).toEqual([invitee.id]);
    // A link works once.
    const other = await t.newUser();
    const again = await acceptInvite(other, token);
    expect(again.statusCode).toBe(404);
    expect(again.body.content).toBe(friendTexts.inviteNotFound);
    expect(await friendsOf(other)).toEqual([]);
  });

  it('accepts a pending request between the two when the link is used', async () => {
    const inviter = await t.newUser();
    // The member finds the inviter by address, which the inviter allows (off by default).
    await allowFoundByEmail(t, inviter);
    const member = await t.newUser();
    const search = await searchByEmail(t, member, inviter.email);
    expectOk(search);
    const found = search.body.content;
    await t.okContent(
      {
        method: 'POST',
        url: '/api/user/friends',
        token: member.token,
        payload: { friendId: found.friendId },
      },
      z.unknown(),
      201,
    );
    expectOk(await invite(inviter, { email: member.email }), 201);
    expectOk(await acceptInvite(member, tokenIn(t.mailer.to(member.email).at(-1)!.text)));
    expect(await friendsOf(inviter)).toEqual([member.id]);
    const rows = await t.db.query(
      'SELECT * FROM friendships WHERE requester_id IN ($1, $2) AND addressee_id IN ($1, $2)',
      [inviter.id, member.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('never sends one address two invites in a day; the next day it may', async () => {
    const inviter = await t.newUser();
    const address = uniqueEmail('twice');
    expectOk(await invite(inviter, { email: address }), 201);
    const both = await Promise.all([
      invite(inviter, { email: address.toUpperCase() }),
      invite(inviter, { email: address }),
    ]);
    for (const res of both) {
      expect(res.statusCode).toBe(409);
      expect(res.body.content).toBe(friendTexts.alreadyInvited);
    }
    expect(t.mailer.to(address)).toHaveLength(1);
    t.clock.advance(24 * 3600_000);
    expectOk(await invite(inviter, { email: address }), 201);
    expect(t.mailer.to(address)).toHaveLength(2);
  });

  it('refuses the inviter’s own link, an unknown one and one older than the link’s days', async () => {
    const inviter = await t.newUser();
    const address = uniqueEmail('late');
    expectOk(await invite(inviter, { email: address }), 201);
    const token = tokenIn(t.mailer.to(address)[0]!.text);
    expect((await acceptInvite(inviter, token)).statusCode).toBe(404);
    const stranger = await t.newUser();
    expect((await acceptInvite(stranger, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await acceptInvite(stranger, 'short')).statusCode).toBe(400);
    t.clock.advance(31 * 24 * 3600_000);
    // (Sessions last 30 days too: a fresh sign-up.)
    const late = await t.newUser();
    expect((await acceptInvite(late, token)).statusCode).toBe(404);
    expect(await friendsOf(late)).toEqual([]);
  });
});

describe('invites by text message', () => {
  it('sends the link by text to an E.164 number; the number gets one a day', async () => {
    const inviter = await t.newUser({ firstName: 'Tom' });
    const phone = uniquePhone();
    const sent = await invite(inviter, { phone });
    expectOk(sent, 201);
    expect(sent.body.content).toEqual({ channel: 'sms', address: phone });
    const texts = t.sms.sent.filter((s) => s.to === phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/^Tom invited you .*\/signup\?invite=[A-Za-z0-9_-]+$/);
    expect((await invite(inviter, { phone })).statusCode).toBe(409);
    const invitee = await t.newUser();
    expectOk(await acceptInvite(invitee, tokenIn(texts[0]!.text)));
    expect(await friendsOf(inviter)).toEqual([invitee.id]);
  });
});

describe('bad invites', () => {
  it('answers 400 with a message to a malformed address or number, neither, or both', async () => {
    const inviter = await t.newUser();
    for (const [payload, message] of [
      [{ phone: '555-1234' }, friendTexts.invalidPhone],
      [{ phone: '+0123456789' }, friendTexts.invalidPhone],
      [{ phone: '+1 555 123 4567' }, friendTexts.invalidPhone],
      [{ email: 'nobody@' }, undefined],
      [{}, friendTexts.inviteWhom],
      [{ email: uniqueEmail(), phone: uniquePhone() }, friendTexts.inviteWhom],
    ] as const) {
      const res = await invite(inviter, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.body.content).toBe('string');
      if (message) expect(res.body.content).toBe(message);
    }
    expect(await invitesOf(inviter)).toEqual([]);
  });

  it(`limits a member to ${INVITES_PER_DAY} invites a day (429 with a message)`, async () => {
    const inviter = await t.newUser();
    for (let i = 0; i < INVITES_PER_DAY; i++)
      expectOk(await invite(inviter, { email: uniqueEmail('many') }), 201);
    const over = await invite(inviter, { email: uniqueEmail('many') });
    expect(over.statusCode).toBe(429);
    expect(over.body.content).toBe(friendTexts.tooManyInvites);
    expect(await invitesOf(inviter)).toHaveLength(INVITES_PER_DAY);
  });
});
