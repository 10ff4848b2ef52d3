import {
  FRIEND_PROFILE_DEFAULTS,
  friendTexts,
  type FriendProfile,
  type FriendProfileChanges,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/errors.ts';
import {
  findFriendProfile,
  HANDLE_INDEX,
  saveFriendProfile,
  type FriendProfileRow,
} from './profile-store.ts';

const viewOf = (row: FriendProfileRow | undefined): FriendProfile =>
  row
    ? {
        handle: row.handle,
        findableByName: row.findable_by_name,
        findableByEmail: row.findable_by_email,
      }
    : FRIEND_PROFILE_DEFAULTS;

/**
 * The member's handle and who may find them (issue 56, item 2): read, and changed a part at a
 * time (what the body leaves out stays). A handle another member has answers 409 and changes
 * nothing.
 */
export function createFriendProfiles(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  return {
    async get(userId: number): Promise<FriendProfile> {
      return viewOf(await findFriendProfile(db, userId));
    },
    async update(userId: number, changes: FriendProfileChanges): Promise<FriendProfile> {
      const was = viewOf(await findFriendProfile(db, userId));
      const next: FriendProfile = {
        handle: changes.handle === undefined ? was.handle : changes.handle,
        findableByName: changes.findableByName ?? was.findableByName,
        findableByEmail: changes.findableByEmail ?? was.findableByEmail,
      };
      try {
        await saveFriendProfile(
          db,
          userId,
          {
            handle: next.handle,
            findable_by_name: next.findableByName,
            findable_by_email: next.findableByEmail,
          },
          clock.now(),
        );
      } catch (err) {
        if (isUniqueViolation(err, HANDLE_INDEX)) throw conflict(friendTexts.handleTaken);
        throw err;
      }
      return next;
    },
  };
}
export type FriendProfiles = ReturnType<typeof createFriendProfiles>;
