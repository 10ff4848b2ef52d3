import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceReportSchema,
  consoleTexts,
  membersReportSchema,
  noShowReportSchema,
  topReportSchema,
} from '@jetsweat/contract';
import { expectFailure } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { BK, consoleCallers, type Callers } from '../console-kit.ts';
import { addStudioAdmin } from '../service.ts';

// Friday 20 November 2026, 15:00 UTC: this week began on Monday the 16th.
const NOW = new Date('2026-11-20T15:00:00Z');
const STUDIO = 9_401;

let t: TestApp;
let who: Callers;
let ownerToken: string;
const people: Record<'ann' | 'bo' | 'cy' | 'di', number> = { ann: 0, bo: 0, cy: 0, di: 0 };

/** A class of the report studio, its booked seats, and who joined its room. */
async function addClass(c: {
  title: string;
  instructor: string;
  at: string;
  capacity: number;
  booked: number[];
  came?: number[];
  cancelled?: boolean;
}) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, instructor, scheduled_at, minutes_duration, capacity,
       seats_taken, cancelled_at)
     VALUES ($1, $2, $3, $4, 45, $5, $6, $7) RETURNING id`,
    [STUDIO, c.title, c.instructor, c.at, c.capacity, c.booked.length, c.cancelled ? c.at : null],
  );
  for (const user of c.booked)
    await t.db.query(
      `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
       VALUES ($1, $2, 'booked', 'subscription', $3, $3)`,
      [row!.id, user, '2026-01-01T00:00:00Z'],
    );
  for (const user of c.came ?? [])
    await t.db.query(
      `INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at, updated_at, camera_reported_at)
       VALUES ($1, $2, 'member', $3, $3, $3, $3)`,
      [row!.id, user, c.at],
    );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  who = await consoleCallers(t);
  await t.db.query(
    "INSERT INTO studios (id, name, short_name) VALUES ($1, 'Report Test, Studio', 'reporttest')",
    [STUDIO],
  );
  const owner = await t.newUser({ firstName: 'Olga', lastName: 'Owner' });
  await addStudioAdmin(t.deps.db, STUDIO, owner.id, NOW);
  ownerToken = await t.newSession(owner.id);
  people.ann = (await t.newUser({ firstName: 'Ann', lastName: 'Avery' })).id;
  people.bo = (await t.newUser({ firstName: 'Bo', lastName: 'Berg' })).id;
  people.cy = (await t.newUser({ firstName: '=Cy', lastName: 'Cole' })).id;
  people.di = (await t.newUser({ firstName: 'Di', lastName: 'Dunn' })).id;
  const { ann, bo, cy, di } = people;
  // Last week (Monday the 9th) and this one; a held seat and an instructor in the room count for nothing.
  const first = await addClass({
    title: 'Reformer',
    instructor: 'Ana Ruiz',
    at: '2026-11-09T10:00:00Z',
    capacity: 4,
    booked: [ann, bo, cy],
    came: [ann, bo],
  });
  await t.db.query(
    `INSERT INTO live_class_seats (live_class_id, user_id, state, held_until, created_at)
     VALUES ($1, $2, 'held', '2026-11-09T10:10:00Z', '2026-11-09T09:55:00Z')`,
    [first, di],
  );
  await addClass({
    title: 'Reformer',
    instructor: 'Ana Ruiz',
    at: '2026-11-18T10:00:00Z',
    capacity: 2,
    booked: [ann, di],
    came: [ann, di],
  });
  const barre = await addClass({
    title: 'Barre',
    instructor: 'Ben Cole',
    at: '2026-11-19T10:00:00Z',
    capacity: 5,
    booked: [bo, cy],
  });
  // Di cancelled the Barre inside the window (late); Ann cancelled it in time: only Di's counts.
  await t.db.query(
    `INSERT INTO live_class_cancellations (live_class_id, studio_id, user_id, late, paid_with, cancelled_at)
     VALUES ($1, $2, $3, true, 'subscription', '2026-11-19T07:00:00Z'),
            ($1, $2, $4, false, 'subscription', '2026-11-17T07:00:00Z')`,
    [barre, STUDIO, di, ann],
  );
  const teacher = await t.newUser();
  await t.db.query(
    `INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at, updated_at, camera_reported_at)
     VALUES ($1, $2, 'instructor', $3, $3, $3, $3)`,
    [barre, teacher.id, '2026-11-19T10:00:00Z'],
  );
  // Not over yet (ends 15:30): in the members report (booked this month), in no class report.
  await addClass({
    title: 'Barre',
    instructor: 'Ben Cole',
    at: '2026-11-20T14:45:00Z',
    capacity: 5,
    booked: [ann],
  });
  // Cancelled: in no report.
  await addClass({
    title: 'Barre',
    instructor: 'Ben Cole',
    at: '2026-11-17T10:00:00Z',
    capacity: 5,
    booked: [bo],
    cancelled: true,
  });
  // Earlier months: Bo's first class in September, Ann's in October, Cy's in June.
  await addClass({
    title: 'Reformer',
    instructor: 'Ana Ruiz',
    at: '2026-09-10T10:00:00Z',
    capacity: 3,
    booked: [bo],
    came: [bo],
  });
  await addClass({
    title: 'Barre',
    instructor: 'Ben Cole',
    at: '2026-10-05T10:00:00Z',
    capacity: 3,
    booked: [ann],
    came: [ann],
  });
  await addClass({
    title: 'Barre',
    instructor: 'Ben Cole',
    at: '2026-06-01T10:00:00Z',
    capacity: 3,
    booked: [cy],
    came: [cy],
  });
});
afterAll(() => t.close());

const url = (studioId: number, report: string) =>
  `/api/console/studios/${studioId}/reports/${report}`;
const csvOf = async (report: string, token = ownerToken) => {
  const res = await t.app.inject({
    method: 'GET',
    url: url(STUDIO, report),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return { lines: res.body.split('\r\n'), disposition: String(res.headers['content-disposition']) };
};

describe('attendance and fill rate', () => {
  it('counts booked seats against capacity and who came, by week and by class, and as CSV', async () => {
    const report = await t.okContent(
      { method: 'GET', url: `${url(STUDIO, 'attendance')}?weeks=2`, token: ownerToken },
      attendanceReportSchema,
    );
    expect(report).toEqual({
      from: '2026-11-09',
      to: '2026-11-20',
      weeks: 2,
      total: { classes: 3, capacity: 11, booked: 7, attended: 4 },
      byWeek: [
        { week: '2026-11-09', classes: 1, capacity: 4, booked: 3, attended: 2 },
        { week: '2026-11-16', classes: 2, capacity: 7, booked: 4, attended: 2 },
      ],
      byClass: [
        { title: 'Barre', classes: 1, capacity: 5, booked: 2, attended: 0 },
        { title: 'Reformer', classes: 2, capacity: 6, booked: 5, attended: 4 },
      ],
    });
    const csv = await csvOf('attendance.csv?weeks=2');
    expect(csv.disposition).toBe(
      'attachment; filename="jetsweat-attendance-reporttest-2026-11-09-to-2026-11-20.csv"',
    );
    expect(csv.lines).toEqual([
      'studio,week,class_time_utc,class,instructor,capacity,booked,fill_rate_pct,attended',
      '"Report Test, Studio",2026-11-09,2026-11-09 10:00,Reformer,Ana Ruiz,4,3,75,2',
      '"Report Test, Studio",2026-11-16,2026-11-18 10:00,Reformer,Ana Ruiz,2,2,100,2',
      '"Report Test, Studio",2026-11-16,2026-11-19 10:00,Barre,Ben Cole,5,2,40,0',
      '',
    ]);
  });

  it('has every week of the period, empty ones at zero (the default is twelve)', async () => {
    const report = await t.okContent(
      { method: 'GET', url: url(STUDIO, 'attendance'), token: who.staff },
      attendanceReportSchema,
    );
    expect(report.weeks).toBe(12);
    expect(report.byWeek).toHaveLength(12);
    expect(report.byWeek[0]).toEqual({
      week: '2026-08-31',
      classes: 0,
      capacity: 0,
      booked: 0,
      attended: 0,
    });
    // September's and October's classes are inside twelve weeks.
    expect(report.total).toEqual({ classes: 5, capacity: 17, booked: 9, attended: 6 });
  });
});

describe('no-shows', () => {
  it('lists booked members of past classes who never joined the room, and late cancels, by week and by member', async () => {
    const report = await t.okContent(
      { method: 'GET', url: `${url(STUDIO, 'no-shows')}?weeks=2`, token: ownerToken },
      noShowReportSchema,
    );
    expect(report).toEqual({
      from: '2026-11-09',
      to: '2026-11-20',
      weeks: 2,
      booked: 7,
      noShows: 3,
      lateCancels: 1,
      byWeek: [
        { week: '2026-11-09', booked: 3, noShows: 1, lateCancels: 0 },
        { week: '2026-11-16', booked: 4, noShows: 2, lateCancels: 1 },
      ],
      members: [
        {
          userId: people.cy,
          name: '=Cy Cole',
          email: expect.any(String),
          noShows: 2,
          lateCancels: 0,
          lastMissed: '2026-11-19',
        },
        {
          userId: people.bo,
          name: 'Bo Berg',
          email: expect.any(String),
          noShows: 1,
          lateCancels: 0,
          lastMissed: '2026-11-19',
        },
        {
          userId: people.di,
          name: 'Di Dunn',
          email: expect.any(String),
          noShows: 0,
          lateCancels: 1,
          lastMissed: '2026-11-19',
        },
      ],
    });
    const csv = await csvOf('no-shows.csv?weeks=2');
    const email = report.members[0]!.email;
    const boEmail = report.members[1]!.email;
    const diEmail = report.members[2]!.email;
    expect(csv.lines).toEqual([
      'studio,week,class_time_utc,class,instructor,kind,member,email',
      `"Report Test, Studio",2026-11-09,2026-11-09 10:00,Reformer,Ana Ruiz,no-show,'=Cy Cole,${email}`,
      `"Report Test, Studio",2026-11-16,2026-11-19 10:00,Barre,Ben Cole,no-show,${[
        'Bo Berg',
        boEmail,
      ].join(',')}`,
      `"Report Test, Studio",2026-11-16,2026-11-19 10:00,Barre,Ben Cole,no-show,'=Cy Cole,${email}`,
      `"Report Test, Studio",2026-11-16,2026-11-19 10:00,Barre,Ben Cole,late-cancel,Di Dunn,${diEmail}`,
      '',
    ]);
  });
});

