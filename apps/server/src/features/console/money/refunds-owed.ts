import type { OwedRefunds } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { refundsOwedAtStudio } from '../../schedule/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

/**
 * The studio's live-class refunds still owed (the schedule's claims the gateway has not made yet;
 * their jobs keep asking): for staff and the studio's admins, as the rest of its money.
 */
export async function readRefundsOwed(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<OwedRefunds> {
  await requireStudioRole(db, caller, studioId, ['staff', 'admin']);
  return refundsOwedAtStudio(db, studioId);
}
