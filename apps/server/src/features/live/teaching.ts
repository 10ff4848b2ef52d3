import {
  STAFF_TEACHING_DAYS,
  TEACHING_DAYS,
  TEACHING_LIST_MAX,
  type TeachingClass,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { unfinishedClasses } from '../schedule/service.ts';
import { classesOnAir } from './broadcast-store.ts';
import { studiosTaughtBy } from './instructor-store.ts';
import type { RoomPerson } from './room-access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The classes the person may teach that have not ended, soonest first: the same rule as
 * `teaches` in room-access.ts. An instructor account sees its studios' classes of the week to
 * come; staff teach every class, so they see the next two days' only; anyone else gets an empty
 * list.
 */
export async function classesToTeach(
  { db, clock }: Deps,
  person: RoomPerson,
): Promise<TeachingClass[]> {
  const now = clock.now();
  const studioIds = person.internal ? undefined : await studiosTaughtBy(db, person.id);
  const rows = await unfinishedClasses(db, {
    now,
    studioIds,
    startsBefore: new Date(
      now.getTime() + (person.internal ? STAFF_TEACHING_DAYS : TEACHING_DAYS) * DAY_MS,
    ),
    limit: TEACHING_LIST_MAX,
  });
  const onAir = await classesOnAir(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    scheduledDatetime: r.scheduledAt.toISOString(),
    minutesDuration: r.minutesDuration,
    studioId: r.studioId,
    studioName: r.studioName,
    live: onAir.has(r.id),
  }));
}
