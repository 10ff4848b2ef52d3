import {
  LIVE_BOARD_TOP,
  videoBoardTexts,
  type BoardDisplay,
  type BoardSortKey,
  type HeartZone,
  type VideoBoard,
  type VideoBoardLine,
  type VideoBoardQuery,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { boardPeopleByIds, leaderboardShowOf } from '../accounts/service.ts';
import { pastBoardOf, type PastBoardRow } from './video-board-store.ts';

/** The label a member chose on a board (the live feature's rule, handed in by app.ts). */
export type BoardLabel = (
  person: { first_name: string; last_name: string } | undefined,
  show: BoardDisplay,
) => string;

/** A class's length in seconds when it is published (the videos feature says), else undefined. */
export type ClassLength = (videoId: number) => Promise<number | undefined>;

/** A line before its label and rank, with whose it is (never sent: lines carry no user id). */
type Unlabelled = Omit<VideoBoardLine, 'label' | 'rank' | 'you'> & { userId: number };

const tenths = (n: number) => Math.round(n * 10) / 10;

/** Lines in the board's order: the key, then the other figure, then the user id. */
function byBoardOrder(sortBy: BoardSortKey) {
  const other: BoardSortKey = sortBy === 'zonePoints' ? 'calories' : 'zonePoints';
  return (a: Unlabelled, b: Unlabelled) =>
    b[sortBy] - a[sortBy] || b[other] - a[other] || a.userId - b.userId;
}

/** Ranks lines already in order (a prefix of the whole ranking): equal figures share a rank. */
function ranked(lines: Unlabelled[], sortBy: BoardSortKey): (Unlabelled & { rank: number })[] {
  const other: BoardSortKey = sortBy === 'zonePoints' ? 'calories' : 'zonePoints';
  const out: (Unlabelled & { rank: number })[] = [];
  lines.forEach((line, i) => {
    const before = out[i - 1];
    const tied = before && before[sortBy] === line[sortBy] && before[other] === line[other];
    out.push({ ...line, rank: tied ? before.rank : i + 1 });
  });
  return out;
}

const lineOf = (r: PastBoardRow): Unlabelled => ({
  userId: r.user_id,
  zone: r.zone as HeartZone,
  calories: r.calories,
  zonePoints: r.zone_points,
});

/**
 * The on-demand class's leaderboard (issue 53, item 5): the members who completed the class
 * before and show on leaderboards (their profile's choice, read now), each with their latest
 * play's figures at the same second of the class; the asking member's own figures, sent by their
 * page, ranked among them. The member's own line is for them alone: it is never kept or shown to
 * anyone else, so it is there whether or not they show on leaderboards.
 */
export function createVideoBoard(
  deps: Pick<Deps, 'db'>,
  classLength: ClassLength,
  boardLabel: BoardLabel,
) {
  const { db } = deps;
  return async (userId: number, videoId: number, query: VideoBoardQuery): Promise<VideoBoard> => {
    const durationSeconds = await classLength(videoId);
    if (durationSeconds === undefined) throw notFound(videoBoardTexts.unknownVideo);
    const atSecond = Math.min(query.atSecond, durationSeconds);
    const { sortBy } = query;
    const own: Unlabelled | null =
      query.calories === undefined
        ? null
        : {
            userId,
            zone: query.zone as HeartZone,
            calories: tenths(query.calories),
            zonePoints: tenths(query.zonePoints),
          };
    const rows = await pastBoardOf(db, {
      videoId,
      userId,
      atSecond,
      durationSeconds,
      sortBy,
      own,
      showOf: (id) => leaderboardShowOf(db, id),
    });
    const others = rows.map(lineOf);
    const top = ranked([...others, ...(own ? [own] : [])].sort(byBoardOrder(sortBy)), sortBy);
    const shown = top.slice(0, LIVE_BOARD_TOP);
    // Below the top, the others ranked above the member are counted by the database.
    const above = rows[0]?.above ?? 0;
    const ownRanked =
      own && (shown.find((l) => l.userId === userId) ?? { ...own, rank: above + 1 });

    const people = await boardPeopleByIds(db, [...shown.map((l) => l.userId), userId]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const label = ({ userId: id, ...line }: Unlabelled & { rank: number }): VideoBoardLine => {
      const person = byId.get(id);
      const show = person?.leaderboard_show ?? 'name';
      return { ...line, label: boardLabel(person, show), you: id === userId };
    };
    return {
      videoId,
      atSecond,
      sortBy,
      lines: shown.map(label),
      own: ownRanked ? label(ownRanked) : null,
      total: (rows[0]?.total ?? 0) + (own ? 1 : 0),
    };
  };
}
export type VideoBoardReader = ReturnType<typeof createVideoBoard>;
