import type { ActivitySharing, FriendsFinished, FriendsGoing } from '@jetsweat/contract';
import { easternDay } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { peopleByIds } from '../accounts/service.ts';
import { weekStartOf } from '../history/service.ts';
import { bookedSeatsOfPeople, type PersonGoingRow } from '../schedule/service.ts';
import { completedPlaysOfPeople, type CompletedPlayRow } from '../videos/service.ts';
import {
  findActivitySharing,
  listSharingFriendIds,
  saveActivitySharing,
} from './activity-store.ts';
import { personView } from './views.ts';

/** The most seats the going answer lists, and the most plays the finished one. */
const GOING_LIMIT = 1000;
const FINISHED_LIMIT = 100;

/** Text in the database's order (its C collation: by code point). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Friended = { friend: { id: number; first_name: string; last_name: string } };

/**
 * The member's friends who share their activity, then what they did (the owner's read, by their
 * ids) beside their names (accounts', read at the same time): three statements, the second two
 * together, and just the first when no friend shares.
 */
async function ofSharingFriends<T extends { user_id: number }>(
  db: Deps['db'],
  userId: number,
  read: (friendIds: number[]) => Promise<T[]>,
): Promise<(T & Friended)[]> {
  const friendIds = await listSharingFriendIds(db, userId);
  if (friendIds.length === 0) return [];
  const [rows, people] = await Promise.all([read(friendIds), peopleByIds(db, friendIds)]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const friend = personOf.get(r.user_id);
    return friend ? [{ ...r, friend }] : [];
  });
}

/** Soonest class first, its friends by first name. */
const goingOrder = (a: PersonGoingRow & Friended, b: PersonGoingRow & Friended) =>
  new Date(a.scheduled_at).getTime() - new Date(b.scheduled_at).getTime() ||
  a.live_class_id - b.live_class_id ||
  byText(a.friend.first_name, b.friend.first_name) ||
  a.friend.id - b.friend.id;

/** Latest day first, then by friend's first name and class title. */
const finishedOrder = (a: CompletedPlayRow & Friended, b: CompletedPlayRow & Friended) =>
  byText(b.day, a.day) ||
  byText(a.friend.first_name, b.friend.first_name) ||
  byText(a.title, b.title);

/**
 * Training together (docs/decisions/0063-friends-training-together.md): which friends
 * are going to the classes not over yet, and which classes they finished this week (Monday to
 * today, Eastern Time, the habits' week). Only accepted friends who share their activity; a
 * member's own choice is read and set here too. Each answer is read per request (the friends,
 * then what they did beside their names): nothing of a member is kept beside the public timetable.
 */
export function createFriendActivity(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  return {
    async going(userId: number, siteStudioId: number | null): Promise<FriendsGoing[]> {
      const now = clock.now();
      const rows = (
        await ofSharingFriends(db, userId, (ids) =>
          bookedSeatsOfPeople(db, ids, siteStudioId, now, GOING_LIMIT),
        )
      ).sort(goingOrder);
      const byClass = new Map<number, FriendsGoing>();
      for (const r of rows) {
        let entry = byClass.get(r.live_class_id);
        if (!entry) {
          entry = {
            liveClassId: r.live_class_id,
            title: r.title,
            scheduledDatetime: new Date(r.scheduled_at).toISOString(),
            friends: [],
          };
          byClass.set(r.live_class_id, entry);
        }
        entry.friends.push(personView(r.friend));
      }
      return [...byClass.values()];
    },

    async finished(userId: number): Promise<FriendsFinished> {
      const today = easternDay(clock.now());
      const weekStart = weekStartOf(today);
      const rows = (
        await ofSharingFriends(db, userId, (ids) =>
          completedPlaysOfPeople(db, ids, weekStart, today, FINISHED_LIMIT),
        )
      ).sort(finishedOrder);
      return {
        weekStart,
        finished: rows.map((r) => ({
          friend: personView(r.friend),
          videoId: r.video_id,
          title: r.title,
          day: r.day,
        })),
      };
    },

    async sharing(userId: number): Promise<ActivitySharing> {
      return { shareActivity: await findActivitySharing(db, userId) };
    },

    async setSharing(userId: number, shareActivity: boolean): Promise<ActivitySharing> {
      await saveActivitySharing(db, userId, shareActivity, clock.now());
      return { shareActivity };
    },
  };
}
export type FriendActivity = ReturnType<typeof createFriendActivity>;
