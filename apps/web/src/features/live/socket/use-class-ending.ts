import { useEffect, useState } from 'react';
import { liveEndingEvents, type ClassEnded } from '@jetsweat/contract';
import { useChannel } from '../api/channel.ts';
import type { RoomConnection } from './use-room-socket.ts';

/**
 * Whether the instructor ended the class (issue 51, item 3): at once from the room's socket, or
 * from the channel for a page loaded afterwards (`endedAt` of its last read). The member's camera
 * goes off with the class (`stopCamera`). A resume brings the room back: the page loads afresh,
 * as a member entering the class does.
 */
export function useClassEnding(
  connection: Pick<RoomConnection, 'socket'>,
  liveClassId: number,
  stopCamera: () => void,
): string | null {
  const { socket } = connection;
  const channelEndedAt = useChannel(liveClassId).data?.endedAt;
  const [heard, setHeard] = useState<string | null>(null);
  useEffect(() => {
    if (!socket) return;
    const onEnded = (e: ClassEnded) => {
      if (e.liveClassId === liveClassId) setHeard(e.endedAt);
    };
    const onResumed = (e: { liveClassId: number }) => {
      if (e.liveClassId === liveClassId) window.location.reload();
    };
    socket.on(liveEndingEvents.ended, onEnded);
    socket.on(liveEndingEvents.resumed, onResumed);
    return () => {
      socket.off(liveEndingEvents.ended, onEnded);
      socket.off(liveEndingEvents.resumed, onResumed);
    };
  }, [socket, liveClassId]);
  const endedAt = heard ?? channelEndedAt ?? null;
  useEffect(() => {
    if (endedAt) stopCamera();
  }, [endedAt, stopCamera]);
  return endedAt;
}
