import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  liveCheerEvents as ev,
  liveCheerTexts as texts,
  type HighFived,
  type ShoutedOut,
} from '@jetsweat/contract';
import { useTimedList } from '../use-timed-list.ts';

/**
 * What a member is sent in the room: high-fives from other members on the board and the
 * instructor's shout-outs, each as the text the page shows for a few seconds. Heard only while the
 * member is in the room (`entered`); leaving it clears what was shown.
 */
export function useCheerNotices(socket: Socket | null, liveClassId: number, entered: boolean) {
  const { items, add, clear } = useTimedList<string>();
  useEffect(() => {
    if (!socket || !entered) return;
    const highFived = (h: HighFived) =>
      h.liveClassId === liveClassId && add(texts.highFivedBy(h.from));
    const shoutedOut = (s: ShoutedOut) =>
      s.liveClassId === liveClassId && add(texts.shoutOutFrom(s.from));
    socket.on(ev.highFived, highFived);
    socket.on(ev.shoutedOut, shoutedOut);
    return () => {
      socket.off(ev.highFived, highFived);
      socket.off(ev.shoutedOut, shoutedOut);
      clear();
    };
  }, [socket, liveClassId, entered, add, clear]);
  return items;
}
