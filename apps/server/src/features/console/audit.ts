import {
  AUDIT_PAGE_SIZE,
  auditActionSchema,
  consoleTexts,
  type AuditPage,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { peopleByIds } from '../accounts/service.ts';
import { studiosRunBy } from './admin-store.ts';
import { listAuditEntries } from './audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

/**
 * A page of the audit log, newest first: staff read every studio's (or one's), a studio's admins
 * only their studio's, so an admin must name it. Older pages follow `nextBefore`.
 */
export async function readAudit(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  q: { studioId?: number | undefined; before?: number | undefined },
): Promise<AuditPage> {
  if (q.studioId === undefined && !caller.staff) {
    const runs = await studiosRunBy(db, caller.userId);
    throw runs.length ? badRequest(consoleTexts.auditWhichStudio) : forbidden(consoleTexts.noRole);
  }
  if (q.studioId !== undefined) await requireStudioRole(db, caller, q.studioId, ['staff', 'admin']);
  const rows = await listAuditEntries(db, {
    studioId: q.studioId,
    before: q.before,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const actors = await peopleByIds(db, [
    ...new Set(page.flatMap((r) => (r.actor_id === null ? [] : [r.actor_id]))),
  ]);
  const nameOf = new Map(actors.map((a) => [a.id, `${a.first_name} ${a.last_name}`.trim()]));
  return {
    entries: page.map((r) => ({
      id: r.id,
      studioId: r.studio_id,
      actorId: r.actor_id,
      actorName: (r.actor_id !== null && nameOf.get(r.actor_id)) || 'Someone',
      action: auditActionSchema.parse(r.action),
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
      createdAt: r.created_at.toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}
