import { useCallback } from 'react';
import type { LiveReminders, User } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type ProfileChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'birthday'
    | 'weight'
    | 'gender'
    | 'activityLevel'
    | 'maxHeartRate'
    | 'leaderboardShow'
  >
>;

/** PUT /api/user/save: what a person may change about themselves. */
export const saveProfile = (userInfo: ProfileChanges) =>
  api<User>('/api/user/save', { method: 'PUT', body: { userInfo } });

/** PUT /api/user/reminders: when booked live classes are reminded by e-mail. */
export const saveLiveReminders = (body: LiveReminders) =>
  api<LiveReminders>('/api/user/reminders', { method: 'PUT', body });

/** Saves, then reloads the session's user so every page shows the change. */
export function useSaveProfile() {
  const { refresh } = useSession();
  return useCallback(
    async (changes: ProfileChanges) => {
      await saveProfile(changes);
      await refresh();
    },
    [refresh],
  );
}
