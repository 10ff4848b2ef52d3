import type { Database } from '../../platform/db/database.ts';
import { peopleByIds } from '../accounts/service.ts';
import { listFriendships, type FriendshipWithOther } from './store.ts';

/** A friendship or request with the other member's name. */
export type FriendshipWithPerson = FriendshipWithOther & { first_name: string; last_name: string };

/**
 * The member's friendships (accepted) or requests (pending), newest first, each with the other
 * member's name: the friendships are this feature's, the names accounts', read in one go.
 */
export async function listFriendshipsWithPeople(
  db: Database,
  userId: number,
  accepted: boolean,
): Promise<FriendshipWithPerson[]> {
  const rows = await listFriendships(db, userId, accepted);
  const people = await peopleByIds(db, [...new Set(rows.map((r) => r.other_id))]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const p = personOf.get(r.other_id);
    return p ? [{ ...r, first_name: p.first_name, last_name: p.last_name }] : [];
  });
}
