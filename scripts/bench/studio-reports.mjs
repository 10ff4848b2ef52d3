#!/usr/bin/env node
/**
 * The studio owner's reports (issue 54, item 4) on PostgreSQL, on a year of a 40-studio network:
 * every studio holds six classes a day for a year (and two weeks ahead), capacities 8 to 30, each
 * class 40 to 100 % booked by the studio's members (a pool that grows over the year from 100 to
 * 400 a studio, 16,000 in all), about 85 % of the booked members joining the room, its teacher
 * too, and one class in a hundred cancelled; three class packs sold a day per studio (one in nine an
 * intro offer, about one in thirty refunded). Seeded with generate_series, then each report is read
 * as the console reads it (the reports service, its access check included) for studio after
 * studio, and its p50 and p95 printed beside the 200 ms goal, for the console's default period
 * (12 weeks, 12 months) and the longest (52 weeks, 24 months). The slowest report's statements are
 * then explained (EXPLAIN ANALYZE with buffers, their real parameters) to show which indexes they
 * use.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/studio-reports.mjs
 *   DATABASE_URL=... node scripts/bench/studio-reports.mjs --rounds 40
 *   DATABASE_URL=... node scripts/bench/studio-reports.mjs --only packs   (one report's rows)
 *
 * A fresh database is made on that server and dropped afterwards.
 */
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { explainingHandle } from './explain.mjs';
import { freshPostgres } from './product.mjs';
import { percentile } from './statistics.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
/** Reads of each report and period: one per studio per round. */
const rounds = option('rounds', 3);
/** Only this report's rows (attendance, no-shows, members, top, packs), or every report. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const GOAL_MS = 200;
const STUDIOS = 40;
const CLASSES_A_DAY = 6;
const DAYS_PAST = 365;
const DAYS_AHEAD = 14;
const FIRST_STUDIO = 1001;

if (!process.env.DATABASE_URL) {
  console.error('Give DATABASE_URL: a PostgreSQL server to make a fresh database on.');
  process.exit(2);
}

const { openPostgres } = await tsImport(
  '../../apps/server/src/platform/db/open.ts',
  import.meta.url,
);
const { migrate } = await tsImport('../../apps/server/src/platform/db/migrate.ts', import.meta.url);
const { createReportsService } = await tsImport(
  '../../apps/server/src/features/console/reports/reports-service.ts',
  import.meta.url,
);
const { studioReportFigures } = await tsImport(
  '../../apps/server/src/features/schedule/service.ts',
  import.meta.url,
);
const { membersCameByClass, membersCameCounts } = await tsImport(
  '../../apps/server/src/features/live/service.ts',
  import.meta.url,
);
const { packReportFigures } = await tsImport(
  '../../apps/server/src/features/billing/service.ts',
  import.meta.url,
);
const { weekPeriod, monthPeriod } = await tsImport(
  '../../apps/server/src/features/console/reports/report-period.ts',
  import.meta.url,
);

const now = new Date();
const titles = [
  'Reformer Flow',
  'Mat Pilates',
  'Power Sculpt',
  'Barre Burn',
  'Morning Stretch',
  'HIIT 30',
  'Core Strength',
  'Evening Yoga',
];
const teachers = ['Ana Ruiz', 'Ben Cole', 'Cleo Grant', 'Dev Shah', 'Eli Moss'];

/**
 * The network, set-based. Members: studio s owns users (s-1)*400+1 .. s*400 of the bench users; a
 * class on day d (0: a year ago) books from the first 100 + 300*d/365 of them, consecutive from a
 * place the class id picks, so no one holds two seats of a class. The teachers are users too.
 */
