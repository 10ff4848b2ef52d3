import type { OwedRefunds } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { owedRefundsOfStudio } from './refunds-store.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The refunds of a studio's live classes claimed but not yet made by the gateway, oldest first,
 * and what they come to: each is paid by its job (refund-jobs.ts), so the list empties by itself
 * once the gateway answers; what stays on it is for the studio to take up with support.
 */
export async function refundsOwedAtStudio(db: Database, studioId: number): Promise<OwedRefunds> {
  const rows = await owedRefundsOfStudio(db, studioId);
  // The members' names and addresses, read in one go.
  const people = await peopleByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const refunds = rows
    .flatMap((r) => {
      const person = personOf.get(r.user_id);
      return person ? [{ ...r, ...person }] : [];
    })
    .map((r) => ({
      classId: r.class_id,
      classTitle: r.class_title,
      classStartsAtIso: iso(r.scheduled_at),
      memberName: `${r.first_name} ${r.last_name}`.trim(),
      memberEmail: r.email,
      amountCents: r.amount_cents,
      reason: r.reason,
      claimedAtIso: iso(r.created_at),
      attempts: r.attempts,
      lastError: r.last_error,
    }));
  return { refunds, totalCents: refunds.reduce((sum, r) => sum + r.amountCents, 0) };
}
