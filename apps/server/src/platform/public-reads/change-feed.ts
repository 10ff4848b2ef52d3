import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { pgliteOf, postgresOptionsOf } from '../db/open.ts';
import { readTopics, type ReadCache, type ReadTopic } from './read-cache.ts';

/** The channel migration 012's triggers notify on, with the topic that changed. */
export const PUBLIC_READS_CHANNEL = 'public_reads';
const RECONNECT_MS = 1_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that only reads (a filtered list sent as a body): it changes nothing a public read
     * is made from, so its answer need not wait for the instance to hear its changes.
     */
    readOnly?: boolean;
  }
}

const isTopic = (payload: string): payload is ReadTopic =>
  (readTopics as readonly string[]).includes(payload);

export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has been heard. PostgreSQL sends a
   * listening connection the notifications queued before a query's answer, so one round trip
   * on it is enough; PGlite has handed them over already.
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the feed for `app` and makes each of the instance's own writes visible to the very next
 * read on it: an API call that may have written (anything but GET, HEAD and a route marked
 * `readOnly`) answers only once the instance has heard its changes. Other instances hear them as
 * the notification arrives.
 */
export async function registerChangeFeed(
  app: FastifyInstance,
  db: Database,
  cache: ReadCache,
): Promise<void> {
  const feed = await startChangeFeed(db, cache, app.log);
  cache.setCatchUp(() => feed.caughtUp());
  app.addHook('onSend', async (request, _reply, payload) => {
    const mayHaveWritten =
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.routeOptions.config.readOnly;
    if (mayHaveWritten && request.url.startsWith('/api/')) await cache.caughtUp();
    return payload;
  });
  app.addHook('onClose', () => feed.stop());
}

/**
 * Hears every committed write to what public reads are made from and drops the bodies made
 * from it. On PostgreSQL one connection of its own LISTENs, so a write through any instance (or
 * psql) reaches every instance; if it drops, nothing is kept until it is back. On the embedded
 * database PGlite hands its own notifications to this process as the write commits.
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
    cache.setHearing(true);
    return {
      caughtUp: async () => {},
      async stop() {
        cache.setHearing(false);
        if (!pglite.closed) await unlisten();
      },
    };
  }
  const options = postgresOptionsOf(db);
  if (!options) return { caughtUp: async () => {}, stop: async () => {} };
  return listenOnPostgres(options, cache, heard, log);
}

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
    cache.setHearing(false);
    client = undefined;
    if (stopped) return;
    log.warn({ err }, 'public read changes are not being heard: serving without the cache');
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const c = new pg.Client(options);
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
    cache.setHearing(true);
  };
  await connect();
  const caughtUp = sharedRoundTrips(() => client);
  return {
    caughtUp,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      cache.setHearing(false);
      await client?.end();
    },
  };
}

/**
 * A caller waits for a round trip sent after its call. One on the wire was sent before, so those
 * who call meanwhile share the next one: a round trip per batch of callers, not per caller.
 */
function sharedRoundTrips(listening: () => pg.Client | undefined): () => Promise<void> {
  let onTheWire: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const roundTrip = (c: pg.Client): Promise<void> => {
    const sent = c.query('SELECT 1').then(
      () => {},
      () => {},
    );
    onTheWire = sent;
    void sent.then(() => {
      if (onTheWire === sent) onTheWire = undefined;
    });
    return sent;
  };
  return () => {
    const c = listening();
    // Not hearing: nothing is kept, so there is nothing to catch up on.
    if (!c) return Promise.resolve();
    if (!onTheWire) return roundTrip(c);
    next ??= onTheWire.then(() => {
      next = undefined;
      return roundTrip(c);
    });
    return next;
  };
}
