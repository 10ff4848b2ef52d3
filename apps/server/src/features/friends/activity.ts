import type { ActivitySharing, FriendsFinished, FriendsGoing } from '@jetsweat/contract';
import { easternDay } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { weekStartOf } from '../history/service.ts';
import {
  findActivitySharing,
  listFriendsFinished,
  listFriendsGoing,
  saveActivitySharing,
} from './activity-store.ts';
import { personView } from './views.ts';

/**
 * Training together (docs/decisions/0063-friends-training-together.md): which friends
 * are going to the classes not over yet, and which classes they finished this week (Monday to
 * today, Eastern Time, the habits' week). Only accepted friends who share their activity; a
 * member's own choice is read and set here too. Each answer is one query, made per request:
 * nothing of a member is kept beside the public timetable.
 */
export function createFriendActivity(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  return {
    async going(userId: number, siteStudioId: number | null): Promise<FriendsGoing[]> {
      const rows = await listFriendsGoing(db, userId, siteStudioId, clock.now());
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
        entry.friends.push(personView({ ...r, id: r.friend_id }));
      }
      return [...byClass.values()];
    },

    async finished(userId: number): Promise<FriendsFinished> {
      const today = easternDay(clock.now());
      const weekStart = weekStartOf(today);
      const rows = await listFriendsFinished(db, userId, weekStart, today);
      return {
        weekStart,
        finished: rows.map((r) => ({
          friend: personView({ ...r, id: r.friend_id }),
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