const seedSql = `
INSERT INTO studios (id, name, short_name)
SELECT ${FIRST_STUDIO} - 1 + s, 'Bench studio ' || s, 'benchstudio' || s FROM generate_series(1, ${STUDIOS}) s;

INSERT INTO users (email, first_name, last_name, password_hash)
SELECT 'bench-report-' || g || '@example.com', 'Member', 'No' || g, 'not-a-password'
FROM generate_series(1, ${STUDIOS * 400 + STUDIOS}) g;

CREATE TEMP TABLE bench_users AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users;
CREATE UNIQUE INDEX ON bench_users (n);

INSERT INTO live_classes (studio_id, title, instructor, instructor_user_id, scheduled_at,
  minutes_duration, capacity, seats_taken, cancelled_at)
SELECT ${FIRST_STUDIO} - 1 + s,
  (ARRAY[${titles.map((t) => `'${t}'`).join(',')}])[1 + (s + k + d) % ${titles.length}],
  (ARRAY[${teachers.map((t) => `'${t}'`).join(',')}])[1 + (s * 3 + k) % ${teachers.length}],
  (SELECT id FROM bench_users WHERE n = ${STUDIOS * 400} + s),
  date_trunc('day', now()) - interval '${DAYS_PAST} days' + d * interval '1 day'
    + (6 + k * 2) * interval '1 hour',
  45, 8 + (s * 7 + k * 5 + d) % 23, 0,
  CASE WHEN (s + k * 13 + d * 7) % 100 = 0
    THEN date_trunc('day', now()) - interval '${DAYS_PAST} days' + d * interval '1 day' END
FROM generate_series(1, ${STUDIOS}) s, generate_series(0, ${DAYS_PAST + DAYS_AHEAD - 1}) d,
  generate_series(0, ${CLASSES_A_DAY - 1}) k;

CREATE TEMP TABLE bench_classes AS
SELECT c.id, c.studio_id - ${FIRST_STUDIO} AS s0, c.scheduled_at, c.capacity,
  greatest(1, (c.capacity * (40 + (c.id * 37) % 61)) / 100) AS booked,
  100 + (300 * least(${DAYS_PAST}, greatest(0,
    extract(day FROM c.scheduled_at - (now() - interval '${DAYS_PAST} days'))::int))) / ${DAYS_PAST} AS pool
FROM live_classes c WHERE c.cancelled_at IS NULL;

INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
SELECT c.id, u.id, 'booked', 'subscription', c.scheduled_at - interval '2 days',
  c.scheduled_at - interval '2 days'
FROM bench_classes c, generate_series(0, c.booked - 1) k, bench_users u
WHERE u.n = c.s0 * 400 + 1 + (c.id * 7 + k) % c.pool;

UPDATE live_classes c SET seats_taken = b.booked FROM bench_classes b WHERE b.id = c.id;

INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at,
  camera_on_seconds, updated_at, camera_reported_at)
SELECT s.live_class_id, s.user_id, 'member', c.scheduled_at, c.scheduled_at, 600, c.scheduled_at,
  c.scheduled_at
FROM live_class_seats s JOIN bench_classes c ON c.id = s.live_class_id
WHERE c.scheduled_at < now() - interval '1 hour' AND (s.user_id * 31 + s.live_class_id) % 100 < 85;

-- A late cancel in about one class in six (the no-shows report counts them), by a member of the
-- studio's pool not booked in it.
INSERT INTO live_class_cancellations (live_class_id, studio_id, user_id, late, paid_with,
  cancelled_at)
SELECT c.id, c.s0 + ${FIRST_STUDIO}, u.id, true, 'subscription', c.scheduled_at - interval '3 hours'
FROM bench_classes c JOIN bench_users u ON u.n = c.s0 * 400 + 1 + (c.id * 11 + c.booked) % c.pool
WHERE c.id % 6 = 0;

INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at, updated_at,
  camera_reported_at)
SELECT c.id, c.instructor_user_id, 'instructor', c.scheduled_at, c.scheduled_at, c.scheduled_at,
  c.scheduled_at
FROM live_classes c WHERE c.cancelled_at IS NULL AND c.scheduled_at < now() - interval '1 hour';

INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, intro, created_at, updated_at)
SELECT ${FIRST_STUDIO} - 1 + s, p.name, p.credits, p.price, p.days, p.intro, now(), now()
FROM generate_series(1, ${STUDIOS}) s,
  (VALUES ('5 classes', 5, 7500, 60, false), ('10 classes', 10, 14000, 120, false),
          ('Intro', 3, 3000, 30, true)) p(name, credits, price, days, intro);

-- Three sales a day per studio for the year: the first of every third day an intro offer (a
-- different member each time: one per member and studio), the rest 5- and 10-class packs, some
-- classes used, about one in thirty refunded a week after it was bought.
INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro, credits_total,
  credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at, credits_voided,
  refund_cents, refunded_at, created_at, updated_at)
SELECT u.id, cp.studio_id, cp.id, 'bench-' || x.s || '-' || x.d || '-' || x.k,
  CASE WHEN x.refunded THEN 'refunded' ELSE 'paid' END, cp.intro, cp.credits,
  CASE WHEN x.refunded THEN 0 ELSE cp.credits - (x.d + x.k) % (cp.credits + 1) END,
  cp.price_cents, cp.price_cents, cp.valid_days, x.at, x.at + cp.valid_days * interval '1 day',
  CASE WHEN x.refunded THEN cp.credits - 1 END,
  CASE WHEN x.refunded THEN cp.price_cents * (cp.credits - 1) / cp.credits END,
  CASE WHEN x.refunded THEN x.at + interval '7 days' END, x.at, x.at
FROM (
  SELECT s, d, k,
    date_trunc('day', now()) - interval '${DAYS_PAST} days' + d * interval '1 day'
      + (9 + k * 4) * interval '1 hour' AS at,
    k = 0 AND d % 3 = 0 AS intro,
    k > 0 AND (d * 7 + k * 3 + s) % 20 = 0 AND d < ${DAYS_PAST} - 7 AS refunded
  FROM generate_series(1, ${STUDIOS}) s, generate_series(0, ${DAYS_PAST - 1}) d,
    generate_series(0, 2) k
) x
JOIN class_packs cp ON cp.studio_id = ${FIRST_STUDIO} - 1 + x.s
  AND cp.name = CASE WHEN x.intro THEN 'Intro' WHEN (x.d + x.k) % 2 = 0 THEN '5 classes'
                     ELSE '10 classes' END
JOIN bench_users u ON u.n = (x.s - 1) * 400 + 1
  + CASE WHEN x.intro THEN x.d / 3 ELSE (x.d * 3 + x.k) % 400 END;
`;

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

