// No-shows (issue 54, item 2): after a class ends, the job marks each booked member who never
// joined its room (the live room's attendance decides), once however often it runs, and a booking
// in a plan owes the studio's no-show fee, charged once by the fee's job.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  HOUR,
  insertClass,
  newCustomer,
  NORTHLOOP_ID,
  onNorthloop,
} from '../../../../test/schedule-fixtures.ts';
import { attendanceOfClass } from '../../live/service.ts';
import { settleFee } from '../service.ts';
import { markNoShows, type MembersWhoCame } from './mark-no-shows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const came: MembersWhoCame = async (db, classId) =>
  (await attendanceOfClass(db, classId)).map((a) => a.user_id);

it('marks a booked member who never joined as a no-show once, and charges the fee once', async () => {
  await t.db.query(
    `INSERT INTO studio_booking_policies (studio_id, late_booking_minutes, cancel_window_minutes,
       late_cancel_fee_cents, no_show_fee_cents, updated_at)
     VALUES ($1, NULL, 720, 1000, 1500, now())
     ON CONFLICT (studio_id) DO UPDATE SET no_show_fee_cents = 1500`,
    [NORTHLOOP_ID],
  );
  const present = await newCustomer(t);
  const absent = await newCustomer(t);
  const classId = await insertClass(t, { startsInHours: 3, minutes: 45 });
  for (const m of [present, absent]) {
    const res = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: m.token,
      headers: onNorthloop,
      payload: { liveClassId: classId },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
  }
  const start = new Date(t.clock.now().getTime() + 3 * HOUR);
  await t.db.query(
    `INSERT INTO live_class_attendance
       (live_class_id, user_id, role, user_agent, browser, joined_at, last_joined_at,
        camera_reported_at, updated_at, camera_on_seconds)
     VALUES ($1, $2, 'member', 'test', 'test', $3, $3, $3, $3, 60)`,
    [classId, present.id, start],
  );
  const noShows = () =>
    t.db.query<{ user_id: number }>(
      'SELECT user_id FROM live_class_no_shows WHERE live_class_id = $1',
      [classId],
    );

  // Before the class has ended (and its grace passed), nothing is marked.
  t.clock.advance(3 * HOUR + 50 * 60_000);
  await markNoShows(t.deps, came);
  expect(await noShows()).toEqual([]);

  t.clock.advance(15 * 60_000);
  // Two runs at once (two instances), and one after: marked once.
  await Promise.all([markNoShows(t.deps, came), markNoShows(t.deps, came)]);
  await markNoShows(t.deps, came);
  expect(await noShows()).toEqual([{ user_id: absent.id }]);
  const fees = await t.db.query<{
    id: number;
    user_id: number;
    kind: string;
    amount_cents: number;
  }>('SELECT id, user_id, kind, amount_cents FROM booking_fees WHERE live_class_id = $1', [
    classId,
  ]);
  expect(fees).toEqual([
    { id: expect.any(Number), user_id: absent.id, kind: 'no_show', amount_cents: 1500 },
  ]);
  const feeId = fees[0]!.id;
  await Promise.allSettled([settleFee(t.deps, feeId), settleFee(t.deps, feeId)]);
  expect(await settleFee(t.deps, feeId)).toBe('nothing');
  const charges = await t.db.query<{ amount: number }>(
    "SELECT amount FROM sandbox_intents WHERE metadata->>'feeId' = $1 AND status = 'succeeded'",
    [String(feeId)],
  );
  expect(charges).toEqual([{ amount: 1500 }]);
});
