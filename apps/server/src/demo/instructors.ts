import type { Database } from '../platform/db/database.ts';
import {
  findUserIdsByEmails,
  insertSeededUsers,
  hashPassword,
} from '../features/accounts/service.ts';
import { addStudioInstructors } from '../features/live/service.ts';
import { giveDemoClassesTo } from '../features/schedule/service.ts';

/** The demo accounts' password (README), for the instructors too. */
export const DEMO_INSTRUCTOR_PASSWORD = 'letsworkout';

/** Each demo studio's instructor account: instructor.{shortName}@jetsweat.example. */
export const demoInstructorEmail = (shortName: string) =>
  `instructor.${shortName}@jetsweat.example`;

interface StudioWithInstructors {
  id: number;
  shortName: string;
  name: string;
  instructors: readonly { name: string }[];
}

/** The name the account goes by: the studio's first instructor's, or the studio's own. */
function accountName(studio: StudioWithInstructors): { firstName: string; lastName: string } {
  const [first, ...rest] = (studio.instructors[0]?.name ?? '').split(' ').filter(Boolean);
  return first
    ? { firstName: first, lastName: rest.join(' ') || studio.name }
    : { firstName: studio.name, lastName: 'Instructor' };
}

/**
 * One instructor account per demo studio (issue 20), seeded rather than signed up (its address
 * counts as confirmed) and linked to its studio, so anyone may teach a demo class's room after
 * `npm start`. Added where missing, on a fresh demo database and on one made before them alike,
 * in a few statements (every test's database is seeded).
 */
export async function seedDemoInstructors(
  tx: Database,
  studios: readonly StudioWithInstructors[],
  now: Date,
): Promise<void> {
  const emailOf = new Map(studios.map((s) => [demoInstructorEmail(s.shortName), s]));
  const found = await findUserIdsByEmails(tx, [...emailOf.keys()]);
  const had = new Set(found.map((u) => u.email));
  const missing = studios.filter((s) => !had.has(demoInstructorEmail(s.shortName)));
  const passwordHash = missing.length ? await hashPassword(DEMO_INSTRUCTOR_PASSWORD) : '';
  const made = await insertSeededUsers(
    tx,
    missing.map((s) => ({
      email: demoInstructorEmail(s.shortName),
      ...accountName(s),
      passwordHash,
    })),
    now,
  );
  // The account's name, as accountName() gave it: its classes are the ones taught under it.
  const links = [...found, ...made].map((u) => {
    const studio = emailOf.get(u.email)!;
    const { firstName, lastName } = accountName(studio);
    return { studioId: studio.id, userId: u.id, name: `${firstName} ${lastName}` };
  });
  await addStudioInstructors(tx, links, now);
  await giveDemoClassesTo(tx, links);
}
