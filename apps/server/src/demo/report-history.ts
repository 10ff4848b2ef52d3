import type { Database } from '../platform/db/database.ts';
import {
  findUserIdsByEmails,
  hashPassword,
  insertSeededUsers,
} from '../features/accounts/service.ts';
import { insertDemoAttendance } from '../features/live/service.ts';
import { insertDemoClassHistory } from '../features/schedule/service.ts';
import { DEMO_INSTRUCTOR_PASSWORD } from './instructors.ts';
import { DEMO_ADMIN_STUDIOS } from './studio-admins.ts';

/** Members each demo studio with an admin had over its past year. */
export const DEMO_REPORT_MEMBERS = 60;
const firstNames = ['Ava', 'Ben', 'Cara', 'Dev', 'Elle', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jude'];
const lastNames = ['Alvarez', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fox'];

export const demoReportMemberEmail = (shortName: string, n: number) =>
  `client${String(n).padStart(2, '0')}.${shortName}@jetsweat.example`;

/** The studio's demo members, made where missing (seeded: their addresses count as confirmed). */
async function demoMembersOf(tx: Database, shortName: string, now: Date): Promise<number[]> {
  const emails = Array.from({ length: DEMO_REPORT_MEMBERS }, (_, i) =>
    demoReportMemberEmail(shortName, i + 1),
  );
  const had = new Set((await findUserIdsByEmails(tx, emails)).map((u) => u.email));
  const missing = emails.filter((e) => !had.has(e));
  if (missing.length) {
    const passwordHash = await hashPassword(DEMO_INSTRUCTOR_PASSWORD);
    await insertSeededUsers(
      tx,
      missing.map((email) => {
        const i = emails.indexOf(email);
        return {
          email,
          firstName: firstNames[i % firstNames.length]!,
          lastName: lastNames[Math.floor(i / firstNames.length) % lastNames.length]!,
          passwordHash,
        };
      }),
      now,
    );
  }
  const ids = new Map((await findUserIdsByEmails(tx, emails)).map((u) => [u.email, u.id]));
  return emails.map((e) => ids.get(e)!);
}

/**
 * A year of past classes at the demo studios that have an admin (BK Pilates and Brooks
 * Pilates), booked by their members and attended by most of them, so the console's reports
 * (issue 54, item 4) have something to show after `npm start`: the schedule makes the classes
 * and seats, the live room the attendance. Once per studio: a studio with its history already
 * gets nothing more.
 */
export async function seedDemoReportHistory(
  tx: Database,
  studios: readonly { id: number; shortName: string; instructors: readonly { name: string }[] }[],
  now: Date,
): Promise<void> {
  for (const studio of studios) {
    if (!(DEMO_ADMIN_STUDIOS as readonly string[]).includes(studio.shortName)) continue;
    const members = await demoMembersOf(tx, studio.shortName, now);
    const seats = await insertDemoClassHistory(
      tx,
      studio.id,
      studio.instructors.map((i) => i.name),
      members,
      now,
    );
    await insertDemoAttendance(tx, seats);
  }
}
