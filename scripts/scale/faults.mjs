#!/usr/bin/env node
/**
 * Faults under load (issue 12, item 5): two instances behind HAProxy on a PostgreSQL server and a
 * Redis of this script's own (so it may stop them), subscribers booking live classes and members
 * buying seats by card through the balancer, while in turn
 *   1. one instance is killed with SIGKILL, and started again 10 s later (as an orchestrator would);
 *   2. PostgreSQL is stopped (fast shutdown: connections cut) and started again 5 s later;
 *   3. Redis is stopped and started again 5 s later.
 * After each: every booking the server acknowledged must be in the database, no class holds more
 * than its seats, and nobody paid twice for a seat. It prints the figures (docs/benchmarks.md)
 * and exits 1 when a check fails. Not part of the CI run: it takes about five minutes.
 *
 *   node scripts/scale/faults.mjs [--seconds 60] [--json]
 *
 * SCALE_PORT (4390), SCALE_INSTANCE_PORTS (4391,4392), SCALE_PG_PORT (4398) and
 * SCALE_REDIS_PORT (4399) choose the ports.
 */
import path from 'node:path';
import { startCluster, waitForInstances, withCleanup, workDir } from './cluster.mjs';
import { createFreshDatabase, query } from './database.mjs';
import { bookerLoop, buyerLoop, LoadRecorder, summarise } from './load.mjs';
import { privatePostgres, privateRedis } from './private-servers.mjs';

const args = process.argv.slice(2);
const seconds = Number(args.includes('--seconds') ? args[args.indexOf('--seconds') + 1] : 60);
const asJson = args.includes('--json');
const balancerPort = Number(process.env.SCALE_PORT ?? 4390);
const ports = (process.env.SCALE_INSTANCE_PORTS ?? '4391,4392').split(',').map(Number);
const FAULT_AT_MS = 8_000;
/**
 * From recovery until "after": load shedding checks the database every 5 s, so an instance may
 * answer 503 for up to that long once the database is back.
 */
const SETTLE_MS = 6_000;
const BOOKERS = 8;
const BUYERS = 4;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `count` classes on the main site two days ahead with `capacity` seats; answers id → studio. */
async function insertClasses(databaseUrl, count, capacity, title) {
  const rows = await query(
    databaseUrl,
    `INSERT INTO live_classes (studio_id, title, description, instructor, scheduled_at,
       minutes_duration, price_cents, is_on_jetsweat, capacity)
     SELECT s.studio_id, $1 || ' ' || n, 'Fault test', 'Test Instructor',
       now() + interval '2 days' + n * interval '1 minute', 45, 1500, true, $2
     FROM generate_series(1, $3) AS n,
       (SELECT studio_id FROM live_classes WHERE is_on_jetsweat ORDER BY id LIMIT 1) AS s
     RETURNING id, studio_id`,
    [title, capacity, count],
  );
  return new Map(rows.map((r) => [r.id, r.studio_id]));
}

