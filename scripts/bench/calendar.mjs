#!/usr/bin/env node
/**
 * The workout calendar at scale (issue 23, point 7), on PostgreSQL: a member's year of workouts
 * (POST /api/workout/myWorkout as the calendar asks for it, with no dates: today to a year ahead)
 * loaded at a fixed, evenly paced rate, for a member who plans two classes a week (100 in the
 * year) and for one with 500 around today; and the private iCalendar feed of the second (500
 * workouts) rendered one request after another; first with 10,000 workouts in the table and then
 * with 1,000,000 over 10,000 members. Each size prints the p50 and
 * p99 of both, EXPLAIN ANALYZE of the very SQL the stores run (the query cost must stay flat as
 * the table grows a hundredfold), and the same answers from a bare Fastify server in the same run
 * (the limit of the stack).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/calendar.mjs
 *   DATABASE_URL=... node scripts/bench/calendar.mjs --rate 200 --seconds 20 --feeds 200
 *
 * A fresh database is made on that server and dropped afterwards.
 */
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { explainingHandle } from './explain.mjs';
import { pacedLoad } from './paced-load.mjs';
import { startBare } from './bare.mjs';
import { call, freshPostgres, startProduct, subscribedMember } from './product.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const rate = option('rate', 200);
const seconds = option('seconds', 20);
const feedRequests = option('feeds', 200);

const MEMBERS = 10_000;
/** The busy member's workouts: one every 17.5 hours over the 364 days around today. */
const BUSY_WORKOUTS = 500;
/** The regular member's: two a week over the year ahead. */
const REGULAR_WORKOUTS = 100;
const SIZES = [10_000, 1_000_000];
const DAY_MS = 24 * 60 * 60 * 1000;

if (!process.env.DATABASE_URL) {
  console.error('Give DATABASE_URL: a PostgreSQL server to make a fresh database on.');
  process.exit(2);
}

const { workoutsBetween } = await tsImport(
  '../../apps/server/src/features/workouts/workout-reads.ts',
  import.meta.url,
);
const { videoCards } = await tsImport(
  '../../apps/server/src/features/workouts/class-cards.ts',
  import.meta.url,
);
const { classRecords } = await tsImport(
  '../../apps/server/src/features/schedule/service.ts',
  import.meta.url,
);
const { ReadCache } = await tsImport(
  '../../apps/server/src/platform/public-reads/read-cache.ts',
  import.meta.url,
);
const { systemClock } = await tsImport(
  '../../apps/server/src/platform/runtime/clock.ts',
  import.meta.url,
);
const { feedWorkouts } = await tsImport(
  '../../apps/server/src/features/workouts/feed/feed-events.ts',
  import.meta.url,
);

/** The members, and the two measured members' workouts (on-demand classes of the demo library). */
const membersSql = `
INSERT INTO users (email, first_name, last_name, password_hash)
SELECT 'bench-calendar-member-' || g || '@example.com', 'Bench', 'Member', 'not-a-password'
FROM generate_series(1, ${MEMBERS}) AS g;

CREATE TABLE bench_videos AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM videos;
CREATE TABLE bench_members AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users
  WHERE email LIKE 'bench-calendar-member-%';

INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
SELECT $BUSY, v.id,
  CASE WHEN k < ${BUSY_WORKOUTS / 2} THEN (ARRAY['completed','skipped'])[1 + k % 2] ELSE 'scheduled' END,
  date_trunc('minute', now()) - interval '182 days' + k * interval '1050 minutes', now()
FROM generate_series(0, ${BUSY_WORKOUTS - 1}) AS k
JOIN bench_videos v ON v.n = k % (SELECT count(*) FROM bench_videos);

INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
SELECT $REGULAR, v.id, 'scheduled',
  date_trunc('hour', now()) + interval '1 day' + k * interval '87 hours', now()
FROM generate_series(0, ${REGULAR_WORKOUTS - 1}) AS k
JOIN bench_videos v ON v.n = k % (SELECT count(*) FROM bench_videos);
`;

/** Other members' workouts up to `total` rows in all, each member's a week apart over two years. */
const othersSql = (total) => `
INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
SELECT m.id, v.id, (ARRAY['scheduled','completed','skipped'])[1 + g % 3],
  date_trunc('minute', now()) - interval '365 days' + (g / ${MEMBERS}) * interval '175 hours'
    + (g % 1440) * interval '1 minute',
  now()
FROM generate_series((SELECT count(*) FROM workouts), ${total} - 1) AS g
JOIN bench_members m ON m.n = g % ${MEMBERS}
JOIN bench_videos v ON v.n = g % (SELECT count(*) FROM bench_videos);
ANALYZE workouts;
`;

async function openDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  };
}

/**
 * EXPLAIN ANALYZE of a member's year (workoutsBetween: their rows, then their classes' cards as
 * when none is kept yet) and of the feed's rows (feedWorkouts). The explaining handle answers no
 * rows, so the cards are asked for the member's classes by hand.
 */
