import {
  consoleClassTexts,
  consoleTexts,
  type ConsoleClass,
  type ConsoleClassFields,
  type ConsoleClassList,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { fieldError, forbidden } from '../../platform/http/errors.ts';
import { peopleByIds } from '../accounts/service.ts';
import { listStudioInstructors, teachesAnywhere } from '../live/service.ts';
import { studioClasses, type InstructorOf } from '../schedule/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { sendClassMovedMails, type MailFailed } from './class-mail.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

export const classEditors = ['staff', 'admin'] as const;
const everyRole = ['staff', 'admin', 'instructor'] as const;
/** Classes the console lists: those not ended more than a day ago, at most this many. */
const LIST_LIMIT = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the audit log keeps of a class: the fields a person edits, readable. */
export const auditedClass = (v: ConsoleClass) => ({
  title: v.title,
  startsAt: v.startsAt,
  minutes: v.minutes,
  instructor: v.instructorName,
  capacity: v.capacity,
  priceCents: v.priceCents,
  kind: v.kind,
  classType: v.classType,
  level: v.level,
  onJetsweat: v.onJetsweat,
});

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

/** The instructor a form names: one of this studio's (400 by field for anyone else's id). */
const instructorAt =
  (studioId: number): InstructorOf =>
  async (db, id) => {
    const found = (await instructorsOf(db, studioId)).find((i) => i.id === id);
    if (found) return found;
    // Another studio's instructor is another studio's id: refused like every other.
    if (await teachesAnywhere(db, id)) throw forbidden(consoleTexts.notThisStudio);
    throw fieldError('instructorId', consoleClassTexts.instructorUnknown);
  };

/** Staff and admins see every class of the studio, an instructor only the classes they teach. */
export async function listClasses(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<ConsoleClassList> {
  const role = await requireStudioRole(db, caller, studioId, everyRole);
  const classes = await studioClasses.list(db, {
    studioId,
    since: new Date(clock.now().getTime() - DAY_MS),
    instructorUserId: role === 'instructor' ? caller.userId : undefined,
    limit: LIST_LIMIT,
  });
  return {
    role,
    canEdit: role !== 'instructor',
    instructors: role === 'instructor' ? [] : await instructorsOf(db, studioId),
    classes,
  };
}

/**
 * Schedules a class, once or weekly for `weeks` weeks, each start in the future (the schedule's
 * rules, schedule/studio-classes/create-studio-classes.ts), and an audit entry for each in the
 * same transaction.
 */
export async function createClasses(
  { db, clock, reads }: Pick<Deps, 'db' | 'clock' | 'reads'>,
  caller: ConsoleCaller,
  studioId: number,
  body: { fields: ConsoleClassFields; weeks: number },
): Promise<{ id: number; startsAtIso: string }[]> {
  await requireStudioRole(db, caller, studioId, classEditors);
  const now = clock.now();
  const made = await db.transaction().execute(async (tx) => {
    const classes = await studioClasses.create(tx, studioId, body, now, instructorAt(studioId));
    for (const c of classes)
      await insertAuditEntry(
        tx,
        {
          studioId,
          actorId: caller.userId,
          action: 'live_class.create',
          entity: 'live_class',
          entityId: c.id,
          before: null,
          after: auditedClass(c),
        },
        now,
      );
    return classes;
  });
  // The trigger tells every instance at commit; this one drops its schedule now (studio-page.ts).
  reads.changed('schedule');
  return made.map((c) => ({ id: c.id, startsAtIso: c.startsAtIso }));
}

/**
 * Saves a class's fields (the schedule's rules, schedule/studio-classes/update-studio-class.ts:
 * not once it started or was cancelled, the capacity not below the seats booked, a new time in
 * the future), and its audit entry in the same transaction; a new time is mailed to everyone
 * booked.
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
  const done = await db.transaction().execute(async (tx) => {
    const changed = await studioClasses.update(
      tx,
      studioId,
      classId,
      fields,
      now,
      instructorAt(studioId),
    );
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'live_class.update',
        entity: 'live_class',
        entityId: classId,
        before: auditedClass(changed.before),
        after: auditedClass(changed.after),
      },
      now,
    );
    return changed;
  });
  deps.reads.changed('schedule');
  const mailed = done.moved
    ? await sendClassMovedMails(
        deps,
        done.after,
        done.before.startsAtIso,
        await studioClasses.bookedPeople(db, classId),
        mailFailed,
      )
    : 0;
  return { classId, mailed };
}
