#!/usr/bin/env node
/**
 * The class library at scale: 10,000 classes, 100,000 favourites and 100,000 history rows (and as
 * many watch sessions), a filtered and sorted library page loaded at a fixed rate with autocannon,
 * and EXPLAIN ANALYZE of the very SQL the library's store runs for it.
 *
 * For each database (the embedded one, and PostgreSQL too when DATABASE_URL names a server: a
 * fresh database is made there and dropped afterwards) it starts the product with the demo data,
 * signs up a member who subscribes, stops the product, adds the bulk rows with SQL (the embedded
 * database is one process's at a time), explains the queries, starts the product again and loads.
 *
 *   node scripts/bench/library.mjs                     # 200 req/s for 20 s per request
 *   node scripts/bench/library.mjs --rate 200 --seconds 20 --connections 10
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/library.mjs
 *   DATABASE_URL=... node scripts/bench/library.mjs --postgres-only
 *   node scripts/bench/library.mjs --modes paced,unkept   # of autocannon, paced and unkept
 *   node scripts/bench/library.mjs --pages 0              # only the first page (0, 1, 2)
 *   node scripts/bench/library.mjs --port 3415            # the product there, the bare server next
 *   node scripts/bench/library.mjs --compiled             # the built server (npm run build), as the image runs it
 *   node scripts/bench/library.mjs --heap-profile .tmp/library.heapprofile
 *     # where the server allocates during the first page's first load (heap-profile-summary.mjs)
 *
 * Beside each of the product's rows: the JavaScript heap the server allocated per request while
 * it answered that load (goal ≤ 100 kB), measured inside the server's process by
 * allocation-probe.mjs from V8's own accounting: the heap's used size at the end, less at the
 * start, plus what each garbage collection in between freed (V8's GCProfiler reports the used
 * size before and after each). Nothing is sampled and no flag changes how the server runs; the
 * interval's background work is counted too, so the figure is a little on the high side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { explainingHandle } from './explain.mjs';
import { pacedLoad } from './paced-load.mjs';
import { startBare } from './bare.mjs';
import { call, freshPostgres, root, startProduct, subscribedMember } from './product.mjs';
import { option, flag } from '../command-line.mjs';

const rate = Number(option('rate', 200));
const seconds = Number(option('seconds', 20));
const connections = Number(option('connections', 10));
/** Which ways of loading to run, e.g. `--modes paced,unkept`. */
const modes = option('modes', 'autocannon,paced,unkept').split(',');
/** Where the product listens (the bare server one above); free ports when not given. */
const port = option('port') === undefined ? undefined : Number(option('port'));
const P99_GOAL_MS = 20;
const ALLOCATION_GOAL_KB = 100;

const VIDEOS = 10_000;
const MEMBERS = 1_000;
const PER_MEMBER = 100; // favourites, history rows and watch sessions each: 100,000 in all

const { listPage } = await tsImport(
  '../../apps/server/src/features/videos/library-page-store.ts',
  import.meta.url,
);
const { favouriteIdOfClass } = await tsImport(
  '../../apps/server/src/features/favourites/service.ts',
  import.meta.url,
);
const { videoListBodySchema } = await tsImport(
  '../../packages/contract/src/index.ts',
  import.meta.url,
);

/** The library pages we load: what the classes page asks for as a member filters and scrolls. */
const pages = [
  {
    name: 'filtered + sorted (3 types, a level, 15-60 min, newest)',
    body: {
      classType: ['Yoga', 'Pilates', 'Barre'],
      level: 'Intermediate',
      timeLength: { min: 15, max: 60 },
      calorieBurn: { min: 0, max: 800 },
      sort: { newest: true },
    },
  },
  {
    name: 'filtered by equipment none, shortest first',
    body: { equipment: 'none', sort: { shortest: true } },
  },
  { name: 'default view (recommended)', body: {} },
].filter((_, i) => option('pages', '0,1,2').split(',').map(Number).includes(i));

