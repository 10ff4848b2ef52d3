#!/usr/bin/env node
/**
 * Growth: the public schedule and a member's upcoming classes as the schedule's history grows
 * from 100 to 100,000 live classes and the bookings from 1,000 to 1,000,000, on PostgreSQL.
 *
 * Makes a fresh database on the server DATABASE_URL names (dropped afterwards), starts the
 * product on it with the demo data, signs up a member who subscribes and books three upcoming
 * classes, and then, step by step, adds classes and bookings with SQL while the product runs:
 * nine in ten classes are past ones on the main site (the schedule's history), one in ten is a
 * coming studio-only class (shown on that studio's site, not on the main schedule); each class
 * gets 10 bookings, from members who have 100 each. At each step it prints EXPLAIN ANALYZE of
 * the schedule store's own SQL (which index each query walks, and its time) and loads both reads
 * with autocannon, then the curve: each read's req/s and p99 against the first step's.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/api-growth.mjs
 *   ... node scripts/bench/api-growth.mjs --seconds 5 --connections 20 --plans all
 */
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { subscribedMemberWithBookings } from './api-reads.mjs';
import { explainingHandle } from './explain.mjs';
import { freshPostgres, load, startProduct } from './product.mjs';
import { option } from '../command-line.mjs';

const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
/** `last` prints whole plans at the largest step only; `all` at every step. */
const plansAt = option('plans', 'last');
const steps = [
  { classes: 100, bookings: 1_000 },
  { classes: 1_000, bookings: 10_000 },
  { classes: 10_000, bookings: 100_000 },
  { classes: 100_000, bookings: 1_000_000 },
];
const SEATS_PER_CLASS = 10;
const BOOKINGS_PER_MEMBER = 100;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a fresh database is made there).');
  process.exit(1);
}
const store = await tsImport('../../apps/server/src/features/schedule/store.ts', import.meta.url);
const { memberMarksWithSession } = await tsImport(
  '../../apps/server/src/features/schedule/booking/member-marks-store.ts',
  import.meta.url,
);
const { findLiveSession } = await tsImport(
  '../../apps/server/src/features/accounts/session-store.ts',
  import.meta.url,
);
const { openPostgres } = await tsImport(
  '../../apps/server/src/platform/db/open.ts',
  import.meta.url,
);

