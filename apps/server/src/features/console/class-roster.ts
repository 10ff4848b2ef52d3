import { consoleClassTexts, type ConsoleRoster } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { listRoster } from './class-store.ts';
import { consoleClassView } from './class-views.ts';
import { classAt } from './classes.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

/**
 * Who booked a class, and after it who came and how long their camera was on (the live room's
 * attendance, migration 019): for staff, the studio's admins and the instructor who teaches it.
 */
export async function readRoster(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
  classId: number,
): Promise<ConsoleRoster> {
  const role = await requireStudioRole(db, caller, studioId, ['staff', 'admin', 'instructor']);
  const row = await classAt(db, studioId, classId);
  if (role === 'instructor' && row.instructor_user_id !== caller.userId)
    throw forbidden(consoleClassTexts.notYourClass);
  const people = await listRoster(db, classId);
  return {
    class: consoleClassView(row),
    people: people.map((p) => ({
      userId: p.user_id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      paidWith: p.paid_with,
      amountCents: p.amount_cents,
      attended: p.joined_at !== null,
      cameraOnSeconds: p.camera_on_seconds ?? 0,
    })),
  };
}