async function explain(db, userId, range) {
  const { handle, plans } = explainingHandle(db);
  const src = () => ({
    db: handle,
    reads: new ReadCache(systemClock),
    liveClassesByIds: classRecords.byIds,
  });
  await workoutsBetween(src(), userId, range.from, range.to);
  const classes = await db.query(
    'SELECT DISTINCT video_id AS id FROM workouts WHERE user_id = $1 AND scheduled_for >= $2 AND scheduled_for < $3 AND video_id IS NOT NULL',
    [userId, range.from, range.to],
  );
  await videoCards(
    src(),
    classes.map((c) => c.id),
  );
  await feedWorkouts(src(), userId, range.feedFrom, range.feedTo);
  return plans.join('\n\n');
}

/** The feed `feedRequests` times, one after another: each request's time to its last byte. */
async function timeFeed(url) {
  const times = [];
  for (let i = 0; i < feedRequests; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.text();
    if (!res.ok) throw new Error(`feed: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

function printRow(size, what, who, r) {
  console.log(
    `${String(size).padStart(9)} rows  ${what.padEnd(30)} ${who.padEnd(8)}${
      r.rps === undefined ? '          ' : `${String(r.rps).padStart(4)} req/s`
    }  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms${r.failures ? `  (${r.failures} failed)` : ''}`,
  );
}

/** POST /api/workout/myWorkout as the calendar sends it, for the member with `token`. */
const yearOf = (base, token) => ({
  url: `${base}/api/workout/myWorkout`,
  method: 'POST',
  headers: {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  },
  body: '{}',
});

/** The answer the product gives to `request` just now, for the bare server to repeat. */
async function capture(request, path, requestBody) {
  const res = await fetch(request.url, request);
  return {
    method: request.method ?? 'GET',
    path,
    requestBody,
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: await res.text(),
  };
}

const fresh = await freshPostgres(process.env.DATABASE_URL, 'jetsweat_bench_calendar');
const product = await startProduct('calendar', fresh.url);
const db = await openDatabase(fresh.url);
try {
  const busy = await subscribedMember(product.base, 'bench-calendar-busy');
  const regular = await subscribedMember(product.base, 'bench-calendar-regular');
  const feed = await call(product.base, '/api/calendar/feed', {
    method: 'POST',
    token: busy.token,
  });
  const feedPath = new URL(feed.url).pathname;
  await db.query(
    membersSql.replaceAll('$BUSY', String(busy.id)).replaceAll('$REGULAR', String(regular.id)),
  );

  const now = Date.now();
  const range = {
    from: new Date(now - DAY_MS),
    to: new Date(now + 366 * DAY_MS),
    feedFrom: new Date(now - 365 * DAY_MS),
    feedTo: new Date(now + 366 * DAY_MS),
  };
  const members = [
    { name: 'regular', ...regular },
    { name: 'busy', ...busy },
  ];
  for (const m of members) {
    const answer = await call(product.base, '/api/workout/myWorkout', {
      method: 'POST',
      token: m.token,
      body: {},
    });
    m.label = `myWorkout (${answer.workouts.length} in the year)`;
  }
  console.log(
    `myWorkout at ${rate} req/s for ${seconds} s, evenly paced; the feed (${BUSY_WORKOUTS} workouts) ${feedRequests} times in a row.`,
  );

  for (const size of SIZES) {
    const started = Date.now();
    await db.query(othersSql(size));
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM workouts');
    console.log(
      `\n== ${count} workouts (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(`\n-- EXPLAIN ANALYZE at ${count} rows\n${await explain(db, busy.id, range)}\n`);

    // The bare server answers the very bytes the product answered just now (a member's year is
    // told apart by the token: the bare server keys on the path, so one member at a time).
    for (const m of members) {
      const year = yearOf(product.base, m.token);
      const bare = await startBare([
        await capture(year, '/api/workout/myWorkout', {}),
        await capture({ url: `${product.base}${feedPath}` }, feedPath),
      ]);
      try {
        // Warm the pool at the measured rate before measuring.
        await pacedLoad({ ...year, rate, seconds: 2 });
        printRow(count, m.label, 'product', await pacedLoad({ ...year, rate, seconds }));
        printRow(
          count,
          m.label,
          'bare',
          await pacedLoad({ ...yearOf(bare.base, m.token), rate, seconds }),
        );
        if (m.name === 'busy') {
          printRow(
            count,
            `feed (${BUSY_WORKOUTS} workouts)`,
            'product',
            await timeFeed(`${product.base}${feedPath}`),
          );
          printRow(
            count,
            `feed (${BUSY_WORKOUTS} workouts)`,
            'bare',
            await timeFeed(`${bare.base}${feedPath}`),
          );
        }
      } finally {
        await bare.stop();
      }
    }
  }
} finally {
  await db.close();
  await product.stop();
  await fresh.drop();
}
