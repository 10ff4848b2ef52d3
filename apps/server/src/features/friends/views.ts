import type { Friend, FriendPerson, FriendRequest } from '@jetsweat/contract';
import type { Person } from '../accounts/service.ts';
import type { FriendshipWithPerson } from './store.ts';

/** Who a person is, by id or e-mail address: the accounts service's `person`. */
export type FindPerson = (by: { id: number } | { email: string }) => Promise<Person | undefined>;

const iso = (t: Date | string) => new Date(t).toISOString();

/** What any member may see of another: name and photo (no photos are kept: null). */
export const personView = (p: {
  id: number;
  first_name: string;
  last_name: string;
}): FriendPerson => ({ id: p.id, firstName: p.first_name, lastName: p.last_name, photoUrl: null });

export const friendView = (r: FriendshipWithPerson): Friend => ({
  ...personView({ id: r.other_id, first_name: r.first_name, last_name: r.last_name }),
  userFriendId: r.id,
  since: iso(r.accepted_at!),
});

export const requestView = (r: FriendshipWithPerson, userId: number): FriendRequest => ({
  userFriendId: r.id,
  friendId: r.other_id,
  direction: r.addressee_id === userId ? 'incoming' : 'outgoing',
  person: personView({ id: r.other_id, first_name: r.first_name, last_name: r.last_name }),
  createdAt: iso(r.created_at),
});
