import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceReportSchema,
  membersReportSchema,
  noShowReportSchema,
  topReportSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../features/console/console-kit.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_REPORT_MEMBERS, demoReportMemberEmail } from './report-history.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
});
afterAll(() => t.close());

/** The history's size: past classes, booked seats and members who came, per demo studio. */
const history = () =>
  t.db.query<{ studio_id: number; classes: number; seats: number; came: number }>(
    `SELECT c.studio_id, count(DISTINCT c.id)::int AS classes, count(s.id)::int AS seats,
       count(a.id)::int AS came
     FROM live_classes c
     LEFT JOIN live_class_seats s ON s.live_class_id = c.id AND s.state = 'booked'
     LEFT JOIN live_class_attendance a ON a.live_class_id = c.id AND a.user_id = s.user_id
     WHERE c.scheduled_at < $1::timestamptz - interval '1 day' AND c.studio_id IN ($2, $3)
     GROUP BY 1 ORDER BY 1`,
    [t.clock.now(), BK, BROOKS],
  );

describe('the reports’ demo data (issue 54, item 6)', () => {
  it('gives both demo studios with an admin a year of booked classes most members came to, once', async () => {
    const before = await history();
    expect(before.map((h) => h.studio_id)).toEqual([BK, BROOKS]);
    for (const h of before) {
      // Two classes a day for a year (the demo schedule's own past days may add a few).
      expect(h.classes).toBeGreaterThanOrEqual(2 * 363);
      expect(h.seats / h.classes).toBeGreaterThan(5);
      expect(h.came / h.seats).toBeGreaterThan(0.75);
      expect(h.came / h.seats).toBeLessThan(0.95);
    }
    const members = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = ANY($1)',
      [
        [
          demoReportMemberEmail('bkpilates', 1),
          demoReportMemberEmail('brookspilates', DEMO_REPORT_MEMBERS),
        ],
      ],
    );
    expect(members[0]!.n).toBe(2);
    // A later start adds nothing.
    expect(await seedDemoData(t.db.kysely, t.clock.now())).toBe(false);
    expect(await history()).toEqual(before);
  });

  it('leaves every report something to show for BK Pilates’ admin', async () => {
    const get = <T>(report: string, schema: { parse(x: unknown): T }) =>
      t.okContent(
        { method: 'GET', url: `/api/console/studios/${BK}/reports/${report}`, token: who.bkAdmin },
        schema as never,
      ) as Promise<T>;
    const attendance = await get('attendance', attendanceReportSchema);
    expect(attendance.byWeek.filter((w) => w.classes > 0).length).toBeGreaterThanOrEqual(11);
    expect(attendance.total.attended).toBeGreaterThan(0);
    const noShows = await get('no-shows', noShowReportSchema);
    expect(noShows.noShows).toBeGreaterThan(0);
    expect(noShows.members.length).toBeGreaterThan(0);
    const members = await get('members?months=12', membersReportSchema);
    expect(members.byMonth.every((m) => m.new + m.returning > 0)).toBe(true);
    expect(members.byMonth.slice(1).some((m) => m.new > 0)).toBe(true);
    expect(members.cohorts[0]!.members).toBeGreaterThan(0);
    const top = await get('top', topReportSchema);
    expect(top.classes.length).toBeGreaterThanOrEqual(4);
    expect(top.instructors.length).toBeGreaterThan(0);
  });
});
