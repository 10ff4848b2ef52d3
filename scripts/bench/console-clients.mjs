#!/usr/bin/env node
/**
 * A studio's client list in the console (issue 54, item 5) on PostgreSQL: one studio with
 * --clients members (4,000 by default) who over a year booked about 15 of its 2,190 classes each
 * (85 % of them came), a third of whom bought day passes (one to three), a fifth a class pack,
 * and half of whom played its videos, in a network of 40 studios (--others 39), the others a
 * quarter its size (their rows are what the indexes must skip). Each read is made as the console
 * makes it (the owners' totals merged with the members' names): the first page, a search, a late
 * page, the CSV's rows and one client's history, its p50 and p95 printed beside the 200 ms goal;
 * then each owner's statement is explained (EXPLAIN ANALYZE with buffers) to show the index it
 * uses.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/console-clients.mjs
 *   DATABASE_URL=... node scripts/bench/console-clients.mjs --clients 8000 --rounds 30
 *
 * A fresh database is made on that server and dropped afterwards (kept with --keep).
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
const CLIENTS = option('clients', 4000);
const rounds = option('rounds', 20);
/** Keeps the database (its address printed) to look into afterwards. */
const keep = args.includes('--keep');
const GOAL_MS = 200;
const STUDIO = 2001;
/** The other studios of the network, each a quarter the measured one's size. */
const OTHERS = option('others', 39);
const N = OTHERS + 1;
const CLASSES_A_DAY = 6;
const DAYS = 365;
const VIDEOS = 40;

if (!process.env.DATABASE_URL) {
  console.error('Give DATABASE_URL: a PostgreSQL server to make a fresh database on.');
  process.exit(2);
}

const { openPostgres } = await tsImport(
  '../../apps/server/src/platform/db/open.ts',
  import.meta.url,
);
const { migrate } = await tsImport('../../apps/server/src/platform/db/migrate.ts', import.meta.url);
const { allClientsOf, clientsPage } = await tsImport(
  '../../apps/server/src/features/console/clients/client-list.ts',
  import.meta.url,
);
const { clientHistory } = await tsImport(
  '../../apps/server/src/features/console/clients/client-history.ts',
  import.meta.url,
);
const { clientsCsv } = await tsImport(
  '../../apps/server/src/features/console/clients/clients-csv.ts',
  import.meta.url,
);
const { bookerTotalsOf, studioClassIds } = await tsImport(
  '../../apps/server/src/features/schedule/service.ts',
  import.meta.url,
);
const { attendedCountsOf } = await tsImport(
  '../../apps/server/src/features/live/service.ts',
  import.meta.url,
);
const { studioBuyerTotals } = await tsImport(
  '../../apps/server/src/features/billing/service.ts',
  import.meta.url,
);
const { studioViewerTotals } = await tsImport(
  '../../apps/server/src/features/videos/service.ts',
  import.meta.url,
);

/**
 * Studio s (0: the measured one, 1.. the others) has the members n with n % N = s: the measured one
 * CLIENTS of them, the others a quarter as many. Each class books the members its id picks.
 */
