import {
  PACK_SALES_PAGE_SIZE,
  type ClassPack,
  type ConsolePacks,
  type PackCreate,
  type PackSales,
  type PackUpdate,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { studioPacks } from '../../billing/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const runners = ['staff', 'admin'] as const;

/** What the audit log keeps of a pack: everything a buyer gets and pays. */
const auditedTerms = ({ id: _id, studioId: _studio, ...terms }: ClassPack) => terms;

/** Every pack of the studio, on sale or not (issue 54, item 1). */
export async function readPacks(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<ConsolePacks> {
  await requireStudioRole(db, caller, studioId, runners);
  return { packs: await studioPacks.list(db, studioId) };
}

/** A new pack of the studio and its audit entry, in one transaction. */
export async function createPack(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  fields: PackCreate,
): Promise<{ id: number }> {
  await requireStudioRole(db, caller, studioId, runners);
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const pack = await studioPacks.create(tx, studioId, fields, now);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'pack.create',
        entity: 'pack',
        entityId: pack.id,
        before: null,
        after: auditedTerms(pack),
      },
      now,
    );
    return { id: pack.id };
  });
}

/**
 * Changes a pack of the studio (billing's rules, billing/packs/studio-packs.ts: its buyers keep
 * what they bought) and its audit entry, in one transaction.
 */
export async function updatePack(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  packId: number,
  u: PackUpdate,
): Promise<{ id: number }> {
  await requireStudioRole(db, caller, studioId, runners);
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const { before, after } = await studioPacks.update(tx, studioId, packId, u, now);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'pack.update',
        entity: 'pack',
        entityId: packId,
        before: auditedTerms(before),
        after: auditedTerms(after),
      },
      now,
    );
    return { id: after.id };
  });
}

/** One page of the studio's pack sales, newest first: billing's rows, the buyers' names in one go. */
export async function readPackSales(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
  page: number,
): Promise<PackSales> {
  await requireStudioRole(db, caller, studioId, runners);
  const { sales, total } = await studioPacks.sales(db, studioId, page, PACK_SALES_PAGE_SIZE);
  const people = new Map(
    (await peopleByIds(db, [...new Set(sales.map((s) => s.userId))])).map((p) => [p.id, p]),
  );
  return {
    sales: sales.map(({ userId, ...s }) => {
      const p = people.get(userId);
      return { ...s, memberName: p ? `${p.first_name} ${p.last_name}`.trim() : '' };
    }),
    total,
    page,
    pageSize: PACK_SALES_PAGE_SIZE,
  };
}
