import { TZDate } from '@date-fns/tz';
import { EASTERN_TIME_ZONE, easternDay, PERSONAL_TRAINING_AVAILABILITY } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import {
  DEMO_DAYS,
  eveningPersonalSlot,
  GROUP_CAPACITY,
  groupClasses,
  groupSlots,
  openStudioClass,
  openStudioStarts,
  personalSlot,
  personalTraining,
  studioOnlyClasses,
  studioOnlySlot,
  type DemoLiveClass,
} from './demo-live-classes.ts';
import { classesTitledFrom, insertDemoClassRows, lastClassStart } from './demo-store.ts';

/**
 * A demo studio as its classes need it: its id and its instructors, in order. The studios feature
 * owns the demo studios; demo/seed.ts hands them in, so the schedule does not reach into it.
 */
export interface DemoStudioStaff {
  id: number;
  shortName: string;
  instructors: readonly { name: string }[];
}

interface Placed {
  cls: DemoLiveClass;
  at: Date;
  /** The class's own length when it is not the demo class's (Open Studio's blocks). */
  minutes?: number;
  personal: boolean;
  onJetsweat: boolean;
  /** Picks the studio's instructor, so the same class is not always taught by the same person. */
  turn: number;
}

/** The instant of `hour:minute` Eastern Time on the `day`th day after `now`'s day there. */
function easternAt(now: Date) {
  const today = new TZDate(now, EASTERN_TIME_ZONE);
  return (day: number, [hour, minute]: [number, number]) =>
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
}

/** The demo week laid over the coming three weeks, from `now`'s day in Eastern Time. */
export function demoSchedule(now: Date): Placed[] {
  const at = easternAt(now);
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
  const last = await lastClassStart(tx);
  const lastDay = last ? easternDay(last) : '';
  return insertDemoClasses(
    tx,
    demoSchedule(now).filter((p) => easternDay(p.at) > lastDay),
    studios,
  );
}

/**
 * Open Studio's blocks from `now`'s Eastern day through the demo's three weeks, each lasting to
 * the next one's start (daylight saving's 23 and 25 hour days included), added where missing: on
 * a fresh demo database and on one made before Open Studio existed alike. Answers the ids of
 * today's and tomorrow's blocks that are not over, for the demo members' bookings.
 */
export async function addOpenStudio(
  tx: Database,
  now: Date,
  studios: readonly DemoStudioStaff[],
): Promise<number[]> {
  const at = easternAt(now);
  const studio = studios.find((s) => s.shortName === openStudioClass.studio);
  if (!studio) throw new Error(`Open Studio names an unknown studio: ${openStudioClass.studio}`);
  const blocks: { start: Date; end: Date; turn: number }[] = [];
  for (let day = 0; day < DEMO_DAYS; day++)
    for (const [i, slot] of openStudioStarts.entries()) {
      const last = i + 1 === openStudioStarts.length;
      const nextSlot = openStudioStarts[(i + 1) % openStudioStarts.length]!;
      blocks.push({ start: at(day, slot), end: at(day + (last ? 1 : 0), nextSlot), turn: i });
    }
  const existing = () => classesTitledFrom(tx, studio.id, openStudioClass.title, blocks[0]!.start);
  const had = new Set((await existing()).map((r) => new Date(r.scheduled_at).getTime()));
  const missing = blocks.filter((b) => !had.has(b.start.getTime()));
  await insertDemoClasses(
    tx,
    missing.map((b) => ({
      cls: openStudioClass,
      at: b.start,
      minutes: Math.round((b.end.getTime() - b.start.getTime()) / 60_000),
      turn: b.turn,
      personal: false,
      onJetsweat: true,
    })),
    studios,
  );
  const ids = new Map((await existing()).map((r) => [new Date(r.scheduled_at).getTime(), r.id]));
  // Tomorrow's too: a demo server still running past midnight has them booked already.
  const tomorrowEnd = blocks[2 * openStudioStarts.length - 1]!.end.getTime();
  return blocks
    .filter((b) => b.end.getTime() <= tomorrowEnd && b.end.getTime() > now.getTime())
    .map((b) => ids.get(b.start.getTime())!);
}

async function insertDemoClasses(
  tx: Database,
  placed: Placed[],
  studios: readonly DemoStudioStaff[],
): Promise<number> {
  const rows = placed.map((p) => {
    const studio = studios.find((s) => s.shortName === p.cls.studio);
    if (!studio) throw new Error(`demo live class names an unknown studio: ${p.cls.studio}`);
    const instructor = studio.instructors.length
      ? studio.instructors[p.turn % studio.instructors.length]!.name
      : '';
    return {
      studio_id: studio.id,
      title: p.cls.title,
      description: p.cls.description,
      instructor,
      scheduled_at: p.at,
      minutes_duration: p.minutes ?? p.cls.minutes,
      price_cents: p.cls.priceCents,
      is_on_jetsweat: p.onJetsweat,
      product_availability: p.personal ? PERSONAL_TRAINING_AVAILABILITY : null,
      capacity: p.personal ? 1 : GROUP_CAPACITY,
      class_type: p.cls.classType,
      level: p.cls.level,
    };
  });
  await insertDemoClassRows(tx, rows);
  return placed.length;
}