const perStudio = (s) => (s === 0 ? CLIENTS : Math.ceil(CLIENTS / 4));
const seedSql = `
INSERT INTO studios (id, name, short_name)
SELECT ${STUDIO} + s, 'Bench clients ' || s, 'benchclients' || s FROM generate_series(0, ${OTHERS}) s;
INSERT INTO studio_instructors (studio_id, name, position)
SELECT ${STUDIO} + s, 'Teacher ' || s, 0 FROM generate_series(0, ${OTHERS}) s;

INSERT INTO users (email, first_name, last_name, password_hash)
SELECT 'bench-client-' || g || '@example.com', 'Client', 'No' || g, 'not-a-password'
FROM generate_series(1, ${CLIENTS * N}) g;
CREATE TEMP TABLE bench_users AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users;
CREATE UNIQUE INDEX ON bench_users (n);

INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, capacity, seats_taken)
SELECT ${STUDIO} + s, 'Class ' || k, date_trunc('day', now()) - interval '${DAYS} days'
    + d * interval '1 day' + (6 + 2 * k) * interval '1 hour', 45, 60, 0
FROM generate_series(0, ${OTHERS}) s, generate_series(0, ${DAYS - 1}) d,
  generate_series(0, ${CLASSES_A_DAY - 1}) k;
CREATE TEMP TABLE bench_classes AS
  SELECT id, studio_id - ${STUDIO} AS s,
    row_number() OVER (PARTITION BY studio_id ORDER BY id) - 1 AS i, scheduled_at
  FROM live_classes;

-- Member m of studio s (m: 0 .. its size - 1) books 15 classes, i = (m * 7 + j * 146) % 2190.
INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
SELECT c.id, u.id, 'booked', 'subscription', c.scheduled_at - interval '2 days',
  c.scheduled_at - interval '2 days'
FROM generate_series(0, ${OTHERS}) st
JOIN LATERAL generate_series(0, CASE WHEN st = 0 THEN ${perStudio(0)} ELSE ${perStudio(1)} END - 1) m ON true
CROSS JOIN generate_series(0, 14) j
JOIN bench_classes c ON c.s = st AND c.i = (m * 7 + j * 146) % ${DAYS * CLASSES_A_DAY}
JOIN bench_users u ON u.n = m * ${N} + st;

INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at,
  updated_at, camera_reported_at)
SELECT s.live_class_id, s.user_id, 'member', c.scheduled_at, c.scheduled_at, c.scheduled_at,
  c.scheduled_at
FROM live_class_seats s JOIN bench_classes c ON c.id = s.live_class_id
WHERE (s.user_id * 31 + s.live_class_id) % 100 < 85;

INSERT INTO packages (id, studio_id, kind, title, price_cents)
SELECT 'benchclients' || s || '_daily', ${STUDIO} + s, 'daily', 'Day Pass', 1500
FROM generate_series(0, ${OTHERS}) s;
INSERT INTO day_passes (user_id, studio_id, package_id, pass_date, status, price_cents,
  amount_cents, created_at, updated_at)
SELECT u.id, ${STUDIO} + u.n % ${N}, 'benchclients' || (u.n % ${N}) || '_daily',
  (now() - (p * 97 + u.n % 90) * interval '1 day')::date, 'paid', 1500, 1500,
  now() - (p * 97 + u.n % 90) * interval '1 day', now() - (p * 97 + u.n % 90) * interval '1 day'
FROM bench_users u, generate_series(0, 2) p
WHERE u.n / ${N} < CASE WHEN u.n % ${N} = 0 THEN ${perStudio(0)} ELSE ${perStudio(1)} END
  AND (u.n / ${N}) % 3 = 0 AND p <= (u.n / ${N}) % 3;
INSERT INTO payments (user_id, purpose, day_pass_id, amount_cents, status, idempotency_key,
  created_at, updated_at)
SELECT user_id, 'daypass', id, amount_cents, 'succeeded', 'bench-' || id, created_at, created_at
FROM day_passes;

INSERT INTO videos (slug, title, studio_id, instructor_id, class_type, level, body_focus,
  calorie_burn, duration_seconds, equipment, poster_path, stream_path, captions_path,
  published_at, recommendation_rank)
SELECT 'bench-video-' || s || '-' || v, 'Video ' || v, ${STUDIO} + s, i.id, 'Pilates', 'Beginner',
  'Core', 100, 1200, '{None}', '/p.jpg', '/s.m3u8', '/c.vtt', now() - interval '400 days', s * 100 + v
FROM generate_series(0, ${OTHERS}) s CROSS JOIN generate_series(0, ${VIDEOS - 1}) v
JOIN studio_instructors i ON i.studio_id = ${STUDIO} + s;
CREATE TEMP TABLE bench_videos AS
  SELECT id, studio_id - ${STUDIO} AS s, row_number() OVER (PARTITION BY studio_id ORDER BY id) - 1 AS v
  FROM videos WHERE studio_id >= ${STUDIO};
INSERT INTO watch_sessions (user_id, video_id, session_key, started_at, last_event_at, last_event,
  position_seconds, watched_seconds, day)
SELECT u.id, v.id, gen_random_uuid(), now() - (w * 40 + u.n % 30) * interval '1 day',
  now() - (w * 40 + u.n % 30) * interval '1 day' + interval '20 minutes', 'end', 1200, 1200,
  (now() - (w * 40 + u.n % 30) * interval '1 day')::date
FROM bench_users u, generate_series(0, 1) w
JOIN bench_videos v ON true
WHERE u.n / ${N} < CASE WHEN u.n % ${N} = 0 THEN ${perStudio(0)} ELSE ${perStudio(1)} END
  AND (u.n / ${N}) % 2 = 0 AND v.s = u.n % ${N} AND v.v = (u.n / ${N} + w * 7) % ${VIDEOS};

-- A fifth of each studio's members bought its class pack (one in ten of those refunded since).
INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, created_at, updated_at)
SELECT ${STUDIO} + s, '5 classes', 5, 7500, 60, now(), now() FROM generate_series(0, ${OTHERS}) s;
INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro, credits_total,
  credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at, credits_voided,
  refund_cents, refunded_at, created_at, updated_at)
SELECT u.id, cp.studio_id, cp.id, 'bench-pack-' || u.n, CASE WHEN x.refunded THEN 'refunded' ELSE 'paid' END,
  false, 5, CASE WHEN x.refunded THEN 0 ELSE 2 END, 7500, 7500, 60, x.at, x.at + interval '60 days',
  CASE WHEN x.refunded THEN 3 END, CASE WHEN x.refunded THEN 4500 END,
  CASE WHEN x.refunded THEN x.at + interval '7 days' END, x.at, x.at
FROM bench_users u
CROSS JOIN LATERAL (SELECT now() - (10 + u.n % 300) * interval '1 day' AS at,
  (u.n / ${N}) % 50 = 0 AS refunded) x
JOIN class_packs cp ON cp.studio_id = ${STUDIO} + u.n % ${N}
WHERE u.n / ${N} < CASE WHEN u.n % ${N} = 0 THEN ${perStudio(0)} ELSE ${perStudio(1)} END
  AND (u.n / ${N}) % 5 = 0;
`;

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

