// The console's refunds still owed (issue 50, item 5): a studio's admins see each live-class
// refund the gateway has not made yet, with its member, class, amount and why the last ask
// failed, until it is made; no one else sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owedRefundsSchema, scheduleTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { flakyRefunds, refundsAtGateway } from '../../../../test/refund-kit.ts';
import { bookByCard, insertClass, seatsOf } from '../../../../test/schedule-fixtures.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const owedUrl = (studioId: number) => `/api/console/studios/${studioId}/refunds-owed`;
const cancel = (token: string, classId: number) =>
  t.call({ method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token });

describe('GET /api/console/studios/:studioId/refunds-owed', () => {
  it("lists a cancelled booking's refund the gateway failed until it is made, for the studio's admins only", async () => {
    const classId = await insertClass(t, { studioId: BK, priceCents: 2000, title: 'Owed Barre' });
    const person = await t.newUser();
    const booked = await bookByCard(t, person.token, classId, { studioId: BK, amount: 2000 });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    const [seat] = await seatsOf(t, classId);
    const gateway = flakyRefunds(t);
    try {
      gateway.down = true;
      const res = await cancel(person.token, classId);
      expect(res.statusCode).toBe(200);
      expect(res.body.content).toMatchObject({ message: scheduleTexts.cancelledRefundOnItsWay });

      const owed = await t.okContent(
        { method: 'GET', url: owedUrl(BK), token: who.bkAdmin },
        owedRefundsSchema,
      );
      const [me] = await t.db.query<{ first_name: string; last_name: string; email: string }>(
        'SELECT first_name, last_name, email FROM users WHERE id = $1',
        [person.id],
      );
      expect(owed).toEqual({
        refunds: [
          {
            classId,
            classTitle: 'Owed Barre',
            classStartsAtIso: expect.any(String),
            memberName: `${me!.first_name} ${me!.last_name}`,
            memberEmail: me!.email,
            amountCents: 2000,
            reason: 'cancelled',
            claimedAtIso: t.clock.now().toISOString(),
            attempts: 1,
            lastError: 'the gateway is down',
          },
        ],
        totalCents: 2000,
      });
      // Staff see it too; the studio's instructor, another studio's admin and a member do not.
      const asStaff = await t.okContent(
        { method: 'GET', url: owedUrl(BK), token: who.staff },
        owedRefundsSchema,
      );
      expect(asStaff.refunds).toHaveLength(1);
      for (const token of [who.bkInstructor, who.brooksAdmin, who.member])
        expect((await t.call({ method: 'GET', url: owedUrl(BK), token })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: owedUrl(BK) })).statusCode).toBe(401);
      // Another studio owes nothing of it.
      const atBrooks = await t.okContent(
        { method: 'GET', url: owedUrl(BROOKS), token: who.brooksAdmin },
        owedRefundsSchema,
      );
      expect(atBrooks).toEqual({ refunds: [], totalCents: 0 });

      // The gateway answers again: cancelling again asks, the refund is made, nothing is owed.
      gateway.down = false;
      const again = await cancel(person.token, classId);
      expect(again.body.content).toMatchObject({ message: scheduleTexts.cancelledRefunded });
      expect(await refundsAtGateway(t, seat!.payment_intent_id!)).toHaveLength(1);
      expect(
        await t.okContent(
          { method: 'GET', url: owedUrl(BK), token: who.bkAdmin },
          owedRefundsSchema,
        ),
      ).toEqual({ refunds: [], totalCents: 0 });
    } finally {
      gateway.restore();
    }
  });
});
