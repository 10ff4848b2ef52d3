import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTexts,
  auditPageSchema,
  CONSOLE_INVITES_PER_DAY,
  consoleAccessSchema,
  consoleTexts,
  inviteAcceptedSchema,
  inviteCreatedSchema,
  teamAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, pageBody, pageUrl, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const invite = (token: string | undefined, studioId: number, email: string, role: string) =>
  t.call(
    {
      method: 'POST',
      url: `/api/console/studios/${studioId}/invites`,
      token,
      payload: { email, role },
    },
    inviteCreatedSchema,
  );
const accept = (token: string, link: string) =>
  t.call(
    { method: 'POST', url: '/api/console/invites/accept', token, payload: { token: link } },
    inviteAcceptedSchema,
  );
/** The token of the last invite mailed to the address. */
const mailedToken = (email: string) => {
  const mail = t.mailer.to(email).at(-1);
  return /\/console\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};
const inviteCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_invites'))[0]!.n;

describe('invites', () => {
  it('an admin invites an instructor; the link, accepted once, makes them one, logged both times', async () => {
    const person = await t.newUser({ email: uniqueEmail('teacher') });
    const sent = await invite(who.bkAdmin, BK, person.email.toUpperCase(), 'instructor');
    expectOk(sent, 201);
    expect(sent.body.content).toMatchObject({ email: person.email, role: 'instructor' });
    const link = mailedToken(person.email);
    expect(t.mailer.to(person.email).at(-1)?.subject).toContain('BK Pilates');
    const team = await t.okContent(
      { method: 'GET', url: `/api/console/studios/${BK}/team`, token: who.bkAdmin },
      teamAnswerSchema,
    );
    expect(team.invites.map((i) => i.email)).toContain(person.email);
    expect(team.members.map((m) => m.role)).toEqual(['admin', 'instructor']);

    const ok = await accept(person.token, link);
    expectOk(ok);
    expect(ok.body.content).toEqual({ studioId: BK, studioName: 'BK Pilates', role: 'instructor' });
    const access = await t.okContent(
      { method: 'GET', url: '/api/console/access', token: person.token },
      consoleAccessSchema,
    );
    expect(access.studios).toEqual([
      { id: BK, name: 'BK Pilates', shortName: 'bkpilates', role: 'instructor' },
    ]);
    // Once only.
    const again = await accept(person.token, link);
    expect(again.statusCode).toBe(404);
    expect(again.body.content).toBe(consoleTexts.inviteNotFound);
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.staff },
      auditPageSchema,
    );
    expect(log.entries.slice(0, 2).map((e) => [e.action, e.after])).toEqual([
      ['invite.accept', { acceptedBy: person.id, role: 'instructor' }],
      ['invite.create', expect.objectContaining({ email: person.email, role: 'instructor' })],
    ]);
  });

  it('expires after 7 days, and grants nothing to an account with another address', async () => {
    const person = await t.newUser();
    const other = await t.newUser();
    await invite(who.staff, BROOKS, person.email, 'admin');
    const link = mailedToken(person.email);
    const wrong = await accept(other.token, link);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body.content).toBe(consoleTexts.inviteOtherAddress);
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      const late = await accept(person.token, link);
      expect(late.statusCode).toBe(404);
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
    const rows = await t.db.query('SELECT 1 FROM studio_admin_accounts WHERE user_id = $1', [
      person.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('staff invite admins; admins only instructors and only for their studio; others are refused', async () => {
    const email = uniqueEmail('owner');
    const before = await inviteCount();
    const cases = [
      [who.bkAdmin, BK, 'admin', 403, consoleTexts.staffOnly],
      [who.bkAdmin, BROOKS, 'instructor', 403, consoleTexts.notThisStudio],
      [who.bkInstructor, BK, 'instructor', 403, consoleTexts.adminsOnly],
      [who.member, BK, 'instructor', 403, consoleTexts.notThisStudio],
      [undefined, BK, 'instructor', 401, accountTexts.notLoggedIn],
      [who.bkAdmin, BK, 'owner', 400, undefined],
    ] as const;
    for (const [token, studioId, role, status, message] of cases) {
      const res = await invite(token, studioId, email, role);
      expect(res.statusCode, `${role} at ${studioId}`).toBe(status);
      if (message) expect(res.body.content).toBe(message);
    }
    const bad = await invite(who.bkAdmin, BK, 'not-an-address', 'instructor');
    expect(bad.statusCode).toBe(400);
    expect(await inviteCount()).toBe(before);
    expect(t.mailer.to(email)).toEqual([]);
    const sent = await invite(who.staff, BK, email, 'admin');
    expect(sent.statusCode).toBe(201);
  });

  it('refuses inviting someone who already has the role (409)', async () => {
    const res = await invite(who.staff, BK, 'admin.bkpilates@jetsweat.example', 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.body.content).toBe(consoleTexts.alreadyHasRole);
  });

  it(`is limited to ${CONSOLE_INVITES_PER_DAY} invites a day per inviter`, async () => {
    const brooks = who.brooksAdmin;
    for (let i = 0; i < CONSOLE_INVITES_PER_DAY; i++)
      expect((await invite(brooks, BROOKS, uniqueEmail('many'), 'instructor')).statusCode).toBe(
        201,
      );
    const over = await invite(brooks, BROOKS, uniqueEmail('many'), 'instructor');
    expect(over.statusCode).toBe(429);
    expect(over.body.content).toBe(consoleTexts.tooManyInvites);
  });
});

describe('the team and the audit log', () => {
  it('are refused to other studios’ admins, instructors and members; anonymous gets 401', async () => {
    for (const url of [`/api/console/studios/${BK}/team`, `/api/console/audit?studioId=${BK}`]) {
      for (const token of [who.brooksAdmin, who.bkInstructor, who.member])
        expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(403);
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
    // Every studio's log is for staff only.
    const all = await t.call({ method: 'GET', url: '/api/console/audit', token: who.bkAdmin });
    expect(all.statusCode).toBe(400);
    const member = await t.call({ method: 'GET', url: '/api/console/audit', token: who.member });
    expect(member.statusCode).toBe(403);
  });

  it('pages the log newest first', async () => {
    for (const summary of ['One', 'Two', 'Three'])
      await t.call({
        method: 'PUT',
        url: pageUrl(BROOKS),
        token: who.staff,
        payload: pageBody({ summary }),
      });
    const first = await t.okContent(
      { method: 'GET', url: '/api/console/audit', token: who.staff },
      auditPageSchema,
    );
    expect(first.entries.length).toBe(25);
    expect(first.nextBefore).not.toBeNull();
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await t.okContent(
      { method: 'GET', url: `/api/console/audit?before=${first.nextBefore}`, token: who.staff },
      auditPageSchema,
    );
    expect(next.entries[0]!.id).toBeLessThan(ids.at(-1)!);
  });
});