describe('new and returning members, and cohorts', () => {
  it('counts each member in their first month as new and later as returning, and keeps each cohort', async () => {
    const report = await t.okContent(
      { method: 'GET', url: `${url(STUDIO, 'members')}?months=3`, token: ownerToken },
      membersReportSchema,
    );
    expect(report).toEqual({
      from: '2026-09',
      to: '2026-11',
      months: 3,
      byMonth: [
        { month: '2026-09', new: 1, returning: 0 },
        { month: '2026-10', new: 1, returning: 0 },
        // Cy first booked in June: returning, like Ann and Bo; Di is new.
        { month: '2026-11', new: 1, returning: 3 },
      ],
      cohorts: [
        { cohort: '2026-09', members: 1, booking: [1, 0, 1] },
        { cohort: '2026-10', members: 1, booking: [1, 1] },
        { cohort: '2026-11', members: 1, booking: [1] },
      ],
    });
    expect((await csvOf('members.csv?months=3')).lines).toEqual([
      'studio,month,new_members,returning_members',
      '"Report Test, Studio",2026-09,1,0',
      '"Report Test, Studio",2026-10,1,0',
      '"Report Test, Studio",2026-11,1,3',
      '',
    ]);
    const cohorts = await csvOf('cohorts.csv?months=3');
    expect(cohorts.disposition).toContain('jetsweat-cohorts-reporttest-2026-09-to-2026-11.csv');
    expect(cohorts.lines).toEqual([
      'studio,cohort,cohort_members,month,months_after,booking,share_pct',
      '"Report Test, Studio",2026-09,1,2026-09,0,1,100',
      '"Report Test, Studio",2026-09,1,2026-10,1,0,0',
      '"Report Test, Studio",2026-09,1,2026-11,2,1,100',
      '"Report Test, Studio",2026-10,1,2026-10,0,1,100',
      '"Report Test, Studio",2026-10,1,2026-11,1,1,100',
      '"Report Test, Studio",2026-11,1,2026-11,0,1,100',
      '',
    ]);
  });
});

