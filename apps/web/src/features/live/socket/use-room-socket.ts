import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev, liveSocketTexts } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { readSession } from '../../../lib/storage.ts';
import { createRoomSocket, emitWithAck, type Peer, type RoomEntry } from './room-socket.ts';

export interface RoomConnection {
  socket: Socket | null;
  /** One's place in the room once entered (again after each reconnection). */
  entry: RoomEntry | null;
  /** Everyone else in the room now. */
  peers: Peer[];
  /** The server's refusal, or the connection's failure. */
  error: ApiError | null;
}

/**
 * Connects to the live room's socket and enters the class's room; socket.io reconnects by
 * itself after a network drop, and the room is entered again on every connection.
 */
export function useRoomSocket(liveClassId: number): RoomConnection {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [entry, setEntry] = useState<RoomEntry | null>(null);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    const s = createRoomSocket(readSession()?.token ?? '');
    const enter = () =>
      emitWithAck<RoomEntry>(s, ev.join, { liveClassId }).then(
        (e) => {
          setError(null);
          setEntry(e);
          setPeers(e.peers);
        },
        (err: unknown) => setError(err instanceof ApiError ? err : null),
      );
    s.on('connect', () => void enter());
    s.on('disconnect', () => setEntry(null));
    s.on('connect_error', (err: Error & { data?: { status?: number } }) => {
      if (err.data?.status) setError(new ApiError(err.data.status, err.message, err.data));
    });
    s.on(ev.error, (e: { content: string; httpStatus: number }) =>
      setError(new ApiError(e.httpStatus, e.content ?? liveSocketTexts.sessionEnded, e)),
    );
    s.on(ev.peerJoined, (p: Peer & { liveClassId: number }) => {
      if (p.liveClassId !== liveClassId) return;
      const peer = { socketId: p.socketId, userId: p.userId, role: p.role };
      setPeers((list) => [...list.filter((x) => x.socketId !== p.socketId), peer]);
    });
    s.on(ev.peerLeft, (p: { liveClassId: number; socketId: string }) => {
      if (p.liveClassId === liveClassId)
        setPeers((list) => list.filter((x) => x.socketId !== p.socketId));
    });
    setSocket(s);
    s.connect();
    return () => {
      s.removeAllListeners();
      s.disconnect();
      setSocket(null);
      setEntry(null);
      setPeers([]);
    };
  }, [liveClassId]);

  return { socket, entry, peers, error };
}
