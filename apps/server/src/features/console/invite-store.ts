import type { Selectable } from 'kysely';
import type { ConsoleInviteRole } from '@jetsweat/contract';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The console's e-mailed invites (migration 031: console_invites); only tokens' hashes are kept. */
export type InviteRow = Selectable<Tables['console_invites']>;

export function insertInvite(
  db: Database,
  i: {
    studioId: number;
    role: ConsoleInviteRole;
    email: string;
    tokenHash: string;
    invitedBy: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  return db
    .insertInto('console_invites')
    .values({
      studio_id: i.studioId,
      role: i.role,
      email: i.email,
      token_hash: i.tokenHash,
      invited_by: i.invitedBy,
      created_at: i.now,
      expires_at: i.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A live invite (not used, not expired) by its token's hash, locked for the accepting transaction. */
export function findLiveInvite(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<InviteRow | undefined> {
  return db
    .selectFrom('console_invites')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

/** Spends the invite once; answers false when another request spent it first. */
export async function spendInvite(
  db: Database,
  id: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('console_invites')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A studio's invites still waiting to be accepted, newest first. */
export function listOpenInvites(db: Database, studioId: number, now: Date): Promise<InviteRow[]> {
  return db
    .selectFrom('console_invites')
    .selectAll()
    .where('studio_id', '=', studioId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
