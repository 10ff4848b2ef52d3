import type { Friend, FriendPerson, FriendRequest, Stranger } from '@jetsweat/contract';
import type { Person } from '../accounts/service.ts';
import type { FriendshipWithPerson } from './friendships.ts';

/** Who a person is, by id or e-mail address: the accounts service's `person`. */
export type FindPerson = (by: { id: number } | { email: string }) => Promise<Person | undefined>;

const iso = (t: Date | string) => new Date(t).toISOString();

/** What any member may see of another: name and photo (no photos are kept: null). */
export const personView = (p: {
  id: number;
  first_name: string;
  last_name: string;
}): FriendPerson => ({ id: p.id, firstName: p.first_name, lastName: p.last_name, photoUrl: null });

/**
 * What a member sees of someone who has not accepted them: the first name and the last name's
 * initial ("Bea B."), enough to know the search found the right person, and no id.
 */
export function strangerView(p: { first_name: string; last_name: string }): Stranger {
  const first = p.first_name.trim();
  // By code point, so a last name starting outside the BMP keeps its whole first letter.
  const initial = Array.from(p.last_name.trim())[0];
  return { displayName: initial ? `${first} ${initial}.` : first, photoUrl: null };
}

export const friendView = (r: FriendshipWithPerson): Friend => ({
  ...personView({ id: r.other_id, first_name: r.first_name, last_name: r.last_name }),
  userFriendId: r.id,
  since: iso(r.accepted_at!),
});

/** A pending request: who asked the member, by name; or whom they asked, as a stranger. */
export const requestView = (r: FriendshipWithPerson, userId: number): FriendRequest =>
  r.addressee_id === userId
    ? {
        userFriendId: r.id,
        friendId: r.other_id,
        direction: 'incoming',
        person: personView({ id: r.other_id, first_name: r.first_name, last_name: r.last_name }),
        createdAt: iso(r.created_at),
      }
    : {
        userFriendId: r.id,
        direction: 'outgoing',
        person: strangerView(r),
        createdAt: iso(r.created_at),
      };
