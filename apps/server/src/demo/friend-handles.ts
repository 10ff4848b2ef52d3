import type { Database } from '../platform/db/database.ts';
import {
  demoAccounts,
  findUserIdsByEmails,
  hashPassword,
  insertSeededUsers,
} from '../features/accounts/service.ts';
import { insertFriendProfileIfMissing } from '../features/friends/service.ts';

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

/**
 * Adds the findable people where missing (password as the README's) and gives them, and the
 * members in `handles` (address to handle: found by name, as by default), their handle and
 * settings, once: a member who changes them keeps their change.
 */
export async function seedDemoHandles(
  tx: Database,
  now: Date,
  handles: Record<string, string>,
): Promise<void> {
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
