import {
  consoleClassTexts,
  consoleTexts,
  type ConsoleClassFields,
  type ConsoleClassList,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { peopleByIds } from '../accounts/service.ts';
import { listStudioInstructors, teachesAnywhere } from '../live/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { sendClassMovedMails, type MailFailed } from './class-mail.ts';
import {
  bookedPeople,
  findConsoleClass,
  insertClasses,
  listStudioClasses,
  updateClass,
  type ConsoleClassRow,
} from './class-store.ts';
import { auditedClass, classValues, consoleClassView, easternInstant } from './class-views.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

export const classEditors = ['staff', 'admin'] as const;
const everyRole = ['staff', 'admin', 'instructor'] as const;
/** Classes the console lists: those not ended more than a day ago, at most this many. */
const LIST_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The studio's instructor accounts with their names, as the form's choice lists them. */
async function instructorsOf(db: Database, studioId: number) {
  const links = await listStudioInstructors(db, studioId);
  const people = await peopleByIds(
    db,
    links.map((l) => l.user_id),
  );
  return people
    .map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The class, at this studio: 404 when there is no such class, 403 when it is another studio's
 * (nothing is read or changed). Locked for the rest of the transaction when `lock`.
 */
export async function classAt(
  db: Database,
  studioId: number,
  classId: number,
  lock = false,
): Promise<ConsoleClassRow> {
  const row = await findConsoleClass(db, classId, lock);
  if (!row) throw notFound(consoleClassTexts.classNotFound);
  if (row.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
  return row;
}

/** The instructor a form names: one of this studio's (400 by field for anyone else's id). */
async function instructorAt(db: Database, studioId: number, id: number) {
  const found = (await instructorsOf(db, studioId)).find((i) => i.id === id);
  if (found) return found;
  // Another studio's instructor is another studio's id: refused like every other.
  if (await teachesAnywhere(db, id)) throw forbidden(consoleTexts.notThisStudio);
  throw fieldError('instructorId', consoleClassTexts.instructorUnknown);
}

/** Staff and admins see every class of the studio, an instructor only the classes they teach. */
export async function listClasses(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<ConsoleClassList> {
  const role = await requireStudioRole(db, caller, studioId, everyRole);
  const rows = await listStudioClasses(db, {
    studioId,
    since: new Date(clock.now().getTime() - DAY_MS),
    instructorUserId: role === 'instructor' ? caller.userId : undefined,
    limit: LIST_LIMIT,
  });
  return {
    role,
    canEdit: role !== 'instructor',
    instructors: role === 'instructor' ? [] : await instructorsOf(db, studioId),
    classes: rows.map(consoleClassView),
  };
}

/** Schedules a class, once or weekly for `weeks` weeks, each start in the future. */
export async function createClasses(
  { db, clock, reads }: Pick<Deps, 'db' | 'clock' | 'reads'>,
  caller: ConsoleCaller,
  studioId: number,
  body: { fields: ConsoleClassFields; weeks: number },
): Promise<{ id: number; startsAtIso: string }[]> {
  await requireStudioRole(db, caller, studioId, classEditors);
  const now = clock.now();
  const first = easternInstant(body.fields.startsAt);
  if (first.getTime() <= now.getTime())
    throw fieldError('startsAt', consoleClassTexts.startsAtPast);
  const instructor = await instructorAt(db, studioId, body.fields.instructorId);
  const starts = Array.from({ length: body.weeks }, (_, i) =>
    easternInstant(body.fields.startsAt, i),
  );
  const rows = await db.transaction().execute(async (tx) => {
    const made = await insertClasses(
      tx,
      studioId,
      starts.map((at) => classValues(body.fields, instructor, at)),
    );
    for (const row of made)
      await insertAuditEntry(
        tx,
        {
          studioId,
          actorId: caller.userId,
          action: 'live_class.create',
          entity: 'live_class',
          entityId: row.id,
          before: null,
          after: auditedClass(row),
        },
        now,
      );
    return made;
  });
  // The trigger tells every instance at commit; this one drops its schedule now (studio-page.ts).
  reads.changed('schedule');
  return rows.map((r) => ({ id: r.id, startsAtIso: new Date(r.scheduled_at).toISOString() }));
}

/**
 * Saves a class's fields (not once it started or was cancelled: 409). The capacity may not fall
 * below the seats booked; a new time must be in the future and is mailed to everyone booked.
 */
export async function editClass(
  deps: Pick<Deps, 'db' | 'clock' | 'reads' | 'mailer' | 'config'>,
  caller: ConsoleCaller,
  studioId: number,
  classId: number,
  fields: ConsoleClassFields,
  mailFailed: MailFailed,
): Promise<{ classId: number; mailed: number }> {
  const { db, clock } = deps;
  await requireStudioRole(db, caller, studioId, classEditors);
  const now = clock.now();
  const startsAt = easternInstant(fields.startsAt);
  const instructor = await instructorAt(db, studioId, fields.instructorId);
  const done = await db.transaction().execute(async (tx) => {
    const before = await classAt(tx, studioId, classId, true);
    if (before.cancelled_at !== null) throw conflict(consoleClassTexts.classCancelled);
    if (new Date(before.scheduled_at).getTime() <= now.getTime())
      throw conflict(consoleClassTexts.classStarted);
    const moved = startsAt.getTime() !== new Date(before.scheduled_at).getTime();
    if (moved && startsAt.getTime() <= now.getTime())
      throw fieldError('startsAt', consoleClassTexts.startsAtPast);
    const values = classValues(fields, instructor, startsAt);
    if (values.capacity < before.seats_taken)
      throw fieldError('capacity', consoleClassTexts.capacityBelowBookings);
    const after = await updateClass(tx, classId, values);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'live_class.update',
        entity: 'live_class',
        entityId: classId,
        before: auditedClass(before),
        after: auditedClass(after),
      },
      now,
    );
    return { after, moved, was: before.scheduled_at };
  });
  deps.reads.changed('schedule');
  const mailed = done.moved
    ? await sendClassMovedMails(
        deps,
        done.after,
        done.was,
        await bookedPeople(db, classId),
        mailFailed,
      )
    : 0;
  return { classId, mailed };
}
