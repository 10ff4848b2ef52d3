// Reminders before booked live classes (issue 51, item 7): each at the lead its member chose,
// once whatever number of instances run the pass, never after a cancel.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveRemindersSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { expectOk } from '../../../../test/answer.ts';
import {
  HOUR,
  insertClass,
  newCustomer,
  NORTHLOOP_ID,
  onNorthloop,
} from '../../../../test/schedule-fixtures.ts';
import { sendClassReminders } from './class-reminders.ts';

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function book(token: string, liveClassId: number) {
  const res = await t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    headers: onNorthloop,
    payload: { liveClassId, videoId: null, status: 'scheduled' },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
}

async function chooseLead(token: string, liveReminderMinutes: number) {
  const res = await t.call(
    { method: 'PUT', url: '/api/user/reminders', token, payload: { liveReminderMinutes } },
    liveRemindersSchema,
  );
  expectOk(res);
  expect(res.body.content.liveReminderMinutes).toBe(liveReminderMinutes);
}

const reminders = (email: string) =>
  t.mailer.to(email).filter((m) => m.subject.startsWith('Starting soon:'));

it('reminds each member once at the lead they chose, on two instances at once, and not after a cancel', async () => {
  const classId = await insertClass(t, { startsInHours: 3, title: 'Reminder Flow' });
  const [hour, quarter, none, cancels] = await Promise.all(
    [0, 1, 2, 3].map(() => newCustomer(t, NORTHLOOP_ID)),
  );
  await chooseLead(quarter!.token, 15);
  await chooseLead(none!.token, 0);
  for (const member of [hour!, quarter!, none!, cancels!]) await book(member.token, classId);
  const other = await t.secondInstance();
  const passOnBoth = () =>
    Promise.all([sendClassReminders(t.deps), sendClassReminders(other.deps)]);

  // Cancelled in time (the cut-off is two hours before): its seat goes, and its reminder.
  const cancelled = await t.call({
    method: 'DELETE',
    url: `/api/liveclass/purchased/${classId}`,
    token: cancels!.token,
    headers: onNorthloop,
  });
  expect(cancelled.statusCode).toBe(200);

  t.clock.advance(2 * HOUR - 2 * MINUTE);
  await passOnBoth();
  expect(reminders(hour!.email)).toHaveLength(0);

  t.clock.advance(3 * MINUTE); // 59 minutes before the class
  await passOnBoth();
  await passOnBoth();
  const [mail] = reminders(hour!.email);
  expect(reminders(hour!.email)).toHaveLength(1);
  expect(mail!.subject).toContain('Reminder Flow');
  expect(mail!.text).toContain(`/newplatform/live/upcoming/${classId}`);
  expect(reminders(quarter!.email)).toHaveLength(0);
  expect(reminders(cancels!.email)).toHaveLength(0);

  t.clock.advance(45 * MINUTE); // 14 minutes before
  await passOnBoth();
  expect(reminders(quarter!.email)).toHaveLength(1);
  expect(reminders(hour!.email)).toHaveLength(1);
  expect(reminders(none!.email)).toHaveLength(0);
  expect(reminders(cancels!.email)).toHaveLength(0);
  const rows = await t.db.query<{ mailed: boolean }>(
    `SELECT r.mailed_at IS NOT NULL AS mailed FROM live_class_reminders r
       JOIN live_class_seats s ON s.id = r.seat_id WHERE s.live_class_id = $1`,
    [classId],
  );
  expect(rows).toEqual([{ mailed: true }, { mailed: true }]);
});

it('does not remind a booking made after its reminder time, and mails a claim an instance left unmailed', async () => {
  const classId = await insertClass(t, { startsInHours: 1, title: 'Late Booking' });
  const late = await newCustomer(t, NORTHLOOP_ID);
  const left = await newCustomer(t, NORTHLOOP_ID);
  t.clock.advance(20 * MINUTE); // 40 minutes before: past the default hour's reminder time
  await book(late.token, classId);
  await sendClassReminders(t.deps);
  expect(reminders(late.email)).toHaveLength(0);

  const later = await insertClass(t, { startsInHours: 3, title: 'Left Claim' });
  await book(left.token, later);
  t.clock.advance(2 * HOUR + 5 * MINUTE); // 55 minutes before the later class
  // An instance claimed the reminder and stopped before filing its mail.
  await t.db.query(
    `INSERT INTO live_class_reminders (seat_id, claimed_at)
       SELECT id, $2 FROM live_class_seats WHERE live_class_id = $1`,
    [later, t.clock.now()],
  );
  await sendClassReminders(t.deps);
  expect(reminders(left.email)).toHaveLength(0); // it may still be filing
  t.clock.advance(6 * MINUTE);
  await sendClassReminders(t.deps);
  await sendClassReminders(t.deps);
  expect(reminders(left.email)).toHaveLength(1);
});

it('refuses a reminder lead that is not one of the choices, changing nothing', async () => {
  const member = await newCustomer(t, NORTHLOOP_ID);
  const res = await t.call({
    method: 'PUT',
    url: '/api/user/reminders',
    token: member.token,
    payload: { liveReminderMinutes: 30 },
  });
  expect(res.statusCode).toBe(400);
  const [row] = await t.db.query<{ live_reminder_minutes: number }>(
    'SELECT live_reminder_minutes FROM users WHERE email = $1',
    [member.email],
  );
  expect(row!.live_reminder_minutes).toBe(60);
});
