import { TZDate } from '@date-fns/tz';
import { EASTERN_TIME_ZONE, easternDay, PERSONAL_TRAINING_AVAILABILITY } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import {
  DEMO_DAYS,
  eveningPersonalSlot,
  GROUP_CAPACITY,
  groupClasses,
  groupSlots,
  personalSlot,
  personalTraining,
  studioOnlyClasses,
  studioOnlySlot,
  type DemoLiveClass,
} from './demo-live-classes.ts';

/**
 * A demo studio as its classes need it: its id and its instructors, in order. The studios feature
 * owns the demo studios; demo-seed.ts hands them in, so the schedule does not reach into it.
 */
export interface DemoStudioStaff {
  id: number;
  shortName: string;
  instructors: readonly { name: string }[];
}

interface Placed {
  cls: DemoLiveClass;
  at: Date;
  personal: boolean;
  onJetsweat: boolean;
  /** Picks the studio's instructor, so the same class is not always taught by the same person. */
  turn: number;
}

/** The demo week laid over the coming three weeks, from `now`'s day in Eastern Time. */
export function demoSchedule(now: Date): Placed[] {
  const today = new TZDate(now, EASTERN_TIME_ZONE);
  const at = (day: number, [hour, minute]: [number, number]) =>
    new Date(
      new TZDate(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() + day,
        hour,
        minute,
        0,
        EASTERN_TIME_ZONE,
      ).getTime(),
    );
  const placed: Placed[] = [];
  for (let day = 0; day < DEMO_DAYS; day++) {
    groupSlots.forEach((slot, i) => {
      const turn = day * groupSlots.length + i;
      placed.push({
        cls: groupClasses[turn % groupClasses.length]!,
        at: at(day, slot),
        personal: false,
        onJetsweat: true,
        turn,
      });
    });
    placed.push({
      cls: personalTraining[day % personalTraining.length]!,
      at: at(day, personalSlot),
      personal: true,
      onJetsweat: true,
      turn: day,
    });
    if (day % 2 === 1) {
      const cls = personalTraining[(day + 1) % personalTraining.length]!;
      placed.push({
        cls,
        at: at(day, eveningPersonalSlot),
        personal: true,
        onJetsweat: true,
        turn: day + 1,
      });
    }
    placed.push({
      cls: studioOnlyClasses[day % studioOnlyClasses.length]!,
      at: at(day, studioOnlySlot),
      personal: false,
      onJetsweat: false,
      turn: day,
    });
  }
  return placed;
}

export async function seedDemoLiveClasses(
  tx: Database,
  now: Date,
  studios: readonly DemoStudioStaff[],
): Promise<number> {
  return insertDemoClasses(tx, demoSchedule(now), studios);
}

/**
 * Keeps a demo database's schedule three weeks ahead as the days go by: adds the demo days that
 * come after the day of its last class, and nothing when it already reaches that far.
 */
export async function extendDemoLiveClasses(
  tx: Database,
  now: Date,
  studios: readonly DemoStudioStaff[],
): Promise<number> {
  const last = await tx
    .selectFrom('live_classes')
    .select((eb) => eb.fn.max('scheduled_at').as('at'))
    .executeTakeFirst();
  const lastDay = last?.at ? easternDay(last.at) : '';
  return insertDemoClasses(
    tx,
    demoSchedule(now).filter((p) => easternDay(p.at) > lastDay),
    studios,
  );
}

async function insertDemoClasses(
  tx: Database,
  placed: Placed[],
  studios: readonly DemoStudioStaff[],
): Promise<number> {
  for (const p of placed) {
    const studio = studios.find((s) => s.shortName === p.cls.studio);
    if (!studio) throw new Error(`demo live class names an unknown studio: ${p.cls.studio}`);
    const instructor = studio.instructors.length
      ? studio.instructors[p.turn % studio.instructors.length]!.name
      : '';
    await tx
      .insertInto('live_classes')
      .values({
        studio_id: studio.id,
        title: p.cls.title,
        description: p.cls.description,
        instructor,
        scheduled_at: p.at,
        minutes_duration: p.cls.minutes,
        price_cents: p.cls.priceCents,
        is_on_jetsweat: p.onJetsweat,
        product_availability: p.personal ? PERSONAL_TRAINING_AVAILABILITY : null,
        capacity: p.personal ? 1 : GROUP_CAPACITY,
        class_type: p.cls.classType,
        level: p.cls.level,
      })
      .execute();
  }
  return placed.length;
}