async function newMember(rec, base, { subscribed }) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const person = {
    email: `fault-${id}@example.com`,
    firstName: 'Fay',
    lastName: 'Ult',
    password: 'sweat-every-day',
  };
  const signUp = await rec.call(base, 'POST', '/api/user/register', { data: { userInfo: person } });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const token = signUp.body.content.authToken;
  const me = await rec.call(base, 'GET', '/api/user/me', { token });
  if (subscribed) {
    const cardToken = await rec.call(base, 'POST', '/api/sandbox/v1/tokens', {
      data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    const sub = await rec.call(base, 'POST', '/api/user/subscribe', {
      token,
      data: { source: 'website', packageId: 'jetsweat_monthly', token: cardToken.body.content.id },
    });
    if (sub.status !== 200) throw new Error(`subscribe answered ${sub.status}`);
  }
  return { id: me.body.content.id, token };
}

/** What the database says about the acknowledged bookings, seats and charges. */
async function check(databaseUrl, acknowledged) {
  const booked = await query(
    databaseUrl,
    "SELECT user_id, live_class_id FROM live_class_seats WHERE state = 'booked'",
  );
  const have = new Set(booked.map((s) => `${s.user_id}:${s.live_class_id}`));
  const lost = acknowledged.filter((a) => !have.has(`${a.userId}:${a.classId}`));
  const [{ overbooked, miscounted }] = await query(
    databaseUrl,
    `SELECT count(*) FILTER (WHERE booked > capacity)::int AS overbooked,
            count(*) FILTER (WHERE seats_taken <> booked + held)::int AS miscounted
     FROM (SELECT c.capacity, c.seats_taken,
             count(s.id) FILTER (WHERE s.state = 'booked') AS booked,
             count(s.id) FILTER (WHERE s.state = 'held') AS held
           FROM live_classes c LEFT JOIN live_class_seats s ON s.live_class_id = c.id
           GROUP BY c.id) AS per_class`,
  );
  const kept = `i.kind = 'payment' AND i.status = 'succeeded' AND i.metadata ? 'liveClassId'
    AND NOT EXISTS (SELECT 1 FROM sandbox_refunds r WHERE r.payment_intent_id = i.id)`;
  const [{ doubleCharged }] = await query(
    databaseUrl,
    `SELECT count(*)::int AS "doubleCharged" FROM (
       SELECT 1 FROM sandbox_intents i WHERE ${kept}
       GROUP BY i.metadata->>'userId', i.metadata->>'liveClassId' HAVING count(*) > 1) AS twice`,
  );
  const [{ paidNotBooked }] = await query(
    databaseUrl,
    `SELECT count(*)::int AS "paidNotBooked" FROM sandbox_intents i WHERE ${kept}
       AND NOT EXISTS (SELECT 1 FROM live_class_seats s
                       WHERE s.payment_intent_id = i.id AND s.state = 'booked')`,
  );
  return {
    acknowledged: acknowledged.length,
    lost: lost.length,
    overbooked,
    miscounted,
    doubleCharged,
    paidNotBooked,
  };
}

/** Runs the load for `seconds`, with `fault` started FAULT_AT_MS in; answers the recorder. */
async function underLoad(ctx, name, fault) {
  const rec = new LoadRecorder();
  const until = Date.now() + seconds * 1000;
  const loops = [
    ...ctx.bookers.map((m) => bookerLoop(rec, ctx.base, m, ctx.bookable, until)),
    ...ctx.buyers.map((m) => buyerLoop(rec, ctx.base, m, ctx.paid, until)),
  ];
  const marks = {};
  const mark = (what) => (marks[what] = Date.now() - rec.started);
  await sleep(FAULT_AT_MS);
  console.error(`- ${name}`);
  const extra = await fault(mark, rec);
  await Promise.all(loops);
  // The payments the load left half-way are finished or let go by then; wait a moment for them.
  await sleep(2000);
  return { rec, marks, extra };
}

/** First request after `from` ms that `ok` accepts; its time, or null. */
function firstAfter(requests, from, ok) {
  return requests.filter((r) => r.at >= from && ok(r)).sort((a, b) => a.at - b.at)[0]?.at ?? null;
}

const scenarios = {
  async 'kill -9 of one instance'(ctx) {
    const victim = ctx.cluster.instances[1];
    return underLoad(ctx, `kill -9 of ${victim.id}, started again 10 s later`, async (mark) => {
      mark('killed');
      await victim.process.kill('SIGKILL');
      await sleep(10_000);
      mark('restarting');
      await victim.start();
      mark('ready');
      await waitForInstances(
        ctx.base,
        ctx.cluster.instances.map((i) => i.id),
      );
      mark('balancedAgain');
      return { victim: victim.id };
    });
  },
  async 'PostgreSQL restart'(ctx) {
    const pids = ctx.cluster.instances.map((i) => i.process.child.pid);
    const result = await underLoad(
      ctx,
      'PostgreSQL stopped (fast) and started 5 s later',
      async (mark) => {
        mark('stopped');
        await ctx.pg.stop();
        await sleep(5000);
        await ctx.pg.start();
        mark('started');
      },
    );
    result.extra = {
      instancesRestarted: ctx.cluster.instances.filter(
        (i, n) => !i.process.running || i.process.child.pid !== pids[n],
      ).length,
    };
    return result;
  },
  async 'Redis restart'(ctx) {
    return underLoad(ctx, 'Redis stopped and started 5 s later', async (mark) => {
      mark('stopped');
      await ctx.redis.stop();
      await sleep(5000);
      await ctx.redis.start();
      mark('started');
      await sleep(3000);
      return { countersAfter: ctx.redis.counters() };
    });
  },
};

function report(name, { rec, marks, extra }, checks) {
  const faultAt = Object.values(marks)[0];
  const back = marks.started ?? marks.balancedAgain;
  const recovered = firstAfter(
    rec.requests,
    back ?? faultAt,
    (r) => r.status > 0 && r.status < 500,
  );
  return {
    scenario: name,
    marksMs: marks,
    before: summarise(rec.requests, 0, faultAt),
    during: summarise(rec.requests, faultAt, (back ?? faultAt) + SETTLE_MS),
    after: summarise(rec.requests, (back ?? faultAt) + SETTLE_MS),
    firstSuccessAfterRecoveryMs: recovered === null || back === undefined ? null : recovered - back,
    ...extra,
    checks,
  };
}

async function main() {
  const pg = await privatePostgres({
    dir: path.join(workDir, '..', 'scale-faults-pg'),
    port: Number(process.env.SCALE_PG_PORT ?? 4398),
  });
  const redis = privateRedis({ port: Number(process.env.SCALE_REDIS_PORT ?? 4399) });
  let cluster;
  return withCleanup(
    async () => {
      await cluster?.stop();
      await redis.stop();
      await pg.remove();
    },
    async () => {
      await pg.start();
      await redis.start();
      const databaseUrl = await createFreshDatabase(pg.url, 'jetsweat_faults');
      cluster = await startCluster({ databaseUrl, redisUrl: redis.url, balancerPort, ports });
      const base = cluster.url;
      const studios = new Map();
      const setup = new LoadRecorder();
      const bookers = [];
      for (let i = 0; i < BOOKERS; i++)
        bookers.push(await newMember(setup, base, { subscribed: true }));
      const buyers = [];
      for (let i = 0; i < BUYERS; i++) {
        const m = await newMember(setup, base, { subscribed: false });
        buyers.push({ ...m, studioOf: (id) => studios.get(id) });
      }
      const results = [];
      let acknowledged = [];
      for (const [name, run] of Object.entries(scenarios)) {
        // Classes of its own for each fault, so that seats never run out under its load.
        const bookable = await insertClasses(databaseUrl, 300, 3, 'Booked');
        const paid = await insertClasses(databaseUrl, 200, 2, 'Paid');
        for (const [id, studio] of paid) studios.set(id, studio);
        const ctx = {
          base,
          cluster,
          pg,
          redis,
          bookers,
          buyers,
          bookable: [...bookable.keys()],
          paid: [...paid.keys()],
        };
        const outcome = await run(ctx);
        acknowledged = acknowledged.concat(outcome.rec.acknowledged);
        const checks = await check(databaseUrl, acknowledged);
        results.push(
          report(name, outcome, { ...checks, acknowledgedNow: outcome.rec.acknowledged.length }),
        );
      }
      return results;
    },
  );
}

const results = await main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  console.error('Instance and balancer logs: .tmp/scale/*.log');
  process.exit(1);
});
const timeline = (marks) =>
  Object.entries(marks)
    .map(([what, ms]) => `${what} ${(ms / 1000).toFixed(1)}`)
    .join(', ');