describe('top classes and instructors', () => {
  it('ranks by members who came, then by fill rate', async () => {
    const report = await t.okContent(
      { method: 'GET', url: `${url(STUDIO, 'top')}?weeks=2`, token: ownerToken },
      topReportSchema,
    );
    expect(report).toEqual({
      from: '2026-11-09',
      to: '2026-11-20',
      weeks: 2,
      classes: [
        { title: 'Reformer', classes: 2, capacity: 6, booked: 5, attended: 4 },
        { title: 'Barre', classes: 1, capacity: 5, booked: 2, attended: 0 },
      ],
      instructors: [
        { name: 'Ana Ruiz', classes: 2, capacity: 6, booked: 5, attended: 4 },
        { name: 'Ben Cole', classes: 1, capacity: 5, booked: 2, attended: 0 },
      ],
    });
    expect((await csvOf('top.csv?weeks=2')).lines).toEqual([
      'studio,list,place,name,classes,capacity,booked,fill_rate_pct,attended',
      '"Report Test, Studio",class,1,Reformer,2,6,5,83,4',
      '"Report Test, Studio",class,2,Barre,1,5,2,40,0',
      '"Report Test, Studio",instructor,1,Ana Ruiz,2,6,5,83,4',
      '"Report Test, Studio",instructor,2,Ben Cole,1,5,2,40,0',
      '',
    ]);
  });
});

