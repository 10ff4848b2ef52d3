import type { Database } from '../platform/db/database.ts';
import {
  demoAccounts,
  hashPassword,
  findUserIdsByEmails,
  insertSeededUsers,
} from '../features/accounts/service.ts';
import { hasAnyFriendship, insertFriendship } from '../features/friends/service.ts';
import { seedDemoHandles } from './friend-handles.ts';

const DAY = 24 * 3600_000;

/** The demo member's friends beyond Felix (friend@): people to find on the friends page. */
export const demoFriendPeople = [
  { email: 'riley@jetsweat.example', firstName: 'Riley', lastName: 'Runner' },
  { email: 'priya@jetsweat.example', firstName: 'Priya', lastName: 'Pace' },
] as const;

/**
 * Gives the demo member (member@) two friends, Felix (friend@) and Riley, and one request waiting
 * for an answer, from Priya, so the friends page has something to show after `npm start`. Riley and
 * Priya are seeded accounts (password as the README's), added where missing. The friendships are
 * made once: skipped when the member has any friend or request, so one removed stays removed.
 * Each has a handle to be found by, with three more people to find (friend-handles.ts).
 */
export async function seedDemoFriends(tx: Database, now: Date): Promise<void> {
  const [member, felix] = [demoAccounts[0].email, demoAccounts[2].email];
  const found = await findUserIdsByEmails(tx, [
    member,
    felix,
    ...demoFriendPeople.map((p) => p.email),
  ]);
  const had = new Set(found.map((u) => u.email));
  const missing = demoFriendPeople.filter((p) => !had.has(p.email));
  const passwordHash = missing.length ? await hashPassword(demoAccounts[0].password) : '';
  const made = await insertSeededUsers(
    tx,
    missing.map((p) => ({ ...p, passwordHash })),
    now,
  );
  const idOf = new Map([...found, ...made].map((u) => [u.email, u.id]));
  // Everyone here gets a handle, and a few more people to find by name (friend-handles.ts).
  await seedDemoHandles(tx, now, {
    [member]: 'maya_member',
    [felix]: 'felix_friend',
    [demoFriendPeople[0].email]: 'riley_runs',
    [demoFriendPeople[1].email]: 'priya_pace',
  });
  const memberId = idOf.get(member);
  if (memberId === undefined || (await hasAnyFriendship(tx, memberId))) return;
  const since = new Date(now.getTime() - 7 * DAY);
  for (const email of [felix, demoFriendPeople[0].email]) {
    const id = idOf.get(email);
    if (id !== undefined) await insertFriendship(tx, memberId, id, since, since);
  }
  const priya = idOf.get(demoFriendPeople[1].email);
  if (priya !== undefined)
    await insertFriendship(tx, priya, memberId, new Date(now.getTime() - DAY));
}
