import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { liveCheerEvents as ev, type LiveReaction, type Reaction } from '@jetsweat/contract';
import { useTimedList } from '../use-timed-list.ts';

/** The reactions the class's members send the instructor, each kept for a few seconds. */
export function useRoomReactions(socket: Socket | null, liveClassId: number) {
  const { items, add, clear } = useTimedList<LiveReaction>();
  useEffect(() => {
    if (!socket) return;
    const reacted = (r: Reaction) => r.liveClassId === liveClassId && add(r.reaction);
    socket.on(ev.reaction, reacted);
    return () => {
      socket.off(ev.reaction, reacted);
      clear();
    };
  }, [socket, liveClassId, add, clear]);
  return items;
}
