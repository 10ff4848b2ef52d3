import type { Database } from './platform/db/database.ts';
import { findUserByEmail, insertUser, markEmailConfirmed } from './features/accounts/store.ts';
import { hashPassword } from './features/accounts/passwords.ts';
import { addStudioInstructor } from './features/live/instructor-store.ts';

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
 * `npm start`. Added where missing, on a fresh demo database and on one made before them alike;
 * the password is hashed once for all of them.
 */
export async function seedDemoInstructors(
  tx: Database,
  studios: readonly StudioWithInstructors[],
  now: Date,
): Promise<void> {
  let passwordHash: Promise<string> | undefined;
  for (const studio of studios) {
    const email = demoInstructorEmail(studio.shortName);
    let userId = (await findUserByEmail(tx, email))?.id;
    if (userId === undefined) {
      passwordHash ??= hashPassword(DEMO_INSTRUCTOR_PASSWORD);
      userId = await insertUser(tx, {
        email,
        ...accountName(studio),
        passwordHash: await passwordHash,
        studioId: null,
        accountType: 'general',
        accessType: null,
        partnerToken: null,
      });
      await markEmailConfirmed(tx, userId, email, now);
    }
    await addStudioInstructor(tx, studio.id, userId, now);
  }
}