/** The figures as a Markdown table, as docs/benchmarks.md shows them. */
function table(rows) {
  const statuses = (byStatus) =>
    Object.entries(byStatus)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ') || 'none';
  const lines = [
    '| fault | timeline (s from start of load) | requests | failed while down (kinds) | failed p50 / p99 ms | first success after recovery | failed once settled | bookings acknowledged / lost (of all so far) | overbooked | charged twice | paid, not booked |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const total = r.before.requests + r.during.requests + r.after.requests;
    lines.push(
      `| ${r.scenario} | ${timeline(r.marksMs)} | ${total} | ${r.during.failed} (${statuses(r.during.byStatus)}) | ${r.during.failedP50Ms ?? '–'} / ${r.during.failedP99Ms ?? '–'} | ${r.firstSuccessAfterRecoveryMs ?? '–'} ms | ${r.after.failed} of ${r.after.requests} | ${r.checks.acknowledgedNow} / ${r.checks.lost} | ${r.checks.overbooked} | ${r.checks.doubleCharged} | ${r.checks.paidNotBooked} |`,
    );
  }
  return lines.join('\n');
}

console.log(asJson ? JSON.stringify(results, null, 2) : table(results));
/** What must hold after every fault: nothing lost or doubled, and the service back by itself. */
const failed = results.filter(
  (r) =>
    r.checks.lost > 0 ||
    r.checks.overbooked > 0 ||
    r.checks.doubleCharged > 0 ||
    r.checks.miscounted > 0 ||
    r.instancesRestarted > 0 ||
    r.after.failed > 0,
);
if (failed.length > 0) {
  console.error(`\nFAILED: ${failed.map((r) => r.scenario).join(', ')}`);
  process.exit(1);
}
process.exit(0);
