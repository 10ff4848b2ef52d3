import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testDbKind } from '../../../../test/fresh-database.ts';
import type { Db } from '../../../../test/plain-sql.ts';
import { findLiveSession, openSession } from '../../accounts/session-store.ts';
import { memberMarksWithSession } from './member-marks-store.ts';

const CLASSES = 10_000;
const MEMBERS = 1_000;
const SEATS_PER_CLASS = 10;

// What a member's timetable runs on every request: the session's statement with the marks.
// PostgreSQL keeps one generic plan for a named statement only when it costs no more than the
// plans it makes for each call's values; on a toy database it always does, so the schedule here
// has the growth benchmark's shape at its third step (docs/benchmarks.md, "The session
// statement's one plan"), where the statement was replanned on every request.
describe.runIf(testDbKind === 'postgres')("the session's statement with the marks", () => {
  let db: Db;
  let drop: () => Promise<void>;
  let token: string;
  let booked: number[];
  const now = new Date();

  beforeAll(async () => {
    ({ db, drop } = await freshDb('seeded'));
    // Nine in ten classes past, one in ten to come; ten members booked on each.
    await db.query(
      `INSERT INTO users (email, first_name, last_name, password_hash)
       SELECT 'marks-' || i || '@test.example', 'Marks', 'Member', 'not-a-hash'
       FROM generate_series(1, $1::int) AS i`,
      [MEMBERS],
    );
    await db.query(
      `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, is_on_jetsweat,
         capacity, seats_taken, class_type, level)
       SELECT (SELECT min(id) FROM studios), 'Marks ' || i,
         CASE WHEN i % 10 = 0 THEN $2::timestamptz + interval '1 day' + (i % 997) * interval '41 minutes'
              ELSE $2::timestamptz - interval '1 day' - i * interval '13 minutes' END,
         45, true, 20, ${SEATS_PER_CLASS}, 'Yoga', 'Beginner'
       FROM generate_series(1, $1::int) AS i`,
      [CLASSES, now],
    );
    await db.query(
      `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM live_classes WHERE title LIKE 'Marks %'),
            u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'marks-%')
       INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
       SELECT c.id, u.id, 'booked', 'subscription', $1, $1
       FROM c CROSS JOIN generate_series(0, ${SEATS_PER_CLASS - 1}) AS k
       JOIN u ON u.j = (c.i * ${SEATS_PER_CLASS} + k) % ${MEMBERS}`,
      [now],
    );
    await db.exec('ANALYZE users; ANALYZE live_classes; ANALYZE live_class_seats');
    // A member with bookings of past classes and of coming ones.
    const [member] = await db.query<{ id: number }>(
      `SELECT x.user_id AS id FROM live_class_seats x JOIN live_classes c ON c.id = x.live_class_id
       WHERE c.title LIKE 'Marks %' AND c.scheduled_at > $1 ORDER BY x.id LIMIT 1`,
      [now],
    );
    token = await openSession(db.kysely, member!.id, now, 1);
    booked = (
      await db.query<{ id: number }>(
        `SELECT x.live_class_id AS id FROM live_class_seats x
         JOIN live_classes c ON c.id = x.live_class_id
         WHERE x.user_id = $1 AND c.scheduled_at > $2 ORDER BY 1`,
        [member!.id, now],
      )
    ).map((r) => r.id);
  }, 60_000);
  afterAll(() => drop());

  it('is planned once and kept (the generic plan), and reads the member’s coming bookings', async () => {
    // Prepared statements belong to a connection: every run on the same one.
    const { marks, plans } = await db.kysely.connection().execute(async (one) => {
      let session;
      for (let i = 0; i < 8; i++)
        session = await findLiveSession(one, token, now, memberMarksWithSession);
      const plans = await sql<{ generic_plans: string; custom_plans: string }>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE ${'%live_class_seats%'}`.execute(one);
      return { marks: memberMarksWithSession.read(session!.companion), plans: plans.rows };
    });
    expect(booked.length).toBeGreaterThan(0);
    expect(marks.booked.sort((a, b) => a - b)).toEqual(booked);
    expect(plans).toHaveLength(1);
    // Five plans for the first five runs' values, then the generic one for the rest.
    expect(Number(plans[0]!.generic_plans)).toBeGreaterThan(0);
  });
});
