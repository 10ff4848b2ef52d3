import { easternDay } from '@jetsweat/contract';
import type DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { AuthSession, SessionCompanion } from '../../platform/http/auth.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import { readPerTurn } from '../../platform/db/read-per-turn.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { entitlingQuery, entitlingRowsOf, type EntitlingRows } from '../billing/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(
  db: Database,
  userId: number,
  now: Date,
  days: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
    })
    .execute();
  return token;
}

declare module '../../platform/http/auth.ts' {
  interface AuthSession {
    /**
     * The member's open subscription and today's paid passes (Eastern Time), read with the
     * session in the same query: every gated call judges them (billing's entitlement) without a
     * second one.
     */
    purchases: EntitlingRows;
  }
}

/**
 * The live session a token opens, if any, with what the caller's purchases entitle them to
 * today: one query, each join on an index (the session's token_hash, the one open subscription
 * per user, one pass per user and day). Read per request on every instance, so a log-out, a new
 * password or a cancellation holds for the very next request wherever it lands. The entitlement
 * part is billing's own query (entitlingQuery), joined here on the session's user, with the
 * route's `companion` read when it names one (platform/http/auth.ts).
 *
 * The tokens asked for in one turn of the event loop are read together, in one statement
 * (sessionBatches): nothing is kept between turns, each request still reads its session from the
 * database, but a database server is woken once for them all. On this kind of machine the wake-up
 * (sending the statement, the server's reply) costs more than the rows (docs/benchmarks.md,
 * "Sessions read together").
 */
export async function findLiveSession(
  db: Database,
  token: string,
  now: Date,
  companion?: SessionCompanion<unknown>,
): Promise<AuthSession | null> {
  const rows = await sessionBatches(db, companion).load({ tokenHash: hashToken(token), now });
  const [first] = rows;
  if (!first) return null;
  return {
    sessionId: first.session_id,
    userId: first.user_id,
    internal: first.user_type === 'internal',
    purchases: entitlingRowsOf(rows),
    companion: first.companion,
  };
}

/**
 * The most tokens one statement reads; more go in the next. Always this many parameters (those
 * not needed are a hash no token has): PostgreSQL keeps the statement's one generic plan only
 * while it looks no costlier than plans made for each call's values, and a list of unknown
 * length (`= ANY($1)`) is costed at ten rows in the generic plan against the one or two of the
 * values', so it was planned afresh on every request (member-marks-store.test.ts holds this).
 */
export const SESSIONS_IN_ONE_READ = 8;
/** Stands for no token: hashes are hex. */
const NO_TOKEN = '';

/**
 * The session's statement: the sessions the tokens open, their users' type, and billing's
 * entitlement rows joined laterally on each session's user (billing's query names only billing's
 * tables; this one, accounts' own). Billing's query always answers a row, so the join keeps every
 * session.
 */
const sessionQuery = (db: Database, day: string, now: Date, ...tokenHashes: string[]) =>
  db
    .selectFrom('sessions as ses')
    .innerJoin('users as u', 'u.id', 'ses.user_id')
    .innerJoinLateral(entitlingQuery(db, sql.ref<number>('ses.user_id'), [day]).as('e'), (join) =>
      join.onTrue(),
    )
    .selectAll('e')
    .select(['ses.id as session_id', 'ses.token_hash', 'ses.user_id', 'u.user_type'])
    .where('ses.token_hash', 'in', tokenHashes)
    .where('ses.expires_at', '>', now);

type SessionValues = [day: string, now: Date, ...tokenHashes: string[]];
const placeholders: SessionValues = [
  '\0today',
  new Date(0),
  ...Array.from({ length: SESSIONS_IN_ONE_READ }, (_, i) => `\0token hash ${i}`),
];

/** The sessions' query, compiled once: it is read on every gated request. */
const liveSessionRows = compiledOnce(sessionQuery, placeholders);

type SessionRows = (db: Database, ...values: SessionValues) => Promise<SessionRow[]>;
type SessionRow = Awaited<ReturnType<typeof liveSessionRows>>[number] & { companion?: unknown };

/** The sessions' query with a companion read as one more column, compiled once per companion. */
const withCompanion = new Map<SessionCompanion<unknown>, SessionRows>();
function rowsWith(companion: SessionCompanion<unknown>): SessionRows {
  let rows = withCompanion.get(companion);
  if (!rows) {
    rows = compiledOnce(
      (db, day: string, now: Date, ...tokenHashes: string[]) =>
        sessionQuery(db, day, now, ...tokenHashes).select(
          companion.select(db, sql.ref<number>('ses.user_id'), now).as('companion'),
        ),
      placeholders,
    );
    withCompanion.set(companion, rows);
  }
  return rows;
}

/** One request's ask: its token's hash, at its moment. */
interface SessionAsk {
  tokenHash: string;
  now: Date;
}

type SessionLoader = DataLoader<SessionAsk, SessionRow[]>;
const loadersFor = new WeakMap<
  Database,
  Map<SessionCompanion<unknown> | undefined, SessionLoader>
>();

/**
 * The batches of session reads for `db` and one companion (a route's reads its own column, so
 * its statement differs), a turn of the event loop at a time (readPerTurn). The batch's
 * statement runs at its first ask's moment, microseconds before the others'.
 */
function sessionBatches(db: Database, companion?: SessionCompanion<unknown>): SessionLoader {
  let loaders = loadersFor.get(db);
  if (!loaders) loadersFor.set(db, (loaders = new Map()));
  let loader = loaders.get(companion);
  if (!loader) {
    const read: SessionRows = companion ? rowsWith(companion) : liveSessionRows;
    loader = readPerTurn(async (asks: readonly SessionAsk[]) => {
      const now = asks[0]!.now;
      const hashes = [...new Set(asks.map((a) => a.tokenHash))];
      while (hashes.length < SESSIONS_IN_ONE_READ) hashes.push(NO_TOKEN);
      const rows = await read(db, easternDay(now), now, ...hashes);
      return asks.map((a) => rows.filter((r) => r.token_hash === a.tokenHash));
    }, SESSIONS_IN_ONE_READ);
    loaders.set(companion, loader);
  }
  return loader;
}

/** Ends one session; answers whether it was still open. */
export async function closeSession(db: Database, sessionId: number): Promise<boolean> {
  const closed = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

export async function closeAllSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Deletes the sessions that have expired (no one can use them); answers how many. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const gone = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
