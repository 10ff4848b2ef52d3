#!/usr/bin/env node
/**
 * What each of the product's per-request hooks costs a kept public read: the product's server
 * (from source, server-leaving-out.ts) with one group of hooks left out, beside the same server
 * with everything and a bare Fastify route sending the same bytes, all three running at once and
 * loaded in turn, round after round, so that a machine whose speed drifts (a shared VM's does)
 * moves all three alike. Prints the server's CPU time a request (from /proc) for each, and the
 * median over the rounds of what leaving the group out saved in the same round.
 *
 *   node scripts/bench/hook-costs.mjs                                  # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/hook-costs.mjs
 *   node scripts/bench/hook-costs.mjs --read /api/liveclass/upcoming/public/all --rounds 8
 *   node scripts/bench/hook-costs.mjs --only "flood limit"             # one group
 */
import { option } from '../command-line.mjs';
import { allHookGroups, hookGroups } from './hook-groups.mjs';
import { captureAnswer, startBare } from './bare.mjs';
import { freshPostgres, load, startProduct } from './product.mjs';
import { median } from './statistics.mjs';

const read = option('read', '/api/studio/listWhitelabels');
const rounds = Number(option('rounds', 6));
const seconds = Number(option('seconds', 2));
const connections = Number(option('connections', 20));
// Only the groups whose label holds this text (a quicker look at one).
const only = option('only', '');

/** CPU µs a request of one load on one server (product.mjs's load, which reads /proc). */
async function measure(server) {
  const r = await load({ url: `${server.base}${read}`, connections, seconds, pid: server.pid });
  if (r.failures) throw new Error(`${server.base}${read}: ${r.failures} failed answers`);
  return r.cpuUsPerRequest;
}

const entry = 'scripts/bench/server-leaving-out.ts';

/** One group: everything, the group left out and the bare route, loaded in turn each round. */
async function compare(label, parts, databaseUrl) {
  const everything = await startProduct('hooks-all', databaseUrl, { entry });
  const without = await startProduct('hooks-without', databaseUrl, {
    entry,
    env: { LEAVE_OUT: parts.join(',') },
  });
  const bare = await startBare(
    [await captureAnswer(everything.base, { method: 'GET', path: read })],
    {
      bytes: true,
    },
  );
  try {
    const servers = [everything, without, bare];
    for (const s of servers) await measure(s); // warm up
    const figures = servers.map(() => []);
    for (let i = 0; i < rounds; i++)
      for (const [j, s] of servers.entries()) figures[j].push(await measure(s));
    const saved = median(figures[0].map((f, i) => f - figures[1][i]));
    const [e, w, b] = figures.map(median);
    console.log(
      `${label.padEnd(56)} everything ${e.toFixed(1).padStart(5)} µs | without ${w.toFixed(1).padStart(5)} µs | saves ${saved.toFixed(1).padStart(5)} µs | bare bytes ${b.toFixed(1).padStart(5)} µs`,
    );
  } finally {
    await Promise.all([everything.stop(), without.stop(), bare.stop()]);
  }
}

const db = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
console.log(
  `Hook costs for GET ${read}, ${db ? 'PostgreSQL' : 'embedded database'}, ${connections} connections, ${rounds} rounds of ${seconds} s, Node ${process.version}, ${new Date().toISOString()}`,
);
try {
  for (const [label, parts] of [...hookGroups, allHookGroups])
    if (label.includes(only)) await compare(label, parts, db?.url);
} finally {
  await db?.drop();
}
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
