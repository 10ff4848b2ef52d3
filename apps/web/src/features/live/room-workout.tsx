import { CheerNotices } from './cheer-notices.tsx';
import { LeaderboardPanel } from './leaderboard.tsx';
import { ReactionButtons } from './reaction-buttons.tsx';
import { RoomHeartRate } from './room-heart-rate.tsx';
import { useCheerNotices } from './socket/use-cheer-notices.ts';
import { useHighFive } from './socket/use-high-five.ts';
import { useLeaderboard } from './socket/use-leaderboard.ts';
import { useReact } from './socket/use-react.ts';
import type { RoomConnection } from './socket/use-room-socket.ts';

/**
 * The member's workout in the room: their heart rate, the leaderboard its figures go to (with
 * high-fives to the others on it), reactions to the instructor, and the cheers they are sent.
 */
export function RoomWorkout(props: { connection: RoomConnection; liveClassId: number }) {
  const { socket, entry } = props.connection;
  const board = useLeaderboard(socket, props.liveClassId, entry !== null);
  const notices = useCheerNotices(socket, props.liveClassId, entry !== null);
  const highFive = useHighFive(socket, props.liveClassId);
  const react = useReact(socket, props.liveClassId);
  return (
    <>
      <CheerNotices notices={notices} />
      <RoomHeartRate onFigures={board.report} liveClassId={props.liveClassId} />
      <ReactionButtons react={react} />
      <LeaderboardPanel board={board} highFive={highFive} />
    </>
  );
}
