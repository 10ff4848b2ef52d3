import type { HistoryEntry, Video } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { findVideo, publishedOnSite, videoExists, type SiteStudioId } from './library-store.ts';
import { classesSeenBy, withClasses, type MemberClassSource } from './member-classes.ts';
import { watchedVideos, type WatchedVideoRow } from './positions-store.ts';
import { classInProgram } from './programs-store.ts';
import { completedPlayCalories, completedPlaysPerWeek } from './watch-store.ts';
import {
  publishUploadedClass,
  refreshUploadedClass,
  unpublishUploadedClass,
} from './uploaded-class.ts';

/** What other features may ask of the videos feature (they use nothing else of it). */
export { requireEntitled, requireEntitledOnSite } from './entitled.ts';
export type { SiteStudioId } from './library-store.ts';
export type { FavouriteIdsOf } from './member-classes.ts';

const historyEntryView = (row: WatchedVideoRow & { video: Video }): HistoryEntry => ({
  ...row.video,
  watchedAt: new Date(row.watched_at).toISOString(),
  position: row.position_seconds,
  completed: row.finished,
  watchedSeconds: Math.floor(row.watched_seconds),
});

/** The library as other features read it: a class's existence, classes by id, plays, calories. */
export function createVideosService(deps: Pick<Deps, 'db' | 'clock'> & MemberClassSource) {
  const { db, clock } = deps;
  return {
    /** Whether a published class exists. */
    exists: (videoId: number) => videoExists(db, videoId, clock.now()),

    /**
     * Published classes by id, each with the member's favoriteId, keyed by id; on a studio's own
     * site only that studio's.
     */
    async byIds(
      userId: number,
      videoIds: number[],
      siteStudioId: SiteStudioId = null,
    ): Promise<Map<number, Video>> {
      const listed = await publishedOnSite(db, videoIds, clock.now(), siteStudioId);
      return classesSeenBy(deps, userId, listed);
    },

    /** A published class's length in seconds, or undefined when there is none. */
    lengthOf: async (videoId: number) =>
      (await findVideo(db, videoId, clock.now()))?.duration_seconds,

    /** Whether a class exists and, when a program is named, belongs to it. */
    async classCheck(
      videoId: number,
      programId: number | null,
    ): Promise<'ok' | 'unknown' | 'not-in-program'> {
      if (!(await videoExists(db, videoId, clock.now()))) return 'unknown';
      if (programId !== null && !(await classInProgram(db, videoId, programId)))
        return 'not-in-program';
      return 'ok';
    },

    /**
     * Classes the member watched, last watched first, each once; or only the unfinished. On a
     * studio's own site only that studio's classes.
     */
    async watched(
      userId: number,
      limit: number,
      { unfinishedOnly, siteStudioId }: { unfinishedOnly: boolean; siteStudioId: SiteStudioId },
    ): Promise<HistoryEntry[]> {
      const rows = await watchedVideos(db, userId, limit, unfinishedOnly, siteStudioId);
      return (await withClasses(deps, userId, rows)).map(historyEntryView);
    },

    /** The completed plays from `fromDay` through `toDay`: day, workout, estimated calories. */
    completedPlayCalories: (userId: number, fromDay: string, toDay: string) =>
      completedPlayCalories(db, userId, fromDay, toDay),

    /** Completed plays per week (by its Monday) through `toDay`, latest week first. */
    completedPlaysPerWeek: (userId: number, toDay: string) =>
      completedPlaysPerWeek(db, userId, toDay),
  };
}
export type VideosService = ReturnType<typeof createVideosService>;

/** People's completed plays over a span of days (the friends' activity: what friends finished). */
export { completedPlaysOfPeople, type CompletedPlayRow } from './watch-store.ts';
/** The workout of the member's latest completed play of each class (the history's heart rate). */
export { latestWorkoutsOfClasses } from './played-workouts-store.ts';
/** Publishing a recorded live class (the live feature's recordings become on-demand classes). */
export { insertRecordedClass, updateRecordedClass, type RecordedClass } from './recorded-class.ts';
export { recordedMediaOf, uploadedMediaOf } from './recorded-media.ts';
/**
 * A studio's uploaded class (the console's) in the library: published, unpublished and kept in
 * step through the console's transaction, so its audit entry is kept in the same one.
 */
/**
 * A studio's class's chapters for the console: read, and replaced after the checks that need the
 * class; and the studio's library classes with how many chapters each has.
 */
export {
  chapteredClasses,
  classChapters,
  setChapters as setClassChapters,
  type ChaptersReplaced,
} from './chapters.ts';
export const uploadedClasses = {
  publish: publishUploadedClass,
  unpublish: unpublishUploadedClass,
  refresh: refreshUploadedClass,
};
export {
  FIRST_RUNG_PLAYLIST,
  HLS_LADDER,
  ladderFilter,
  ladderOutputArgs,
  MASTER_PLAYLIST,
  rungsFor,
  type Rung,
} from './hls-ladder.ts';
export {
  encodedRung,
  firstRungSegments,
  ladderSeconds,
  masterPlaylist,
  segmentAt,
  writeLadderMaster,
  type EncodedRung,
} from './ladder-master.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { hasFinishedPlaySince } from './watch-store.ts';
export { createPlayerEventsService } from './player-events.ts';
export { moveDemoClassesToListedLength, seedDemoLibrary } from './seed-demo.ts';
export { seedDemoChapters } from './seed-demo-chapters.ts';
export { firstPublishedVideos, hasWatchedAny } from './store.ts';
export { storeRendition } from './stored-rendition.ts';

/**
 * Classes' cards by id, the same for every member and kept with the public reads (a workout's
 * class, a feed's event): `{ card, json }` per class that exists.
 */
export { libraryCards as classCardsByIds, type LibraryCard } from './library-cards.ts';
/** Programs by id, as the library lists them (a calendar's workouts name theirs). */
export { programsByIds, type ProgramRow } from './programs-store.ts';

/** Who watched a studio's videos, and what one member watched (its console's clients). */
export {
  studioVideosWatchedBy,
  studioViewerTotals,
  type StudioVideoWatched,
} from './studio-viewers-store.ts';

/** Minutes each studio's classes were watched in a month, for payouts (issue 54). */
export { watchedSecondsByStudio } from './studio-watch-minutes-store.ts';
