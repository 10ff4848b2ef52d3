import { useId, useState } from 'react';
import {
  heartZoneLabel,
  zoneInfo,
  type BoardDisplay,
  type BoardLine,
  type BoardSortKey,
} from '@jetsweat/contract';
import { HighFiveButton } from './high-five-button.tsx';
import type { HighFive } from './socket/use-high-five.ts';
import type { Leaderboard as Board } from './socket/use-leaderboard.ts';
import './leaderboard.css';

const rankedBy: Record<BoardSortKey, string> = {
  zonePoints: 'Ranked by zone points',
  calories: 'Ranked by calories',
};

/**
 * One member's line: rank, label, zone (by name, the colour only marking it) and figures; on
 * another member's line, a high-five when the page can send them.
 */
function Line({ line, own, highFive }: { line: BoardLine; own: boolean; highFive?: HighFive }) {
  const zone = zoneInfo(line.zone);
  return (
    <li className={own ? 'board__line board__line--own' : 'board__line'}>
      <span className="board__rank">{line.rank}</span>
      <span className="board__label">
        {line.label}
        {own ? <span className="board__you"> (you)</span> : null}
      </span>
      <span className="board__zone" style={{ borderColor: zone.colour }}>
        {heartZoneLabel(line.zone)}
      </span>
      <span className="board__figure">{Math.floor(line.calories)} kcal</span>
      <span className="board__figure">{Math.floor(line.zonePoints)} zone points</span>
      {highFive && !own ? <HighFiveButton line={line} highFive={highFive} /> : null}
    </li>
  );
}

/**
 * Opting in and out, and whether one is shown by name or by initials: chosen before opting in
 * (so a member who wants initials is never shown by name), or changed while on the board.
 */
function OptIn({ board }: { board: Board }) {
  const name = useId();
  const [chosen, setChosen] = useState<BoardDisplay>('name');
  const display = board.show ?? chosen;
  const choose = (show: BoardDisplay) => {
    setChosen(show);
    if (board.show) board.join(show);
  };
  return (
    <div className="board__opt-in">
      <label className="board__switch">
        <input
          type="checkbox"
          role="switch"
          checked={board.show !== null}
          onChange={(e) => (e.target.checked ? board.join(display) : board.leave())}
        />
        Show me on the leaderboard
      </label>
      <fieldset className="board__display">
        <legend>Show me by</legend>
        {(['name', 'initials'] as const).map((show) => (
          <label key={show}>
            <input
              type="radio"
              name={name}
              value={show}
              checked={display === show}
              onChange={() => choose(show)}
            />
            {show === 'name' ? 'My first name' : 'My initials'}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * The live room's leaderboard for a member: off until they opt in; then the top lines, their own
 * line always (highlighted, below the top when outside it) and how many are on the board. Only the
 * member's own place is announced, and only when it changes, so a screen reader is not flooded.
 */
export function LeaderboardPanel({ board, highFive }: { board: Board; highFive?: HighFive }) {
  const heading = useId();
  const shown = board.board;
  const ownListed = shown?.own && shown.lines.some((l) => l.seat === shown.own?.seat);
  return (
    <section className="board" aria-labelledby={heading}>
      <h2 className="board__title" id={heading}>
        Leaderboard
      </h2>
      <OptIn board={board} />
      {board.problem ? (
        <p className="form-error" role="alert">
          {board.problem}
        </p>
      ) : null}
      {shown ? (
        <>
          {/* Only one's own place is announced: the count and other lines change too often. */}
          <p className="board__summary" aria-live="polite">
            {shown.own ? `You are number ${shown.own.rank}.` : null}
          </p>
          <p className="board__total">
            {shown.total === 1 ? '1 person' : `${shown.total} people`} on the board
          </p>
          <ul className="board__lines" aria-label={rankedBy[shown.sortBy]}>
            {shown.lines.map((line) => (
              <Line
                key={line.seat}
                line={line}
                own={line.seat === shown.own?.seat}
                highFive={highFive}
              />
            ))}
          </ul>
          {shown.own && !ownListed ? (
            <ul className="board__lines board__lines--own" aria-label="Your place">
              <Line line={shown.own} own />
            </ul>
          ) : null}
          {highFive ? (
            // Kept in the page while empty, so what comes into it is read out; styled when it has.
            <p className={highFive.problem ? 'form-error' : undefined} aria-live="polite">
              {highFive.problem}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