/** 10,000 classes made from the demo library's studios and instructors, spread over every value. */
const bulkSql = `
INSERT INTO videos (slug, studio_id, instructor_id, title, summary, class_type, equipment, level,
  body_focus, limitations, target_muscles, duration_seconds, calorie_burn, mhr, stream_path,
  captions_path, poster_path, published_at, recommendation_rank)
SELECT 'bench-class-' || g, d.studio_id, d.instructor_id, 'Bench class ' || g, d.summary,
  (ARRAY['Pilates','Strength','Cardio','Boxing','Meditation','HIIT','Running/Treadmill',
    'Martial Arts','Barre','Sculpt','Yoga','Dance','Stretching','Bootcamp','Mobility','Cycling',
    'Gua Sha','Face Yoga','Skin Cardio','Lymphatic','Kids'])[1 + g % 21],
  CASE WHEN g % 4 = 0 THEN ARRAY['None'] ELSE
    ARRAY[(ARRAY['Dumbells','Yoga Mat','Kettlebell','Resistance Band','Block','Step'])[1 + g % 6]] END,
  (ARRAY['Beginner','Intermediate','Advanced'])[1 + (g / 7) % 3],
  (ARRAY['Upper Body','Core','Total Body','Lower Body','Mind'])[1 + (g / 3) % 5],
  CASE WHEN g % 9 = 0 THEN ARRAY['Low Impact'] ELSE '{}' END,
  ARRAY[(ARRAY['Obliques','Quadriceps','Biceps','Gluteus Maximus'])[1 + g % 4]],
  (5 + (g * 7) % 71) * 60, (g * 13) % 900, 0.5 + (g % 40) / 100.0,
  d.stream_path, d.captions_path, d.poster_path,
  now() - (g) * interval '1 hour', 1000 + g
FROM generate_series(1, ${VIDEOS} - (SELECT count(*) FROM videos)) AS g
JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, * FROM videos) d
  ON d.n = g % (SELECT count(*) FROM videos);

INSERT INTO users (email, first_name, last_name, password_hash)
SELECT 'bench-member-' || g || '@example.com', 'Bench', 'Member', 'not-a-password'
FROM generate_series(1, ${MEMBERS}) AS g;

CREATE TEMP TABLE bench_members AS
  SELECT row_number() OVER (ORDER BY id) AS n, id FROM users
  WHERE email LIKE 'bench-member-%' OR email = $BENCH_EMAIL$;
CREATE TEMP TABLE bench_videos AS
  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM videos;

-- (member n, k) -> class (n * 37 + k * 101) mod 10,000: 100 different classes per member.
INSERT INTO favourite_videos (user_id, video_id, created_at)
SELECT m.id, v.id, now() - (k) * interval '1 minute'
FROM bench_members m CROSS JOIN generate_series(1, ${PER_MEMBER}) AS k
JOIN bench_videos v ON v.n = (m.n * 37 + k * 101) % ${VIDEOS};

INSERT INTO video_positions (user_id, video_id, position_seconds, finished, watched_at)
SELECT m.id, v.id, k * 7, k % 3 = 0, now() - (k) * interval '1 hour'
FROM bench_members m CROSS JOIN generate_series(1, ${PER_MEMBER}) AS k
JOIN bench_videos v ON v.n = (m.n * 53 + k * 103) % ${VIDEOS};

INSERT INTO watch_sessions (user_id, video_id, session_key, started_at, last_event_at, last_event,
  position_seconds, watched_seconds, calories, day)
SELECT m.id, v.id, gen_random_uuid(), now() - (k * 5) * interval '1 hour',
  now() - (k * 5) * interval '1 hour', 'end', 600, 600, 50 + k, (now() - (k * 5) * interval '1 hour')::date
FROM bench_members m CROSS JOIN generate_series(1, ${PER_MEMBER}) AS k
JOIN bench_videos v ON v.n = (m.n * 53 + k * 103) % ${VIDEOS};

ANALYZE;
`;

