import type {
  Program,
  ProgramSummary,
  UpNext,
  VideoDetail,
  VideoListQuery,
} from '@jetsweat/contract';
import { videoTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { writeListAnswer, type WrittenItem } from '../../platform/http/written-json.ts';
import { instructorIdsNamed, namesMatching } from '../studios/service.ts';
import { libraryCards } from './library-cards.ts';
import { writtenClass } from './library-page-json.ts';
import { listPage, type PageContext, type PageIds } from './library-page-store.ts';
import { searchPage } from './library-search-store.ts';
import { findVideo, videoExists, type SiteStudioId } from './library-store.ts';
import { chaptersOf } from './chapters-store.ts';
import { classesSeenBy, withClasses, type MemberClassSource } from './member-classes.ts';
import { findPosition } from './positions-store.ts';
import { findProgram, listPrograms, programClasses, programsByIds } from './programs-store.ts';
import { signMediaPath } from './stream-signing.ts';
import { upNextChoice } from './up-next-store.ts';
import { programSummaryView } from './views.ts';

/** How many programs the dashboard recommends. */
const RECOMMENDED_PROGRAMS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

type LibraryDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'reads'> & MemberClassSource;

/** Who reads the library, and on which site (a studio's own lists only its classes). */
export interface Reader {
  userId: number;
  siteStudioId: SiteStudioId;
}

/** The ids of a library page: the search's matches, or the site's classes filtered and sorted. */
async function pageIds(
  deps: LibraryDeps,
  now: Date,
  query: VideoListQuery,
  { userId, siteStudioId }: Reader,
): Promise<PageIds> {
  const { db } = deps;
  const context: PageContext = {
    siteStudioId,
    instructorIds: query.instructor && (await instructorIdsNamed(db, query.instructor)),
  };
  const { search } = query;
  if (search === undefined)
    return listPage(db, now, query, context, { userId, favouriteOf: deps.favouriteColumn });
  const names = await namesMatching(db, search);
  return { ids: await searchPage(db, now, { ...query, search }, context, names) };
}

/**
 * A page of the library with the member's favourites marked, read per request: the page's ids
 * (and, for a later page, a check that its start exists, side by side), then the classes' cards,
 * the same for every member and kept (library-cards.ts), beside the member's favourite records.
 * Nothing of the member's page is kept. Answers the whole answer's JSON (the envelope too),
 * written from the cards' JSON (library-page-json.ts).
 */
async function libraryPage(
  deps: LibraryDeps,
  reader: Reader,
  query: VideoListQuery,
): Promise<Buffer> {
  const { db, clock } = deps;
  const now = clock.now();
  // Promises are joined only where there are two to wait for: a page is read on every request.
  const [exists, { ids, favourites: read }] =
    query.after === undefined
      ? [true, await pageIds(deps, now, query, reader)]
      : await Promise.all([videoExists(db, query.after, now), pageIds(deps, now, query, reader)]);
  if (!exists) throw badRequest(videoTexts.unknownPageStart);
  const [cards, favourites] = read
    ? [await libraryCards(deps, ids), read]
    : await Promise.all([libraryCards(deps, ids), deps.favouriteIdsOf(reader.userId, ids)]);
  const page: WrittenItem[] = [];
  for (const id of ids) {
    const kept = cards.get(id);
    // A class deleted between the two reads is left out.
    if (kept) page.push(writtenClass(kept.json, favourites.get(id) ?? null));
  }
  return writeListAnswer(page);
}

async function upNextOf(deps: LibraryDeps, userId: number, videoId: number): Promise<UpNext> {
  const { db, clock } = deps;
  const now = clock.now();
  if (!(await videoExists(db, videoId, now))) throw notFound(videoTexts.videoNotFound);
  const next = await upNextChoice(db, videoId, now);
  const [seen] = next ? await withClasses(deps, userId, [next]) : [];
  return {
    video: seen?.video ?? null,
    programTitle: seen?.program_title ?? null,
    reason: seen ? next!.reason : null,
  };
}

/** A program with its classes by week, as the member sees them. */
async function programOf(deps: LibraryDeps, userId: number, programId: number): Promise<Program> {
  const { db, clock } = deps;
  const row = await findProgram(db, programId, clock.now());
  if (!row) throw notFound(videoTexts.programNotFound);
  const classes = await withClasses(deps, userId, await programClasses(db, programId));
  const weeks = [...new Set(classes.map((c) => c.week))];
  return {
    ...programSummaryView(row),
    schedule: weeks.map((week) => ({
      week,
      classes: classes.filter((c) => c.week === week).map((c) => c.video),
    })),
  };
}

/** The programs a member's workouts between two instants were scheduled from (workouts owns them). */
export type ProgramIdsOfWorkouts = (userId: number, from: Date, to: Date) => Promise<number[]>;

/**
 * The library, a class with its signed stream, and programs, for an entitled member. The
 * workouts' program ids and the member's favourite records are handed in (workouts and
 * favourites use videos, so videos does not import them back).
 */
export function createLibraryService(
  deps: LibraryDeps,
  programIdsOfWorkouts: ProgramIdsOfWorkouts,
) {
  const { db, clock, config } = deps;

  return {
    /** A library page's whole answer as JSON bytes (the envelope `{"status":1,"content":…}`). */
    list: (reader: Reader, query: VideoListQuery) => libraryPage(deps, reader, query),

    async detail(userId: number, videoId: number): Promise<VideoDetail> {
      const now = clock.now();
      const row = await findVideo(db, videoId, now);
      const video = row && (await classesSeenBy(deps, userId, [videoId])).get(videoId);
      if (!row || !video) throw notFound(videoTexts.videoNotFound);
      // Asked again by the player while it plays: each answer carries a fresh short-lived link.
      const expiresAt = Math.floor(now.getTime() / 1000) + config.media.linkSeconds;
      const sign = (p: string) =>
        signMediaPath(config.media.signingSecret, p, { videoId, expiresAt }) ?? p;
      const [position, chapters] = await Promise.all([
        findPosition(db, userId, videoId),
        chaptersOf(db, videoId),
      ]);
      return {
        ...video,
        streamUrl: sign(row.stream_path),
        captionsUrl: sign(row.captions_path),
        streamExpiresAt: new Date(expiresAt * 1000).toISOString(),
        streamLinkSeconds: config.media.linkSeconds,
        // An ended play keeps place 0; a completed one paused before the end resumes too.
        resumeAt: position && position.position_seconds > 0 ? position.position_seconds : null,
        chapters,
      };
    },

    /** The class to offer when this one ends: its program's next, else its instructor's, else its studio's. */
    upNext: (userId: number, videoId: number) => upNextOf(deps, userId, videoId),

    /** The programs a site lists (null: the main site, every program). */
    async programs(siteStudioId: SiteStudioId): Promise<ProgramSummary[]> {
      return (await listPrograms(db, clock.now(), siteStudioId)).map(programSummaryView);
    },

    async recommendedPrograms(siteStudioId: SiteStudioId): Promise<ProgramSummary[]> {
      const rows = await listPrograms(db, clock.now(), siteStudioId, RECOMMENDED_PROGRAMS);
      return rows.map(programSummaryView);
    },

    program: (userId: number, programId: number) => programOf(deps, userId, programId),

    /** The programs of the member's workouts from `fromDate` through `toDate` (days, UTC). */
    async programsOfMyWorkouts(
      userId: number,
      fromDate = '2000-01-01',
      toDate?: string,
    ): Promise<ProgramSummary[]> {
      const from = new Date(`${fromDate}T00:00:00Z`);
      const to = toDate
        ? new Date(new Date(`${toDate}T00:00:00Z`).getTime() + DAY_MS)
        : new Date(clock.now().getTime() + 366 * DAY_MS);
      const ids = await programIdsOfWorkouts(userId, from, to);
      return (await programsByIds(db, ids)).map(programSummaryView);
    },
  };
}
export type LibraryService = ReturnType<typeof createLibraryService>;
