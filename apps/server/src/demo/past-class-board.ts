import {
  easternDay,
  HEART_RATE_SAMPLES_PER_REPORT,
  type BoardDisplay,
  type Gender,
} from '@jetsweat/contract';
import type { Database } from '../platform/db/database.ts';
import { fixedClock } from '../platform/runtime/clock.ts';
import { easternDayBounds } from '../platform/runtime/eastern-day.ts';
import {
  demoAccounts,
  findUserIdsByEmails,
  hashPassword,
  insertSeededUsers,
  updateProfile,
} from '../features/accounts/service.ts';
import { firstPublishedVideos } from '../features/videos/service.ts';
import { createHeartRates, watchedWorkouts } from '../features/workouts/service.ts';
import { joiningTransaction } from './member.ts';

const DAY = 24 * 3600_000;

/**
 * Members who took the demo's first class before (issue 53, item 5): each with a profile, a
 * choice on leaderboards and, but for Noor, a strap's heart rate. Ines does not show on
 * leaderboards, so the board leaves her out; Noor wore no strap, so her line is her estimate.
 */
export const demoBoardPeople: {
  email: string;
  firstName: string;
  lastName: string;
  show: BoardDisplay | null;
  birthday: string;
  weight: number;
  gender: Gender;
  /** Her or his steady heart rate in the class's work, bpm; null: no strap. */
  working: number | null;
}[] = [
  {
    email: 'maya@jetsweat.example',
    firstName: 'Maya',
    lastName: 'Lopez',
    show: 'name',
    birthday: '1990-03-02',
    weight: 132,
    gender: 'F',
    working: 158,
  },
  {
    email: 'jon@jetsweat.example',
    firstName: 'Jon',
    lastName: 'Park',
    show: 'name',
    birthday: '1984-09-21',
    weight: 181,
    gender: 'M',
    working: 149,
  },
  {
    email: 'sade@jetsweat.example',
    firstName: 'Sade',
    lastName: 'Okafor',
    show: 'initials',
    birthday: '1995-12-11',
    weight: 140,
    gender: 'F',
    working: 165,
  },
  {
    email: 'tom@jetsweat.example',
    firstName: 'Tom',
    lastName: 'Berg',
    show: 'name',
    birthday: '1979-05-30',
    weight: 196,
    gender: 'M',
    working: 138,
  },
  {
    email: 'lena@jetsweat.example',
    firstName: 'Lena',
    lastName: 'Fischer',
    show: 'initials',
    birthday: '1988-07-04',
    weight: 126,
    gender: 'F',
    working: 152,
  },
  {
    email: 'ines@jetsweat.example',
    firstName: 'Ines',
    lastName: 'Moreau',
    show: null,
    birthday: '1992-02-17',
    weight: 135,
    gender: 'F',
    working: 170,
  },
  {
    email: 'noor@jetsweat.example',
    firstName: 'Noor',
    lastName: 'Haddad',
    show: 'name',
    birthday: '1986-10-09',
    weight: 150,
    gender: 'F',
    working: null,
  },
];

/** One reading every this many seconds: inside the tally's 5-second gap, half the rows. */
const EVERY_SECONDS = 2;
/** The most of a class the demo's straps read: an hour. */
const LONGEST_SECONDS = 3600;

/**
 * A class's heart rate for someone working at `working` bpm, the same on every start: a warm-up
 * from 90 bpm over five minutes, then four minutes of work and one of a harder push, over and
 * over, and a three-minute cool-down at the end.
 */
export function demoHeartRate(working: number, seconds: number, lasting: number): number {
  const warmUp = Math.min(1, seconds / 300);
  const push = seconds >= 300 && Math.floor((seconds - 300) / 60) % 5 === 4 ? 18 : 0;
  const coolDown = Math.max(0, Math.min(1, (lasting - seconds) / 180));
  const bpm = 90 + (working + push - 90) * Math.min(warmUp, coolDown);
  // A small wobble, second by second, as a real strap reads.
  return Math.round(bpm + ((seconds * 7) % 5) - 2);
}

/**
 * Past members' plays of the demo's first class (the first of the library's recommended order,
 * the demo member's newest favourite), with their straps' heart rates, so the player's "Others at
 * this minute" has a board right after `npm start`. The plays go through the workouts feature as
 * the player's do (a completed workout, then its heart rate in reports of at most 600 samples).
 * Done once: skipped when the first of these people exists.
 */
export async function seedDemoPastClassBoard(tx: Database, now: Date): Promise<void> {
  const [first] = await findUserIdsByEmails(tx, [demoBoardPeople[0]!.email]);
  if (first) return;
  const [video] = await firstPublishedVideos(tx, new Date(now.getTime() - 21 * DAY), 1);
  if (!video) return;
  const passwordHash = await hashPassword(demoAccounts[0].password);
  const made = await insertSeededUsers(
    tx,
    demoBoardPeople.map((p) => ({ ...p, passwordHash })),
    now,
  );
  const idOf = new Map(made.map((u) => [u.email, u.id]));
  const heartRates = createHeartRates({ db: joiningTransaction(tx), clock: fixedClock(now) });
  const lasting = Math.min(video.duration_seconds, LONGEST_SECONDS);
  for (const [i, p] of demoBoardPeople.entries()) {
    const userId = idOf.get(p.email)!;
    await updateProfile(tx, userId, {
      birthday: p.birthday,
      weight: p.weight,
      gender: p.gender,
      leaderboard_show: p.show,
    });
    const at = new Date(now.getTime() - (i + 1) * DAY);
    const day = easternDayBounds(easternDay(at));
    const workoutId = await watchedWorkouts.record(tx, {
      userId,
      videoId: video.id,
      at,
      dayStart: day.start,
      dayEnd: day.end,
      // The class's estimate of 6 kcal a minute; a strap's heart rate replaces it.
      calories: Math.round((video.duration_seconds / 60) * 6),
    });
    if (p.working === null) continue;
    const samples = Array.from({ length: Math.floor(lasting / EVERY_SECONDS) }, (_, k) => ({
      atSecond: k * EVERY_SECONDS,
      bpm: demoHeartRate(p.working!, k * EVERY_SECONDS, lasting),
    }));
    for (let k = 0; k < samples.length; k += HEART_RATE_SAMPLES_PER_REPORT)
      await heartRates.report(userId, {
        workoutId,
        samples: samples.slice(k, k + HEART_RATE_SAMPLES_PER_REPORT),
      });
  }
}