/** Adds classes, members and bookings up to the step's totals (counting only this script's). */
async function growTo(client, step) {
  const have = (
    await client.query("SELECT count(*)::int AS n FROM live_classes WHERE title LIKE 'Growth %'")
  ).rows[0].n;
  const members = step.bookings / BOOKINGS_PER_MEMBER;
  await client.query(
    `INSERT INTO users (email, first_name, last_name, password_hash)
     SELECT 'growth-' || i || '@bench.example', 'Growth', 'Member', 'not-a-hash'
     FROM generate_series((SELECT count(*) FROM users WHERE email LIKE 'growth-%'), $1::int - 1) AS i`,
    [members],
  );
  await client.query(
    `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, is_on_jetsweat,
       capacity, seats_taken, class_type, level)
     SELECT s.ids[1 + i % array_length(s.ids, 1)], 'Growth ' || i,
       CASE WHEN i % 10 = 0 THEN now() + interval '1 day' + (i % 997) * interval '41 minutes'
            ELSE now() - interval '1 day' - i * interval '13 minutes' END,
       45, i % 10 <> 0, 20, ${SEATS_PER_CLASS}, 'Yoga', 'Beginner'
     FROM generate_series($1::int, $2::int - 1) AS i, (SELECT array_agg(id ORDER BY id) AS ids FROM studios) AS s`,
    [have, step.classes],
  );
  // Seat k of class i goes to member (i * 10 + k) mod members: ten different members a class.
  await client.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM live_classes WHERE title LIKE 'Growth %'),
          u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS j FROM users WHERE email LIKE 'growth-%')
     INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
     SELECT c.id, u.id, 'booked', 'subscription', now(), now()
     FROM c CROSS JOIN generate_series(0, ${SEATS_PER_CLASS - 1}) AS k
     JOIN u ON u.j = (c.i * ${SEATS_PER_CLASS} + k) % $2
     WHERE c.i >= $1
     ON CONFLICT DO NOTHING`,
    [have, members],
  );
  // As autovacuum would after a bulk load: statistics, and the visibility map for index scans.
  await client.query('VACUUM ANALYZE users, live_classes, live_class_seats');
  // Write the bulk load out now rather than in a checkpoint while the reads are measured.
  await client.query('CHECKPOINT');
  return (
    await client.query(`SELECT (SELECT count(*) FROM live_classes)::int AS classes,
      (SELECT count(*) FROM live_class_seats WHERE state = 'booked')::int AS bookings,
      (SELECT count(*) FROM users)::int AS users`)
  ).rows[0];
}

/**
 * EXPLAIN ANALYZE of the queries behind both reads, as the member: the public schedule; then the
 * member's list, which per request is one statement (the session, its purchases and the member's
 * marks: booked, waiting and held classes), and, kept between requests, the main site's classes
 * not over yet, and those of the member's bookings the site does not list (by id).
 */
async function explainReads(client, realDb, token) {
  const db = { query: async (sql, params) => (await client.query(sql, params)).rows };
  const now = new Date();
  const session = await findLiveSession(realDb, token, now, memberMarksWithSession);
  const { booked } = memberMarksWithSession.read(session.companion);
  const { handle, plans, statements } = explainingHandle(db);
  await store.listLiveClasses(handle, { now, notStarted: true });
  await findLiveSession(handle, token, now, memberMarksWithSession);
  await store.listLiveClasses(handle, { now, notStarted: false });
  await store.listClassesByIds(handle, booked, now);
  return {
    plans: {
      public: plans[0],
      memberSession: plans[1],
      memberSite: plans[2],
      memberBooked: plans[3],
    },
    sessionStatement: statements[1],
  };
}

const PLAN_CACHE_RUNS = 12;

/**
 * How PostgreSQL's plan cache treats the session statement, which the product runs as a named
 * statement on every member request: planned for its values the first five times, then with one
 * generic plan kept for good if that plan's estimate is no worse than theirs, or else planned
 * afresh on every execution (all of its planning time on every request). Runs it as a prepared
 * statement on a connection of its own and reads the counts from pg_prepared_statements.
 */
async function planCacheOf(url, { sql, params }) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  try {
    const ms = [];
    for (let i = 0; i < PLAN_CACHE_RUNS; i++) {
      const started = performance.now();
      await probe.query({ name: 'session_statement', text: sql, values: params });
      ms.push(performance.now() - started);
    }
    const { rows } = await probe.query(
      "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'session_statement'",
    );
    const last = ms.slice(-5).sort((a, b) => a - b);
    return { ...rows[0], medianMs: last[2].toFixed(2) };
  } finally {
    await probe.end();
  }
}

const summary = (plan) => {
  const indexes = [
    ...new Set(
      [
        ...plan.matchAll(
          /(?:Index|Index Only) Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/g,
        ),
      ].map((m) => m[1] ?? m[2]),
    ),
  ];
  const seq = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))];
  const ms = (name) => plan.match(new RegExp(`${name} Time: ([\\d.]+) ms`))?.[1];
  return `indexes ${indexes.join(', ') || 'none'}${seq.length ? `; seq scan ${seq.join(', ')}` : ''}; planning ${ms('Planning')} ms, execution ${ms('Execution')} ms`;
};

const db = await freshPostgres(process.env.DATABASE_URL, 'jetsweat_bench_growth');
const product = await startProduct('growth', db.url);
const client = new pg.Client({ connectionString: db.url });
const kysely = openPostgres(db.url);
const curve = [];
try {
  await client.connect();
  const token = await subscribedMemberWithBookings(product.base);
  console.log(
    `Growth on PostgreSQL, ${connections} connections, ${seconds} s a read, Node ${process.version}, ${new Date().toISOString()}`,
  );
  for (const [n, step] of steps.entries()) {
    const started = Date.now();
    const counts = await growTo(client, step);
    console.log(
      `\n== step ${n + 1}: ${JSON.stringify(counts)} (added in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    // The first run after a bulk load reads cold pages (and sets hint bits): print the second.
    await explainReads(client, kysely, token);
    const { plans, sessionStatement } = await explainReads(client, kysely, token);
    for (const [name, plan] of Object.entries(plans)) {
      console.log(`  EXPLAIN ${name.padEnd(15)} ${summary(plan)}`);
      if (plansAt === 'all' || (plansAt === 'last' && n === steps.length - 1)) {
        console.log(plan.replace(/^/gm, '      '));
      }
    }
    const cache = await planCacheOf(db.url, sessionStatement);
    console.log(
      `  plan cache      the session statement run ${PLAN_CACHE_RUNS} times: ${cache.generic_plans} with the generic plan, ${cache.custom_plans} planned afresh${cache.generic_plans > 0 ? '' : ' (replanned on every request)'}; median of the last five ${cache.medianMs} ms`,
    );
    const reads = {
      'public schedule': { url: `${product.base}/api/liveclass/upcoming/public/all` },
      "member's upcoming": {
        url: `${product.base}/api/liveclass/upcoming`,
        headers: { authorization: `Bearer ${token}` },
      },
    };
    const row = { ...counts };
    for (const [name, read] of Object.entries(reads)) {
      const r = await load({ ...read, connections, seconds });
      row[name] = r;
      console.log(
        `  ${name.padEnd(18)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.failures ? `  (${r.failures} failed)` : ''}`,
      );
    }
    curve.push(row);
  }
  console.log('\nCurve (against the first step; flat is within 1.5x):');
  for (const name of ['public schedule', "member's upcoming"]) {
    const first = curve[0][name];
    for (const row of curve) {
      const r = row[name];
      console.log(
        `  ${name.padEnd(18)} ${String(row.classes).padStart(7)} classes ${String(row.bookings).padStart(8)} bookings: ${String(r.rps).padStart(6)} req/s (x${(first.rps / r.rps).toFixed(2)} slower), p99 ${r.p99} ms (x${(r.p99 / Math.max(first.p99, 1)).toFixed(2)})`,
      );
    }
  }
} finally {
  await client.end().catch(() => {});
  await kysely.destroy();
  await product.stop();
  await db.drop();
}
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
