import type { CalendarProvider } from '@jetsweat/contract';
import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { connection, type ConnectionState } from './connection-machine.ts';

export type { ConnectionState };

// The connection's named moves (connection-machine.ts), each applied only from the states it allows.
const { connect, lose, disconnect, forget } = connection.moves;

export interface Connection {
  state: ConnectionState;
  sealedGrant: string;
}

/**
 * Keeps a sign-in for minutes, naming the session that asked, under its key: the hash of its state
 * and its browser's cookie together (sign-in-cookie.ts signInKey), kept in the `state` column.
 */
export async function insertSignIn(
  db: Database,
  s: {
    key: string;
    sessionId: number;
    userId: number;
    provider: CalendarProvider;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('calendar_sign_ins')
    .values({
      state: s.key,
      session_id: s.sessionId,
      user_id: s.userId,
      provider: s.provider,
      expires_at: s.expiresAt,
    })
    .execute();
}

/**
 * Takes a sign-in by its key, once: the member it names while it is unexpired, for this provider,
 * and its session still open (a log-out ends it). Undefined otherwise.
 */
export async function takeSignIn(
  db: Database,
  key: string,
  provider: CalendarProvider,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('calendar_sign_ins')
    .where('state', '=', key)
    .returning(['user_id', 'provider', 'expires_at'])
    .executeTakeFirst();
  await db.deleteFrom('calendar_sign_ins').where('expires_at', '<', now).execute();
  if (!row || row.provider !== provider || new Date(row.expires_at) <= now) return undefined;
  return row.user_id;
}

export async function findConnection(
  db: Database,
  userId: number,
  provider: CalendarProvider,
): Promise<Connection | undefined> {
  const row = await db
    .selectFrom('calendar_connections')
    .select(['state', 'sealed_grant'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row && { state: row.state, sealedGrant: row.sealed_grant };
}

/**
 * Connects (or reconnects) the member with a new sealed grant. A first connection puts their
 * upcoming workouts in the outbox, so their calendar gets them; a reconnection keeps what waited.
 */
export async function saveConnection(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  sealedGrant: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('calendar_connections')
      .select('state')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .forUpdate()
      .executeTakeFirst();
    if (before?.state === 'disconnecting') {
      // Signing in again while the old events are still being removed: start afresh.
      await tx
        .deleteFrom('calendar_connections')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .where('state', 'in', forget.fromStored)
        .execute();
    }
    await tx
      .insertInto('calendar_connections')
      .values({
        user_id: userId,
        provider,
        state: connect.check(NONE).to,
        sealed_grant: sealedGrant,
        connected_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'provider'])
          .doUpdateSet({ state: connect.to, sealed_grant: sealedGrant }),
      )
      .execute();
    if (before && before.state !== 'disconnecting') return;
    await tx
      .insertInto('calendar_sync_changes')
      .columns(['user_id', 'provider', 'workout_id'])
      .expression(
        tx
          .selectFrom('workouts')
          .select([
            sql.lit(userId).as('user_id'),
            sql<string>`${provider}::text`.as('provider'),
            'id as workout_id',
          ])
          .where('user_id', '=', userId)
          .where('scheduled_for', '>=', now)
          .orderBy('scheduled_for'),
      )
      .execute();
  });
}

/**
 * The provider refused the grant while syncing: the member is asked to sign in again. Only a
 * connection still connected moves, so a disconnection the member began meanwhile is kept.
 */
export async function markNeedsReconnecting(
  db: Database,
  userId: number,
  provider: CalendarProvider,
): Promise<void> {
  await db
    .updateTable('calendar_connections')
    .set({ state: lose.to })
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('state', 'in', lose.fromStored)
    .execute();
}

/** Puts the grant the provider changed (MSAL's refreshed cache) in place of the old one. */
export async function updateGrant(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  sealedGrant: string,
): Promise<void> {
  await db
    .updateTable('calendar_connections')
    .set({ sealed_grant: sealedGrant })
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .execute();
}

/** Starts a disconnection: no more changes are kept; the synced events are to be removed. */
export async function startDisconnect(
  db: Database,
  userId: number,
  provider: CalendarProvider,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('calendar_connections')
      .set({ state: disconnect.to })
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('state', 'in', disconnect.fromStored)
      .executeTakeFirst();
    await tx
      .deleteFrom('calendar_sync_changes')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .execute();
    return res.numUpdatedRows > 0n;
  });
}

/**
 * Forgets a connection being disconnected: its grant, its events' ids and its outbox go with it.
 * One the member signed in to again meanwhile is connected, and stays.
 */
export async function deleteConnection(
  db: Database,
  userId: number,
  provider: CalendarProvider,
): Promise<void> {
  await db
    .deleteFrom('calendar_connections')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('state', 'in', forget.fromStored)
    .execute();
}

/** The member's oldest change not sent yet to `provider`. */
export async function firstChange(
  db: Database,
  userId: number,
  provider: CalendarProvider,
): Promise<{ id: string; workoutId: number } | undefined> {
  const row = await db
    .selectFrom('calendar_sync_changes')
    .select(['id', 'workout_id'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && { id: String(row.id), workoutId: row.workout_id };
}

/** Marks every change of the workout up to `id` sent (one send covers them all). */
export async function changesSent(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  workoutId: number,
  upTo: string,
): Promise<void> {
  await db
    .deleteFrom('calendar_sync_changes')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('workout_id', '=', workoutId)
    .where('id', '<=', upTo)
    .execute();
}

/** How many of the member's changes wait, per provider. */
export async function waitingChanges(
  db: Database,
  userId: number,
): Promise<Partial<Record<CalendarProvider, number>>> {
  const rows = await db
    .selectFrom('calendar_sync_changes')
    .select(['provider', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('provider')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.provider, Number(r.n)]));
}

export async function memberConnections(
  db: Database,
  userId: number,
): Promise<Partial<Record<CalendarProvider, ConnectionState>>> {
  const rows = await db
    .selectFrom('calendar_connections')
    .select(['provider', 'state'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.provider, r.state]));
}

/** Members with changes waiting at a connected provider (the sweep sends their jobs again). */
export async function membersWithChanges(
  db: Database,
): Promise<Array<{ userId: number; provider: CalendarProvider }>> {
  const rows = await db
    .selectFrom('calendar_connections as c')
    .select(['c.user_id', 'c.provider'])
    .where('c.state', '<>', 'needs-reconnecting')
    .where((eb) =>
      eb.or([
        eb('c.state', '=', 'disconnecting'),
        eb.exists(
          eb
            .selectFrom('calendar_sync_changes as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'c.user_id')
            .whereRef('s.provider', '=', 'c.provider'),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => ({ userId: r.user_id, provider: r.provider }));
}
