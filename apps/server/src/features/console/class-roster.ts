import { consoleClassTexts, type ConsoleRoster } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { peopleByIds } from '../accounts/service.ts';
import { attendanceOfClass } from '../live/service.ts';
import { studioClasses } from '../schedule/service.ts';
import { rosterFees } from './class-fees.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

/**
 * Who booked a class, and after it who came and how long their camera was on (the live room's
 * attendance, migration 019): for staff, the studio's admins and the instructor who teaches it.
 * The schedule's booked seats, the members' names and addresses read from accounts in one go and
 * the live room's attendance, by last name and first name.
 */
export async function readRoster(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
  classId: number,
): Promise<ConsoleRoster> {
  const role = await requireStudioRole(db, caller, studioId, ['staff', 'admin', 'instructor']);
  const c = await studioClasses.find(db, studioId, classId);
  if (role === 'instructor' && c.instructorId !== caller.userId)
    throw forbidden(consoleClassTexts.notYourClass);
  const seats = await studioClasses.roster(db, classId);
  const [people, attendance, fees] = await Promise.all([
    peopleByIds(
      db,
      seats.map((s) => s.userId),
    ),
    attendanceOfClass(db, classId),
    rosterFees(db, classId),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const cameOf = new Map(attendance.map((a) => [a.user_id, a]));
  const rows = seats.flatMap((s) => {
    const p = personOf.get(s.userId);
    return p ? [{ ...s, p, came: cameOf.get(s.userId) }] : [];
  });
  rows.sort(
    (a, b) =>
      a.p.last_name.localeCompare(b.p.last_name) || a.p.first_name.localeCompare(b.p.first_name),
  );
  return {
    class: c,
    people: rows.map(({ p, came, ...s }) => ({
      userId: s.userId,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      paidWith: s.paidWith,
      amountCents: s.amountCents,
      attended: came !== undefined,
      cameraOnSeconds: came?.camera_on_seconds ?? 0,
    })),
    fees,
  };
}
