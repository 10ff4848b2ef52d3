import { useEffect } from 'react';
import { useJoinClass } from './api/join-class.ts';
import type { RoomClass } from './room-class.ts';
import { RoomRefusal } from './room-refusal.tsx';
import { RoomStage } from './room-stage.tsx';
import { useRoomDocument } from './use-room-document.ts';

/** Enters the class's room (POST /api/events/live-class) and shows it, or the server's refusal. */
export function ParticipantRoom({ liveClass }: { liveClass: RoomClass }) {
  const ready = useRoomDocument();
  const { mutate, data, error, isError } = useJoinClass();
  useEffect(() => {
    if (ready) mutate(liveClass.id);
  }, [ready, mutate, liveClass.id]);

  if (isError) return <RoomRefusal error={error} />;
  if (!data) return <p className="live-room__status">Joining the class…</p>;
  return (
    <RoomStage
      liveClass={liveClass}
      attendanceId={data.id}
      earlierCameraSeconds={data.cameraOnDurationSeconds}
    />
  );
}