describe('who may read the reports', () => {
  const all = [
    'attendance',
    'attendance.csv',
    'no-shows',
    'no-shows.csv',
    'members',
    'members.csv',
    'cohorts.csv',
    'top',
    'top.csv',
  ];

  it("refuses another studio's admin the same way whether the studio exists or not, instructors with 403, and asks for a login", async () => {
    for (const report of all) {
      const other = await t.call({
        method: 'GET',
        url: url(STUDIO, report),
        token: who.brooksAdmin,
      });
      expectFailure(other, 403);
      expect(other.body.content).toBe(consoleTexts.notThisStudio);
      const none = await t.call({
        method: 'GET',
        url: url(987_654, report),
        token: who.brooksAdmin,
      });
      expectFailure(none, 403);
      expect(none.body).toEqual(other.body);
      const teacher = await t.call({
        method: 'GET',
        url: url(BK, report),
        token: who.bkInstructor,
      });
      expectFailure(teacher, 403);
      expect(teacher.body.content).toBe(consoleTexts.adminsOnly);
      const member = await t.call({ method: 'GET', url: url(STUDIO, report), token: who.member });
      expectFailure(member, 403);
      expectFailure(await t.call({ method: 'GET', url: url(STUDIO, report) }), 401);
    }
    // The studio's own admin and staff may.
    for (const token of [who.bkAdmin, who.staff])
      expect((await t.call({ method: 'GET', url: url(BK, 'top'), token })).statusCode).toBe(200);
  });

  it('refuses a period out of range or not a whole number with 400, naming the field', async () => {
    for (const [report, query, message] of [
      ['attendance', 'weeks=0', 'The number of weeks must be at least 1.'],
      ['no-shows', 'weeks=53', 'The number of weeks may be at most 52.'],
      ['top.csv', 'weeks=2.5', 'The number of weeks must be a whole number.'],
      ['attendance.csv', 'weeks=many', 'The number of weeks must be a number.'],
      ['members', 'months=1', 'The number of months must be at least 2.'],
      ['cohorts.csv', 'months=25', 'The number of months may be at most 24.'],
    ] as const) {
      const res = await t.call({
        method: 'GET',
        url: `${url(STUDIO, report)}?${query}`,
        token: ownerToken,
      });
      expectFailure(res, 400);
      expect(res.body).toMatchObject({ content: message, field: query.split('=')[0] });
    }
  });
});
