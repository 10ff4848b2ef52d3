import { useId } from 'react';
import type { Socket } from 'socket.io-client';
import { heartZoneLabel, liveCheerTexts, zoneInfo } from '@jetsweat/contract';
import { BoardSortChoice } from './board-sort-choice.tsx';
import { useCoachBoard } from './socket/use-coach-board.ts';
import { useShoutOut } from './socket/use-shout-out.ts';
import './leaderboard.css';
import './cheers.css';

/**
 * "Zones in the room" for the instructor to coach by: each member on the leaderboard with their
 * zone (by name, the colour marking it) and heart rate, and what the board ranks by. Not
 * announced as it changes: the instructor looks when they choose to.
 */
export function RoomZones({ socket, liveClassId }: { socket: Socket | null; liveClassId: number }) {
  const heading = useId();
  const board = useCoachBoard(socket, liveClassId);
  const shoutOut = useShoutOut(socket, liveClassId);
  const members = board?.members ?? [];
  return (
    <section className="board" aria-labelledby={heading}>
      <h2 className="board__title" id={heading}>
        Zones in the room
      </h2>
      <BoardSortChoice socket={socket} liveClassId={liveClassId} current={board?.sortBy ?? null} />
      {members.length === 0 ? (
        <p className="board__total">No member is on the leaderboard yet.</p>
      ) : (
        <ul className="board__lines board__lines--compact">
          {members.map((m) => (
            <li className="board__line" key={m.seat}>
              <span className="board__label">{m.label}</span>
              <span className="board__zone" style={{ borderColor: zoneInfo(m.zone).colour }}>
                {heartZoneLabel(m.zone)}
              </span>
              <span className="board__figure">
                {m.bpm === null ? 'no heart rate' : `${m.bpm} bpm`}
              </span>
              <button
                type="button"
                className="cheers__line-button"
                onClick={() => void shoutOut.send(m.seat)}
              >
                {liveCheerTexts.shoutOut}
                <span className="visually-hidden"> {m.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {board && board.more > 0 ? <p className="board__total">and {board.more} more</p> : null}
      <p className={shoutOut.status?.failed ? 'form-error' : 'board__total'} aria-live="polite">
        {shoutOut.status?.text}
      </p>
    </section>
  );
}
