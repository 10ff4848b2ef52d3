// Cancelling a class from the console (issue 25, point 3): every paid booking refunded once at
// the gateway however often cancel is pressed, every attendee mailed, the class off the schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleClassCancelledSchema, consoleClassesCreatedSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bookByCard, seatsOf, workoutsOf } from '../../../test/schedule-fixtures.ts';
import { easternWallClock } from '../schedule/studio-classes/studio-class.ts';
import { BK, consoleCallers, idOf, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
let teacher: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  teacher = await idOf(t, 'instructor.bkpilates@jetsweat.example');
});
afterAll(() => t.close());

const cancelUrl = (studioId: number, id: number) =>
  `/api/console/studios/${studioId}/classes/${id}/cancel`;
const cancel = (token: string, studioId: number, id: number) =>
  t.call({ method: 'POST', url: cancelUrl(studioId, id), token });
const refundsOf = (classId: number) =>
  t.db.query<{ payment_intent_id: string; amount: number }>(
    `SELECT r.payment_intent_id, r.amount FROM sandbox_refunds r
       JOIN sandbox_intents i ON i.id = r.payment_intent_id
      WHERE i.metadata->>'liveClassId' = $1 ORDER BY r.payment_intent_id`,
    [String(classId)],
  );
const publicIds = async () =>
  (
    (await t.call({ method: 'GET', url: '/api/liveclass/upcoming/public/all' })).body.content as {
      id: number;
    }[]
  ).map((c) => c.id);

async function bookedClass(people: number) {
  const res = await t.call({
    method: 'POST',
    url: `/api/console/studios/${BK}/classes`,
    token: who.bkAdmin,
    payload: {
      fields: {
        title: 'Cancelled Barre',
        startsAt: easternWallClock(new Date(t.clock.now().getTime() + 50 * 3_600_000)),
        minutes: 45,
        instructorId: teacher,
        capacity: 10,
        priceCents: 2000,
        kind: 'group',
      },
    },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  const id = consoleClassesCreatedSchema.parse(res.body.content).classes[0]!.id;
  const members = [];
  for (let i = 0; i < people; i++) {
    const person = await t.newUser();
    const booked = await bookByCard(t, person.token, id, { studioId: BK, amount: 2000 });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    members.push(person);
  }
  return { id, members };
}

describe('POST /api/console/studios/:studioId/classes/:classId/cancel', () => {
  it('refunds every paid booking once under a double click, mails every attendee, and leaves the schedule', async () => {
    const { id, members } = await bookedClass(2);
    const intents = (await seatsOf(t, id)).map((s) => s.payment_intent_id).sort();
    expect(await publicIds()).toContain(id);
    t.mailer.sent.length = 0;
    const [a, b] = await Promise.all([cancel(who.bkAdmin, BK, id), cancel(who.bkAdmin, BK, id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a, b].map((r) => consoleClassCancelledSchema.parse(r.body.content));
    expect(answers.map((x) => x.mailed).sort()).toEqual([0, 2]);
    expect(await refundsOf(id)).toEqual(
      intents.map((payment_intent_id) => ({ payment_intent_id, amount: 2000 })),
    );
    // A third press much later asks for nothing more.
    expect((await cancel(who.bkAdmin, BK, id)).statusCode).toBe(200);
    expect(await refundsOf(id)).toHaveLength(2);
    const mails = t.mailer.sent.filter((m) => m.subject.startsWith('Cancelled: Cancelled Barre'));
    expect(mails.map((m) => m.to).sort()).toEqual(members.map((m) => m.email).sort());
    expect(mails[0]!.text).toContain('$20.00 is refunded');
    expect(await seatsOf(t, id)).toEqual([]);
    for (const m of members) expect(await workoutsOf(t, m.id)).toEqual([]);
    expect(await publicIds()).not.toContain(id);
    const [log] = await t.db.query<{ action: string; after: unknown }>(
      "SELECT action, after FROM console_audit_log WHERE entity_id = $1 AND action = 'live_class.cancel'",
      [String(id)],
    );
    expect(log).toMatchObject({ after: { cancelled: true, refunds: 2 } });
    const edit = await t.call({
      method: 'PUT',
      url: `/api/console/studios/${BK}/classes/${id}`,
      token: who.bkAdmin,
      payload: {
        title: 'x',
        startsAt: '2030-01-01T10:00',
        minutes: 30,
        instructorId: teacher,
        capacity: 5,
        priceCents: 0,
        kind: 'group',
      },
    });
    expect(edit.statusCode).toBe(409);
  });

  it("is refused to an instructor and to another studio's admin with 403, nothing refunded", async () => {
    const { id } = await bookedClass(1);
    for (const [token, studio] of [
      [who.bkInstructor, BK],
      [who.brooksAdmin, BK],
      [who.brooksAdmin, 418],
      [who.member, BK],
    ] as const)
      expect((await cancel(token, studio, id)).statusCode).toBe(403);
    expect(await refundsOf(id)).toEqual([]);
    expect(await seatsOf(t, id)).toHaveLength(1);
    expect(await publicIds()).toContain(id);
    expect((await cancel(who.staff, BK, id)).statusCode).toBe(200);
    expect(await refundsOf(id)).toHaveLength(1);
  });
});
