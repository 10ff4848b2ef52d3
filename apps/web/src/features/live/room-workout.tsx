import { LeaderboardPanel } from './leaderboard.tsx';
import { RoomHeartRate } from './room-heart-rate.tsx';
import { useLeaderboard } from './socket/use-leaderboard.ts';
import type { RoomConnection } from './socket/use-room-socket.ts';

/** The member's workout in the room: their heart rate, and the leaderboard its figures go to. */
export function RoomWorkout(props: { connection: RoomConnection; liveClassId: number }) {
  const { socket, entry } = props.connection;
  const board = useLeaderboard(socket, props.liveClassId, entry !== null);
  return (
    <>
      <RoomHeartRate onFigures={board.report} />
      <LeaderboardPanel board={board} />
    </>
  );
}