/** Each report and period read for studio after studio, `rounds` times: p50 and p95 printed. */
async function timeReports(db) {
  const reports = createReportsService({ db, clock: { now: () => now } });
  const staff = { userId: 1, staff: true };
  const cases = [
    ['attendance', 'weeks', 12, (s, n) => reports.attendance(staff, s, n)],
    ['attendance', 'weeks', 52, (s, n) => reports.attendance(staff, s, n)],
    ['no-shows', 'weeks', 12, (s, n) => reports.noShows(staff, s, n)],
    ['no-shows', 'weeks', 52, (s, n) => reports.noShows(staff, s, n)],
    ['members', 'months', 12, (s, n) => reports.members(staff, s, n)],
    ['members', 'months', 24, (s, n) => reports.members(staff, s, n)],
    ['top', 'weeks', 12, (s, n) => reports.top(staff, s, n)],
    ['top', 'weeks', 52, (s, n) => reports.top(staff, s, n)],
    ['packs', 'months', 12, (s, n) => reports.packs(staff, s, n)],
    ['packs', 'months', 24, (s, n) => reports.packs(staff, s, n)],
  ];
  const measured = cases.filter(([name]) => !only || name === only);
  // Warm the pool and the caches once, as a running server is.
  for (const [, , n, read] of measured) await read(FIRST_STUDIO, n);
  const results = [];
  for (const [name, unit, n, read] of measured) {
    const times = [];
    for (let r = 0; r < rounds; r++)
      for (let s = 0; s < STUDIOS; s++) {
        const t0 = process.hrtime.bigint();
        await read(FIRST_STUDIO + s, n);
        times.push(ms(t0));
      }
    results.push({
      name,
      period: `${n} ${unit}`,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      reads: times.length,
    });
  }
  console.log(`\nReport (period)            p50 ms   p95 ms   goal    reads`);
  for (const r of results)
    console.log(
      `${`${r.name} (${r.period})`.padEnd(26)} ${r.p50.toFixed(1).padStart(6)}   ${r.p95
        .toFixed(1)
        .padStart(6)}   ${r.p95 <= GOAL_MS ? `≤ ${GOAL_MS}` : `> ${GOAL_MS} !`}   ${r.reads}`,
    );

  return results;
}

