import type { Database } from '../platform/db/database.ts';
import {
  demoAccounts,
  findUserIdsByEmails,
  hashPassword,
  insertSeededUsers,
} from '../features/accounts/service.ts';
import { insertFriendProfileIfMissing } from '../features/friends/service.ts';
import { demoFriendPeople } from './friends.ts';

/**
 * Members to find by name on the friends page (issue 56, item 2), not yet connected to the demo
 * member: Nina lets members find her by name and by e-mail address, Theo by name only, and Quinn
 * has a handle but hides from searches (nobody finds "quinn").
 */
export const demoFindablePeople = [
  {
    email: 'nina@jetsweat.example',
    firstName: 'Nina',
    lastName: 'Nguyen',
    handle: 'nina_lifts',
    byName: true,
    byEmail: true,
  },
  {
    email: 'theo@jetsweat.example',
    firstName: 'Theo',
    lastName: 'Tempo',
    handle: 'theo_tempo',
    byName: true,
    byEmail: false,
  },
  {
    email: 'quinn@jetsweat.example',
    firstName: 'Quinn',
    lastName: 'Quiet',
    handle: 'quinn_quiet',
    byName: false,
    byEmail: false,
  },
] as const;

/** The handles of the demo member and their friends (findable by name, as by default). */
const demoHandles = (): Record<string, string> => ({
  [demoAccounts[0].email]: 'maya_member',
  [demoAccounts[2].email]: 'felix_friend',
  [demoFriendPeople[0].email]: 'riley_runs',
  [demoFriendPeople[1].email]: 'priya_pace',
});

/**
 * Adds the findable people where missing (password as the README's) and gives every demo member
 * above their handle and settings, once: a member who changes them keeps their change.
 */
export async function seedDemoHandles(tx: Database, now: Date): Promise<void> {
  const handles = demoHandles();
  const found = await findUserIdsByEmails(tx, [
    ...Object.keys(handles),
    ...demoFindablePeople.map((p) => p.email),
  ]);
  const had = new Set(found.map((u) => u.email));
  const missing = demoFindablePeople.filter((p) => !had.has(p.email));
  const passwordHash = missing.length ? await hashPassword(demoAccounts[0].password) : '';
  const made = await insertSeededUsers(
    tx,
    missing.map((p) => ({
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      passwordHash,
    })),
    now,
  );
  const idOf = new Map([...found, ...made].map((u) => [u.email, u.id]));
  const settings = [
    ...Object.entries(handles).map(([email, handle]) => ({
      email,
      handle,
      byName: true,
      byEmail: false,
    })),
    ...demoFindablePeople,
  ];
  for (const s of settings) {
    const id = idOf.get(s.email);
    if (id === undefined) continue;
    await insertFriendProfileIfMissing(
      tx,
      id,
      { handle: s.handle, findable_by_name: s.byName, findable_by_email: s.byEmail },
      now,
    );
  }
}
