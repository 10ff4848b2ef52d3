// A console class's roster (issue 25, point 3): the schedule's booked seats, with each member's
// name and address from their account and, after the class, the live room's attendance and camera
// time; by last name, then first name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consoleClassesCreatedSchema, consoleRosterSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bookByCard } from '../../../test/schedule-fixtures.ts';
import { easternWallClock } from '../schedule/studio-classes/studio-class.ts';
import { BK, consoleCallers, idOf, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

it('lists who booked by name with how they paid, and who came with their camera time', async () => {
  const created = await t.okContent(
    {
      method: 'POST',
      url: `/api/console/studios/${BK}/classes`,
      token: who.bkAdmin,
      payload: {
        weeks: 1,
        fields: {
          title: 'Roster Reformer',
          description: 'Whose seats are these.',
          startsAt: easternWallClock(new Date(t.clock.now().getTime() + 72 * 3_600_000)),
          minutes: 45,
          instructorId: await idOf(t, 'instructor.bkpilates@jetsweat.example'),
          capacity: 12,
          priceCents: 1800,
          kind: 'group',
        },
      },
    },
    consoleClassesCreatedSchema,
    201,
  );
  const classId = created.classes[0]!.id;
  const zed = await t.newUser({ firstName: 'Ada', lastName: 'Zeller' });
  const abe = await t.newUser({ firstName: 'Bea', lastName: 'Abbott' });
  for (const p of [zed, abe])
    expect((await bookByCard(t, p.token, classId, { studioId: BK, amount: 1800 })).statusCode).toBe(
      200,
    );
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO live_class_attendance
       (live_class_id, user_id, role, user_agent, browser, joined_at, last_joined_at,
        camera_reported_at, updated_at, camera_on_seconds)
     VALUES ($1, $2, 'member', 'test', 'test', $3, $3, $3, $3, 95)`,
    [classId, abe.id, now],
  );

  const roster = await t.okContent(
    {
      method: 'GET',
      url: `/api/console/studios/${BK}/classes/${classId}/roster`,
      token: who.bkAdmin,
    },
    consoleRosterSchema,
  );
  expect(roster.class).toMatchObject({ id: classId, title: 'Roster Reformer', booked: 2 });
  expect(roster.people).toEqual([
    {
      userId: abe.id,
      name: 'Bea Abbott',
      email: abe.email,
      paidWith: 'card',
      amountCents: 1800,
      attended: true,
      cameraOnSeconds: 95,
    },
    {
      userId: zed.id,
      name: 'Ada Zeller',
      email: zed.email,
      paidWith: 'card',
      amountCents: 1800,
      attended: false,
      cameraOnSeconds: 0,
    },
  ]);
});