async function openDatabase(dataDir, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    // Ended by the database's drop when a step fails: that step's error is the one to show.
    client.on('error', () => {});
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      exec: async (sql) => void (await client.query(sql)),
      close: () => client.end(),
    };
  }
  // The catalogue's trigram indexes (migration 025) need pg_trgm loaded to be read.
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  return {
    query: async (sql, params) => (await db.query(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}

/**
 * EXPLAIN ANALYZE of the SQL a page runs for `body`, as the member on the main site (what a page
 * costs: nothing of it is kept): the page's ids with the member's favourite record of each. The
 * store is handed a handle that explains each statement instead of running it, whether the store
 * writes plain SQL (`query`) or builds it with Kysely (through this dialect's driver).
 */
async function explain(db, userId, body) {
  const { handle, plans } = explainingHandle(db);
  const query = videoListBodySchema.parse(body);
  const context = { siteStudioId: null, instructorIds: undefined };
  await listPage(handle, new Date(), query, context, { userId, favouriteOf: favouriteIdOfClass });
  return plans.join('\n');
}

const libraryRequest = (base, token, body) => ({
  url: `${base}/api/video/videos`,
  method: 'POST',
  headers: {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  },
  body: JSON.stringify(body),
});

/** autocannon at a fixed rate (bursts at each second, see paced-load.mjs), as the issue asked. */
async function loadWithAutocannon(base, token, body) {
  const result = await autocannon({
    ...libraryRequest(base, token, body),
    connections,
    overallRate: rate,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** The same rate, evenly paced (one request every 1000/rate ms). */
const loadPaced = (base, token, body, forSeconds = seconds) =>
  pacedLoad({ ...libraryRequest(base, token, body), rate, seconds: forSeconds });

/**
 * Evenly paced, every request a page the server has not kept: each continues after a different
 * class (`after`), so each is a query in the database, as when many members scroll at once.
 */
const loadPacedUnkept = (classIds) => (base, token, body) =>
  pacedLoad({
    ...libraryRequest(base, token, body),
    body: (i) => JSON.stringify({ ...body, after: classIds[i % classIds.length] }),
    rate,
    seconds,
  });

/**
 * Each page's answer as the product gives it, for a bare Fastify server that answers the same
 * JSON at the same path (the yardstick: what the load generator and the machine cost alone).
 */
async function capturePages(base, token) {
  const captured = [];
  for (const page of pages) {
    const res = await fetch(`${base}/api/video/videos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(page.body),
    });
    captured.push({
      method: 'POST',
      path: '/api/video/videos',
      requestBody: page.body,
      status: res.status,
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: await res.text(),
    });
  }
  return captured;
}

function printRow(label, how, page, r) {
  const allocated =
    r.allocatedKb === undefined
      ? ''
      : `  allocated per request: ${r.allocatedKb} kB (goal ≤ ${ALLOCATION_GOAL_KB} kB), ${r.gcs} collections, longest ${r.pauseMaxMs.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(10)} ${how.padEnd(10)} ${page.name.padEnd(58)} ${String(r.rps).padStart(4)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms (goal ≤ ${P99_GOAL_MS} ms)  max ${r.max} ms${allocated}${r.failures ? `  (${r.failures} failed)` : ''}`,
  );
}

/** Where to write a heap profile of the first load, if asked (`--heap-profile FILE`). */
let heapProfile = option('heap-profile');

/** `load` against the product, with what the server allocated on its heap per request. */
async function withAllocation(product, load) {
  const file = heapProfile;
  heapProfile = undefined;
  const sampling = file && (await product.allocation.sample(path.resolve(file)));
  await product.allocation.start();
  const r = await load();
  const { bytes, gcs, pauseMaxMs } = await product.allocation.stop();
  if (sampling) await sampling.write();
  return { ...r, allocatedKb: Math.round(bytes / r.requests / 100) / 10, gcs, pauseMaxMs };
}

/** Each page by each way of loading, with the bare server's row beside the product's. */
async function loadEveryPage(label, product, token, classIds) {
  const { base } = product;
  const bare = await startBare(await capturePages(base, token), {
    port: port === undefined ? undefined : port + 1,
  });
  try {
    for (const [how, load] of [
      ['autocannon', loadWithAutocannon],
      ['paced', loadPaced],
      ['unkept', loadPacedUnkept(classIds)],
    ].filter(([how]) => modes.includes(how))) {
      for (const page of pages) {
        printRow(
          label,
          how,
          page,
          await withAllocation(product, () => load(base, token, page.body)),
        );
        // The bare server knows only the captured pages: no yardstick for unkept ones.
        if (how !== 'unkept') printRow('bare', how, page, await load(bare.base, token, page.body));
      }
    }
  } finally {
    await bare.stop();
  }
}

async function measureOn(label, databaseUrl) {
  const dataDir = path.join(root, '.tmp', `bench-library-${label}-${Date.now().toString(36)}`);
  try {
    let product = await startProduct(label, databaseUrl, { dataDir, keepData: true, port });
    const member = await subscribedMember(product.base, 'bench-library');
    await product.stop();

    const db = await openDatabase(dataDir, databaseUrl);
    const started = Date.now();
    await db.exec(bulkSql.replace('$BENCH_EMAIL$', `'${member.email}'`));
    const counts = (
      await db.query(`SELECT (SELECT count(*) FROM videos)::int AS videos,
        (SELECT count(*) FROM favourite_videos)::int AS favourites,
        (SELECT count(*) FROM video_positions)::int AS history,
        (SELECT count(*) FROM watch_sessions)::int AS sessions`)
    )[0];
    console.log(
      `\n== ${label}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      counts,
    );
    for (const page of pages) {
      console.log(
        `\n-- EXPLAIN ANALYZE (${label}) ${page.name}\n${await explain(db, member.id, page.body)}`,
      );
    }
    // Every class, in an order unrelated to any sort: where the unkept pages continue from.
    const classIds = (await db.query('SELECT id FROM videos ORDER BY md5(id::text)')).map(
      (r) => r.id,
    );
    await db.close();

    product = await startProduct(label, databaseUrl, {
      dataDir,
      keepData: true,
      port,
      probeAllocation: true,
      compiled: flag('compiled'),
    });
    try {
      // Warm up the connection pool and caches before measuring.
      for (let i = 0; i < 50; i++)
        for (const page of pages)
          await call(product.base, '/api/video/videos', {
            method: 'POST',
            token: member.token,
            body: page.body,
          });
      // And at the measured rate, so the pool has opened the connections a steady load keeps.
      await loadPaced(product.base, member.token, pages[0].body, 2);
      await loadEveryPage(label, product, member.token, classIds);
    } finally {
      await product.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Library page at ${rate} req/s for ${seconds} s, ${connections} connections`);
if (!flag('postgres-only')) await measureOn('embedded');
if (process.env.DATABASE_URL) {
  const fresh = await freshPostgres(process.env.DATABASE_URL, 'jetsweat_bench_library');
  try {
    await measureOn('postgres', fresh.url);
  } finally {
    await fresh.drop();
  }
}
