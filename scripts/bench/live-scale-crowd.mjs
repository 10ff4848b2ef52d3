/**
 * The crowd of live-scale.mjs: members seeded into PostgreSQL and booked into the class, signed
 * in, and spread over worker processes (live-scale-worker.mjs) that hold their connections.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { MEMBER, login } from './live-room.mjs';

/**
 * `count` members of their own (the board has one line per person, and counts each person's
 * reports: one demo member on many sockets would be one line), booked into `liveClassId`. They
 * share the demo member's password hash, so they sign in with the demo password.
 */
export async function seedMembers(databaseUrl, liveClassId, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, password_hash)
       SELECT 'scale-' || i || '@bench.example', 'Scale', 'Member ' || i, u.password_hash
       FROM generate_series(1, $1::int) AS i, (SELECT password_hash FROM users WHERE email = $2) AS u
       RETURNING id, email`,
      [count, MEMBER],
    );
    await client.query(
      `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
       SELECT $1, id, 'booked', 'subscription', now(), now() FROM unnest($2::int[]) AS id`,
      [liveClassId, rows.map((r) => r.id)],
    );
    return rows.map((r) => r.email);
  } finally {
    await client.end();
  }
}

/** Session tokens for the seeded members, a few sign-ins at a time. */
export async function signIn(origin, emails) {
  const tokens = [];
  for (let i = 0; i < emails.length; i += 8)
    tokens.push(...(await Promise.all(emails.slice(i, i + 8).map((e) => login(origin, e)))));
  return tokens;
}

/** One worker process and a call to it that resolves with its answer. */
function startWorker() {
  const child = fork(path.join(import.meta.dirname, 'live-scale-worker.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let queue = Promise.resolve();
  const call = (message) => {
    const answer = queue.then(
      () =>
        new Promise((resolve, reject) => {
          child.once('message', (m) =>
            m.type === 'done' ? resolve(m) : reject(new Error(`worker: ${m.error}`)),
          );
          child.send(message);
        }),
    );
    queue = answer.catch(() => undefined);
    return answer;
  };
  return { pid: child.pid, call, size: 0, child };
}

/**
 * The crowd: worker 0 holds the members who read the time mark (`decoders` of them, so their
 * event loop serves few connections, as a member's own device would); the others hold up to
 * `perWorker` receiving members each.
 */
export function crowd({ origin, liveClassId, tokens, decoders, perWorker, pauseMs }) {
  const workers = [startWorker()];
  let joined = 0;
  return {
    workers,
    get size() {
      return joined;
    },
    /** Brings the crowd to `n` members. */
    async growTo(n) {
      if (n > tokens.length) throw new Error(`only ${tokens.length} members were seeded`);
      while (joined < n) {
        const decode = joined < decoders;
        let w = decode ? workers[0] : workers.at(-1);
        if (!decode && (workers.length === 1 || w.size >= perWorker)) {
          w = startWorker();
          workers.push(w);
        }
        const count = decode
          ? Math.min(decoders - joined, n - joined)
          : Math.min(perWorker - w.size, n - joined);
        const members = tokens
          .slice(joined, joined + count)
          .map((token, i) => ({ token, seed: joined + i }));
        await w.call({ type: 'add', origin, liveClassId, members, decode, pauseMs });
        w.size += count;
        joined += count;
      }
    },
    /** Every worker's answer to `message`, in order. */
    all: (message) => Promise.all(workers.map((w) => w.call(message))),
    async close() {
      await Promise.all(workers.map((w) => w.call({ type: 'close' }).catch(() => undefined)));
      for (const w of workers) if (w.child.exitCode === null) w.child.kill();
    },
  };
}