async function timed(name, read) {
  await read();
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    await read();
    times.push(ms(t0));
  }
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Seeds the network, printing what it holds; answers the measured studio's clients. */
async function seed(db, client) {
  const t0 = process.hrtime.bigint();
  await client.query(seedSql);
  await client.query('VACUUM ANALYZE');
  const counts = (
    await client.query(`SELECT
      (SELECT count(*) FROM live_class_seats)::int AS seats,
      (SELECT count(*) FROM live_class_attendance)::int AS attendance,
      (SELECT count(*) FROM payments)::int AS payments,
      (SELECT count(*) FROM watch_sessions)::int AS plays`)
  ).rows[0];
  const all = await allClientsOf(db, STUDIO);
  console.log(
    `Seeded in ${(ms(t0) / 1000).toFixed(1)} s: ${counts.seats} booked seats, ` +
      `${counts.attendance} attendance rows, ${counts.payments} payments, ${counts.plays} plays ` +
      `in ${OTHERS + 1} studios; the measured studio has ${all.length} clients.`,
  );
  return all;
}

/** Each read as the console makes it, p50 and p95 beside the goal. */
async function timeReads(db, all) {
  const someone = all[Math.floor(all.length / 2)];
  const results = [
    await timed('first page', () => clientsPage(db, STUDIO, {})),
    await timed('search "no12"', () => clientsPage(db, STUDIO, { q: 'no12' })),
    await timed('page 40', () => clientsPage(db, STUDIO, { page: 40 })),
    await timed('CSV rows', async () => clientsCsv(await allClientsOf(db, STUDIO))),
    await timed("a client's history", () => clientHistory(db, STUDIO, someone.userId)),
  ];
  console.log(`\nRead                   p50 ms   p95 ms   goal`);
  for (const r of results)
    console.log(
      `${r.name.padEnd(22)} ${r.p50.toFixed(1).padStart(6)}   ${r.p95.toFixed(1).padStart(6)}   ${
        r.p95 <= GOAL_MS ? `≤ ${GOAL_MS}` : `> ${GOAL_MS} !`
      }`,
    );
}

/** EXPLAIN (ANALYZE, BUFFERS) of each owner's statement of the list, with its real parameters. */
async function explainList(db, client) {
  console.log('\nEach owner statement of the list, explained:');
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
  const classIds = await studioClassIds(db, STUDIO);
  await studioClassIds(explain(), STUDIO);
  await bookerTotalsOf(explain(), classIds);
  await attendedCountsOf(explain(), classIds);
  await studioBuyerTotals(explain(), STUDIO);
  await studioViewerTotals(explain(), STUDIO);
}

async function main() {
  const fresh = await freshPostgres(process.env.DATABASE_URL, 'jetsweat_bench_clients');
  const db = openPostgres(fresh.url);
  const client = new pg.Client({ connectionString: fresh.url });
  try {
    await migrate(db);
    await client.connect();
    await timeReads(db, await seed(db, client));
    await explainList(db, client);
  } finally {
    await client.end().catch(() => {});
    await db.destroy();
    if (keep) console.log(`Kept: ${fresh.url}`);
    else await fresh.drop();
  }
}

await main();