async function main() {
  const fresh = await freshPostgres(process.env.DATABASE_URL, 'jetsweat_bench_reports');
  const db = openPostgres(fresh.url);
  const client = new pg.Client({ connectionString: fresh.url });
  try {
    await migrate(db);
    await client.connect();
    const t0 = process.hrtime.bigint();
    await client.query(seedSql);
    await client.query('VACUUM ANALYZE');
    const counts = (
      await client.query(`SELECT
        (SELECT count(*) FROM live_classes)::int AS classes,
        (SELECT count(*) FROM live_class_seats)::int AS seats,
        (SELECT count(*) FROM live_class_attendance)::int AS attendance,
        (SELECT count(*) FROM pack_purchases)::int AS packs,
        (SELECT count(*) FROM users)::int AS users`)
    ).rows[0];
    console.log(
      `Seeded in ${(ms(t0) / 1000).toFixed(1)} s: ${STUDIOS} studios, ${counts.classes} classes, ` +
        `${counts.seats} booked seats, ${counts.attendance} attendance rows, ${counts.packs} pack ` +
        `sales, ${counts.users} users.`,
    );

    const results = await timeReports(db);
    const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(`\nSlowest: ${slowest.name} (${slowest.period}). Its statements explained:`);
    await explainReport(db, client, slowest);
    if (slowest.name !== 'packs') {
      console.log('\nThe pack and offer sales report (24 months), explained:');
      await explainReport(db, client, { name: 'packs', period: '24 months' });
    }
  } finally {
    await client.end().catch(() => {});
    await db.destroy();
    await fresh.drop();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements a report runs for one studio, each with the
 * parameters the report gives it: the inputs each one needs are read for real first (`db`).
 */
async function explainReport(db, client, { name, period }) {
  const n = Number(period.split(' ')[0]);
  const studio = FIRST_STUDIO + 7;
  const explain = () =>
    explainingHandle({
      query: async (sql, params) => {
        const rows = (
          await client.query(
            sql.replace(
              /^EXPLAIN \([^)]*\)/,
              'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY ON)',
            ),
            params,
          )
        ).rows;
        console.log(rows.map((r) => r['QUERY PLAN']).join('\n') + '\n');
        return rows;
      },
    }).handle;
  if (name === 'packs') {
    const from = new Date(`${monthPeriod(now, n)[0]}-01T00:00:00Z`);
    await packReportFigures.sales(explain(), studio, from, now);
    await packReportFigures.refunds(explain(), studio, from, now);
    return;
  }
  if (name === 'members') {
    await studioReportFigures.cohorts(explain(), studio, now);
    return;
  }
  const p = weekPeriod(now, n);
  if (name === 'no-shows') {
    const classes = await studioReportFigures.classSeats(db, studio, p.from, p.to);
    await studioReportFigures.classSeats(explain(), studio, p.from, p.to);
    await membersCameByClass(
      explain(),
      classes.map((c) => c.id),
    );
    return;
  }
  const classes = await studioReportFigures.classes(db, studio, p.from, p.to);
  await studioReportFigures.classes(explain(), studio, p.from, p.to);
  await membersCameCounts(
    explain(),
    classes.map((c) => c.id),
  );
}

await main();
