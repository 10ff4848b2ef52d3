import type { Selectable } from 'kysely';
import type { AuditAction } from '@jetsweat/contract';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The console's audit log (migration 031: console_audit_log): written, never changed. */
export type AuditRow = Selectable<Tables['console_audit_log']>;

export interface AuditChange {
  studioId: number | null;
  actorId: number;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one entry; called with the change's own transaction so both commit or neither. */
export async function insertAuditEntry(db: Database, c: AuditChange, now: Date): Promise<void> {
  await db
    .insertInto('console_audit_log')
    .values({
      studio_id: c.studioId,
      actor_id: c.actorId,
      action: c.action,
      entity: c.entity,
      entity_id: String(c.entityId),
      before: c.before === undefined ? null : JSON.stringify(c.before),
      after: c.after === undefined ? null : JSON.stringify(c.after),
      created_at: now,
    })
    .execute();
}

/** One page, newest first: every studio's (studioId undefined) or one studio's. */
export function listAuditEntries(
  db: Database,
  q: { studioId: number | undefined; before: number | undefined; limit: number },
): Promise<AuditRow[]> {
  let query = db.selectFrom('console_audit_log').selectAll();
  if (q.studioId !== undefined) query = query.where('studio_id', '=', q.studioId);
  if (q.before !== undefined) query = query.where('id', '<', q.before);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}
