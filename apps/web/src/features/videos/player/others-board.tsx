import { useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_BOARD_SORT,
  heartZoneLabel,
  heartZoneOf,
  LIVE_BOARD_CALORIES_MAX,
  LIVE_BOARD_ZONE_POINTS_MAX,
  VIDEO_BOARD_REFRESH_SECONDS,
  videoBoardTexts as texts,
  zoneInfo,
  type BoardSortKey,
  type VideoBoard,
  type VideoBoardLine,
} from '@jetsweat/contract';
import type { HeartRateWorkout } from '../../../lib/heart-rate/use-heart-rate-tally.ts';
import { useSession } from '../../../lib/session.ts';
import { useVideoBoard, type OwnFigures } from '../api/video-board.ts';
import { clock } from './clock.ts';
import { OthersBoardSort } from './others-board-sort.tsx';
import './others-board.css';

/**
 * The second of the class the board is of: where the video is (the past plays' figures are
 * filed by the class's position too, docs/decisions/0115-board-by-the-class-position.md), moved on every
 * VIDEO_BOARD_REFRESH_SECONDS of playback and at once after a seek.
 */
function useBoardSecond(videoRef: React.RefObject<HTMLVideoElement | null>): number {
  const [second, setSecond] = useState(0);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const now = () => Math.floor(video.currentTime || 0);
    const played = () =>
      setSecond((shown) =>
        Math.abs(now() - shown) >= VIDEO_BOARD_REFRESH_SECONDS ? now() : shown,
      );
    const seeked = () => setSecond(now());
    video.addEventListener('timeupdate', played);
    video.addEventListener('seeked', seeked);
    return () => {
      video.removeEventListener('timeupdate', played);
      video.removeEventListener('seeked', seeked);
    };
  }, [videoRef]);
  return second;
}

const within = (n: number, max: number) => Math.min(Math.max(n, 0), max);

/**
 * The member's figures so far, read when the board is asked for: the page's calories, the heart's
 * zone points and the zone of the latest reading, kept inside what the server takes.
 */
function useOwnFigures(heart: HeartRateWorkout, calories: number): () => OwnFigures {
  const latest = useRef<OwnFigures>({ calories: 0, zonePoints: 0, zone: 0 });
  const last = heart.tally.last;
  latest.current = {
    calories: within(calories, LIVE_BOARD_CALORIES_MAX),
    zonePoints: within(heart.tally.zonePoints, LIVE_BOARD_ZONE_POINTS_MAX),
    zone: last ? heartZoneOf(last.bpm, heart.maxBpm) : 0,
  };
  const [read] = useState(() => () => latest.current);
  return read;
}

/** One line: rank, label, zone (by name, its colour marking it) and figures. */
function Line({ line }: { line: VideoBoardLine }) {
  return (
    <li className={line.you ? 'others-board__line others-board__line--you' : 'others-board__line'}>
      <span className="others-board__rank">{line.rank}</span>
      <span className="others-board__label">
        {line.label}
        {line.you ? ` ${texts.you}` : null}
      </span>
      <span className="others-board__zone" style={{ borderColor: zoneInfo(line.zone).colour }}>
        {heartZoneLabel(line.zone)}
      </span>
      <span className="others-board__figure">{Math.floor(line.calories)} kcal</span>
      <span className="others-board__figure">{Math.floor(line.zonePoints)} zone points</span>
    </li>
  );
}

/** The board's lines, and the member's own below them when it is not among them. */
function Lines({ board, shownOnBoards }: { board: VideoBoard; shownOnBoards: boolean }) {
  const ownListed = board.lines.some((l) => l.you);
  return (
    <>
      <p className="others-board__at">{texts.at(clock(board.atSecond))}</p>
      {board.total - (board.own ? 1 : 0) === 0 ? <p>{texts.empty}</p> : null}
      <p className="others-board__total">{texts.total(board.total)}</p>
      <ul className="others-board__lines" aria-label={texts.rankedBy[board.sortBy]}>
        {board.lines.map((line) => (
          <Line key={`${line.rank}-${line.label}-${line.you}`} line={line} />
        ))}
      </ul>
      {board.own && !ownListed ? (
        <ul className="others-board__lines" aria-label={texts.ownPlace(board.own.rank)}>
          <Line line={board.own} />
        </ul>
      ) : null}
      {shownOnBoards ? null : <p className="others-board__note">{texts.onlyYouSeeYou}</p>}
    </>
  );
}

/**
 * "Others at this minute" (issue 53, item 5): the members who took this class before, as they were
 * at the same moment of it, ranked by zone points or calories as the member chooses, with the
 * member's own figures so far ranked among them and their line highlighted. Open from the start
 * when the member shows on leaderboards (their profile's default), else closed until they open
 * it; asked for only while open.
 */
export function OthersBoard({
  videoId,
  videoRef,
  heart,
  calories,
}: {
  videoId: number;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  heart: HeartRateWorkout;
  calories: number;
}) {
  const heading = useId();
  const shownOnBoards = (useSession().user?.leaderboardShow ?? null) !== null;
  const [open, setOpen] = useState(shownOnBoards);
  const [sortBy, setSortBy] = useState<BoardSortKey>(DEFAULT_BOARD_SORT);
  const second = useBoardSecond(videoRef);
  const own = useOwnFigures(heart, calories);
  const board = useVideoBoard(videoId, second, own, open, sortBy);
  const shown = board.data;
  return (
    <section className="others-board" aria-labelledby={heading}>
      <div className="others-board__head">
        <h2 className="others-board__title" id={heading}>
          {texts.title}
        </h2>
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? texts.hide : texts.show}
        </button>
      </div>
      {open ? <OthersBoardSort videoId={videoId} sortBy={sortBy} onChange={setSortBy} /> : null}
      {open && board.isError ? (
        <p className="form-error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      {open && !shown && board.isPending ? <p>{texts.loading}</p> : null}
      {open && shown ? <Lines board={shown} shownOnBoards={shownOnBoards} /> : null}
    </section>
  );
}
