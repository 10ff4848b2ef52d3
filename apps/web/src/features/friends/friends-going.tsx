import { friendActivityTexts, type FriendPerson } from '@jetsweat/contract';
import { useFriendsGoing } from './api/activity.ts';
import './friends-going.css';

const nameOf = (p: FriendPerson) => `${p.firstName} ${p.lastName}`;

/** A friend's photo, or their initials where there is none (the product keeps no photos yet). */
export function FriendFace({ person }: { person: FriendPerson }) {
  return person.photoUrl ? (
    <img className="friend-face" src={person.photoUrl} alt="" width={28} height={28} />
  ) : (
    <span className="friend-face" aria-hidden="true">
      {person.firstName.charAt(0)}
      {person.lastName.charAt(0)}
    </span>
  );
}

export function FriendNames({ friends }: { friends: FriendPerson[] }) {
  return (
    <ul className="friends-going__people">
      {friends.map((f) => (
        <li key={f.id}>
          <FriendFace person={f} /> {nameOf(f)}
        </li>
      ))}
    </ul>
  );
}

/** The friends booked into one class, from the member's one "going" answer for every class. */
function useGoingTo(liveClassId: number): FriendPerson[] {
  const going = useFriendsGoing();
  return going.data?.find((c) => c.liveClassId === liveClassId)?.friends ?? [];
}

/**
 * "2 friends are going" on a class of the schedule, opening (a tap, or Enter) to their names and
 * faces; nothing for a visitor, or when no friend is going.
 */
export function FriendsGoingNote({ liveClassId }: { liveClassId: number }) {
  const friends = useGoingTo(liveClassId);
  if (friends.length === 0) return null;
  return (
    <details className="friends-going">
      <summary>{friendActivityTexts.going(friends.length)}</summary>
      <FriendNames friends={friends} />
    </details>
  );
}

/** A class's page: the friends going, listed. */
export function FriendsGoingList({ liveClassId }: { liveClassId: number }) {
  const friends = useGoingTo(liveClassId);
  if (friends.length === 0) return null;
  return (
    <section className="friends-going friends-going--listed" aria-labelledby="friends-going">
      <h2 id="friends-going">{friendActivityTexts.going(friends.length)}</h2>
      <FriendNames friends={friends} />
    </section>
  );
}
