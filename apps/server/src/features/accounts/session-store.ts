import { easternDay } from '@jetsweat/contract';
import { sql } from 'kysely';
import type { AuthSession, SessionCompanion } from '../../platform/auth.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
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

declare module '../../platform/auth.ts' {
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
 * part is billing's own query (entitlingQuery), extended here with the session, and with the
 * route's `companion` read when it names one (platform/auth.ts).
 */
export async function findLiveSession(
  db: Database,
  token: string,
  now: Date,
  companion?: SessionCompanion<unknown>,
): Promise<AuthSession | null> {
  const read: SessionRows = companion ? rowsWith(companion) : liveSessionRows;
  const rows = await read(db, easternDay(now), hashToken(token), now);
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

/** The session's statement: billing's entitlement rows, with the session the token opens. */
const sessionQuery = (db: Database, day: string, tokenHash: string, now: Date) =>
  entitlingQuery(db, [day])
    .innerJoin('sessions as ses', 'ses.user_id', 'u.id')
    .select(['ses.id as session_id', 'ses.user_id', 'u.user_type'])
    .where('ses.token_hash', '=', tokenHash)
    .where('ses.expires_at', '>', now);

const placeholders: [string, string, Date] = ['\0today', '\0token hash', new Date(0)];

/** The session's query, compiled once: it is read on every gated request. */
const liveSessionRows = compiledOnce(sessionQuery, placeholders);

type SessionRows = (
  db: Database,
  day: string,
  tokenHash: string,
  now: Date,
) => Promise<SessionRow[]>;
type SessionRow = Awaited<ReturnType<typeof liveSessionRows>>[number] & { companion?: unknown };

/** The session's query with a companion read as one more column, compiled once per companion. */
const withCompanion = new Map<SessionCompanion<unknown>, SessionRows>();
function rowsWith(companion: SessionCompanion<unknown>): SessionRows {
  let rows = withCompanion.get(companion);
  if (!rows) {
    rows = compiledOnce(
      (db, day: string, tokenHash: string, now: Date) =>
        sessionQuery(db, day, tokenHash, now).select(
          companion.select(db, sql.ref<number>('ses.user_id'), now).as('companion'),
        ),
      placeholders,
    );
    withCompanion.set(companion, rows);
  }
  return rows;
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
