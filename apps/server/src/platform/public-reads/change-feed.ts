import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { pgliteOf, postgresOptionsOf } from '../db/open.ts';
import { PUBLIC_READ_TTL_MS, readTopics, type ReadCache, type ReadTopic } from './read-cache.ts';

/** The channel migration 012's triggers notify on, with the topic that changed. */
export const PUBLIC_READS_CHANNEL = 'public_reads';
const RECONNECT_MS = 1_000;
/**
 * TCP keep-alive on the listening connection: a half-open socket (a NAT or a failover that forgot
 * it) is found and replaced rather than kept for hours. It costs only early drops meanwhile.
 */
const KEEP_ALIVE_DELAY_MS = 10_000;
/** Starting (connecting and LISTEN) waits no longer than this, then goes on without the feed. */
const CONNECT_TIMEOUT_MS = 5_000;

const isTopic = (payload: string): payload is ReadTopic =>
  (readTopics as readonly string[]).includes(payload);

export interface ChangeFeed {
  stop(): Promise<void>;
}

/** Starts the feed for `app`'s public reads and stops it with the app. */
export async function registerChangeFeed(
  app: FastifyInstance,
  db: Database,
  cache: ReadCache,
): Promise<void> {
  const feed = await startChangeFeed(db, cache, app.log);
  app.addHook('onClose', () => feed.stop());
}

/**
 * Hears every committed write to what public reads are made from and drops what was built from
 * it, a best-effort early drop under the reads' TTL (PUBLIC_READ_TTL_MS). No request ever waits
 * on it: if it is down, slow or half-open, public reads are at most the TTL old. On PostgreSQL one
 * connection of its own LISTENs, so a write through any instance (or psql) reaches every
 * instance; on the embedded database PGlite hands its own notifications to this process as the
 * write commits.
 */
export async function startChangeFeed(
  db: Database,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  const heard = (payload: string) => {
    if (isTopic(payload)) cache.changed(payload);
  };
  const pglite = pgliteOf(db);
  if (pglite) {
    const unlisten = await pglite.listen(PUBLIC_READS_CHANNEL, heard);
    return {
      async stop() {
        if (!pglite.closed) await unlisten();
      },
    };
  }
  const options = postgresOptionsOf(db);
  if (!options) return { stop: async () => {} };
  return listenOnPostgres(options, cache, heard, log);
}

/**
 * LISTENs on a connection of its own, reconnecting every second while it cannot. Starting waits
 * for the first try (so changes made right after start are heard), bounded by CONNECT_TIMEOUT_MS.
 */
async function listenOnPostgres(
  options: pg.ClientConfig,
  cache: ReadCache,
  heard: (payload: string) => void,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    client = undefined;
    if (stopped) return;
    log.warn(
      { err },
      `public read changes are not being heard: public reads are up to ${PUBLIC_READ_TTL_MS / 1000} s old`,
    );
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const c = new pg.Client({
      ...options,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    c.on('notification', (n) => heard(n.payload ?? ''));
    c.on('error', () => {}); // 'end' follows and reconnects
    try {
      await c.connect();
      await c.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => {});
      return lost(err);
    }
    if (stopped) return void (await c.end());
    c.once('end', () => lost());
    client = c;
    // Changes made while no connection listened were not heard.
    cache.dropAll();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
