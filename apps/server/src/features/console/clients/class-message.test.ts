// A message to every attendee of a class (issue 54, item 5): staff write a subject and a text
// from the roster, every booked member gets it by e-mail through the mail queue, the audit log
// says how many; bad input is refused and sends nothing, the page's key stops a second send.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  classMessageSentSchema,
  consoleClientsTexts,
  consoleTexts,
  MAX_MESSAGE_SUBJECT,
  MAX_MESSAGE_TEXT,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  auditCount,
  BK,
  BROOKS,
  consoleCallers,
  lastAudit,
  studioUrl,
  type Callers,
} from '../console-kit.ts';

let t: TestApp;
let who: Callers;
let classId: number;
let emptyClassId: number;
let brooksClassId: number;
let booked: Awaited<ReturnType<TestApp['newUser']>>[];

async function newClass(studioId: number, title: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, capacity, price_cents)
     VALUES ($1, $2, $3, 45, 10, 1000) RETURNING id`,
    [studioId, title, new Date(t.clock.now().getTime() + 48 * 3_600_000)],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  classId = await newClass(BK, 'Message Reformer');
  emptyClassId = await newClass(BK, 'Nobody Reformer');
  brooksClassId = await newClass(BROOKS, 'Brooks Message Mat');
  booked = [
    await t.newUser({ firstName: 'Ada' }),
    await t.newUser({ firstName: 'Bea' }),
    await t.newUser({ firstName: 'Cy' }),
  ];
  for (const [i, p] of booked.entries())
    await t.db.query(
      `INSERT INTO live_class_seats
         (live_class_id, user_id, state, held_until, paid_with, amount_cents, created_at, booked_at)
       SELECT $1, $2, $3, now() + interval '10 minutes', CASE WHEN $3 = 'booked' THEN 'free' END,
         0, now(), CASE WHEN $3 = 'booked' THEN now() END`,
      // The third only holds a seat while paying: not booked, not written to.
      [classId, p.id, i < 2 ? 'booked' : 'held'],
    );
});
afterAll(() => t.close());

const send = (
  token: string | undefined,
  payload: Record<string, unknown>,
  ids: { studioId: number; classId: number } = { studioId: BK, classId },
) =>
  t.call({
    method: 'POST',
    url: studioUrl(ids.studioId, `classes/${ids.classId}/message`),
    token,
    payload,
  });
const message = (changes: Record<string, unknown> = {}) => ({
  subject: 'Bring a mat on Saturday',
  text: 'The reformers are being serviced: please bring a mat.',
  key: randomUUID(),
  ...changes,
});

it('mails every booked member once, through the mail queue, and logs how many', async () => {
  t.mailer.sent.length = 0;
  const body = message();
  const res = await send(who.bkAdmin, body);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  expect(classMessageSentSchema.parse(res.body.content)).toEqual({ sent: 2, repeat: false });
  expect(t.mailer.sent.map((m) => m.to).sort()).toEqual(
    [booked[0]!.email, booked[1]!.email].sort(),
  );
  const mail = t.mailer.sent.find((m) => m.to === booked[0]!.email)!;
  expect(mail.subject).toBe('Bring a mat on Saturday');
  expect(mail.text).toContain('Hi Ada,');
  expect(mail.text).toContain('The reformers are being serviced: please bring a mat.');
  expect(mail.text).toContain('BK Pilates, about Message Reformer');
  expect(await lastAudit(t)).toMatchObject({
    action: 'live_class.message',
    entity_id: String(classId),
    after: { subject: 'Bring a mat on Saturday', recipients: 2, sent: 2 },
  });

  // The same key again (a double click, a retry): nothing is sent, the first count answers.
  t.mailer.sent.length = 0;
  const audits = await auditCount(t);
  const again = await send(who.bkAdmin, body);
  expect(classMessageSentSchema.parse(again.body.content)).toEqual({ sent: 2, repeat: true });
  expect(t.mailer.sent).toEqual([]);
  expect(await auditCount(t)).toBe(audits);
});

it('two clicks at once send once', async () => {
  t.mailer.sent.length = 0;
  const body = message({ subject: 'Doors open early' });
  const answers = await Promise.all([send(who.staff, body), send(who.staff, body)]);
  const contents = answers.map((a) => classMessageSentSchema.parse(a.body.content));
  expect(contents.filter((c) => !c.repeat)).toHaveLength(1);
  expect(t.mailer.sent).toHaveLength(2);
});

it('refuses bad input with a clear message and sends nothing', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ subject: '  ' }, consoleClientsTexts.subjectEmpty],
    [{ text: '' }, consoleClientsTexts.messageEmpty],
    [{ text: undefined }, consoleClientsTexts.messageEmpty],
    [
      { subject: 'x'.repeat(MAX_MESSAGE_SUBJECT + 1) },
      consoleClientsTexts.subjectTooLong(MAX_MESSAGE_SUBJECT),
    ],
    [
      { text: 'x'.repeat(MAX_MESSAGE_TEXT + 1) },
      consoleClientsTexts.messageTooLong(MAX_MESSAGE_TEXT),
    ],
    [{ key: 'not-a-key' }, consoleClientsTexts.messageKeyInvalid],
  ];
  t.mailer.sent.length = 0;
  const audits = await auditCount(t);
  for (const [change, text] of cases) {
    const res = await send(who.bkAdmin, message(change));
    expect(res.statusCode, JSON.stringify(change)).toBe(400);
    expect(res.body.content).toBe(text);
  }
  const nobody = await send(who.bkAdmin, message(), { studioId: BK, classId: emptyClassId });
  expect(nobody.statusCode).toBe(400);
  expect(nobody.body.content).toBe(consoleClientsTexts.messageNobody);
  expect(t.mailer.sent).toEqual([]);
  expect(await auditCount(t)).toBe(audits);
});

it('refuses instructors, other studios and callers without a login, sending nothing', async () => {
  t.mailer.sent.length = 0;
  const teacher = await send(who.bkInstructor, message());
  expect(teacher.statusCode).toBe(403);
  expect(teacher.body.content).toBe(consoleTexts.adminsOnly);
  expect((await send(who.brooksAdmin, message())).statusCode).toBe(403);
  // Their own studio in the address, another studio's class: refused too.
  expect(
    (await send(who.brooksAdmin, message(), { studioId: BROOKS, classId })).statusCode,
  ).toBeGreaterThanOrEqual(403);
  expect(
    (await send(who.bkAdmin, message(), { studioId: BK, classId: brooksClassId })).statusCode,
  ).toBeGreaterThanOrEqual(403);
  expect((await send(who.member, message())).statusCode).toBe(403);
  expect((await send(undefined, message())).statusCode).toBe(401);
  expect(t.mailer.sent).toEqual([]);
});
