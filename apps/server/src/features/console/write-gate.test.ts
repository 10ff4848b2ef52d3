// The console's write routes ask who calls before what they sent (issue 56): a caller without a
// right at the studio gets 403 whatever the body, never a 400 that describes a valid one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BK, consoleCallers, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

/** A write route of each kind, each with a body its schema refuses. */
const writes = (studio: number | string) =>
  [
    { method: 'POST', url: `/api/console/studios/${studio}/classes`, payload: { fields: 'x' } },
    { method: 'PUT', url: `/api/console/studios/${studio}/classes/abc`, payload: [] },
    { method: 'PUT', url: `/api/console/studios/${studio}/page`, payload: { headerTitle: 7 } },
    { method: 'POST', url: `/api/console/studios/${studio}/invites`, payload: {} },
    { method: 'POST', url: `/api/console/studios/${studio}/videos`, payload: { title: null } },
  ] as const;

describe('console write routes: the permission before the body', () => {
  it('answers 403 to a member, another studio’s admin and an instructor whatever they send', async () => {
    for (const token of [who.member, who.brooksAdmin, who.bkInstructor])
      // Ids outside the column's range too (2^31 and -2^31-1): no studio, so 403, never 500.
      for (const req of [BK, 'not-a-number', 2147483648, -2147483649].flatMap(writes)) {
        const res = await t.call({ ...req, token });
        expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      }
    const teacher = await t.call({ ...writes(BK)[0], token: who.bkInstructor });
    expect(teacher.body.content).toBe(consoleTexts.adminsOnly);
    const member = await t.call({ ...writes(BK)[0], token: who.member });
    expect(member.body.content).toBe(consoleTexts.notThisStudio);
  });

  it('answers 401 without a session, and the studio’s admin and staff still get 400 by field', async () => {
    expect((await t.call({ ...writes(BK)[0] })).statusCode).toBe(401);
    for (const token of [who.bkAdmin, who.staff]) {
      const res = await t.call({ ...writes(BK)[0], token });
      expect(res.statusCode).toBe(400);
    }
  });

  it('leaves reads to their use case: a member reading the list still gets 403', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/console/studios/${BK}/classes`,
      token: who.member,
    });
    expect(res.statusCode).toBe(403);
  });
});
