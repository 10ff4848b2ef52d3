import { useEffect, useState } from 'react';
import {
  liveRosterEvents as rosterEvents,
  liveRosterTexts,
  type CameraHidden,
  type Removed,
} from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';
import type { RoomConnection } from './use-room-socket.ts';

/** What the member's room needs of their own camera: whether it is on, and stopping it. */
interface OwnCamera {
  stream: MediaStream | null;
  stop: () => void;
}

/**
 * The instructor's hand as the member meets it: a hidden camera (stopped, not to be turned on
 * until shown again) and a removal (the room closes with the reason). Peer to peer, where no
 * server sees the media, the member's page also tells the server when its camera goes on or off,
 * for the instructor's roster.
 */
export function useModeration(connection: RoomConnection, liveClassId: number, camera: OwnCamera) {
  const { socket, entry } = connection;
  const [hidden, setHidden] = useState(false);
  /** Said once the instructor shows the camera again, until the member turns it on. */
  const [shownAgain, setShownAgain] = useState(false);
  /** The removal, as the refusal the room would answer them from now on (403, with why). */
  const [removed, setRemoved] = useState<ApiError | null>(null);
  const { stop } = camera;
  const cameraOn = camera.stream !== null;

  // Each entry (a reload, a reconnection) says whether the camera is hidden.
  useEffect(() => {
    if (entry?.cameraHidden !== undefined) setHidden(entry.cameraHidden);
  }, [entry]);

  useEffect(() => {
    if (hidden) stop();
  }, [hidden, stop]);
  useEffect(() => {
    if (cameraOn) setShownAgain(false);
  }, [cameraOn]);

  useEffect(() => {
    if (!socket) return;
    const onHidden = (h: CameraHidden) => {
      if (h.liveClassId !== liveClassId) return;
      setHidden(h.hidden);
      setShownAgain(!h.hidden);
    };
    const onRemoved = (r: Removed) => {
      if (r.liveClassId !== liveClassId) return;
      stop();
      setRemoved(new ApiError(403, r.message, r));
    };
    socket.on(rosterEvents.cameraHidden, onHidden);
    socket.on(rosterEvents.removed, onRemoved);
    return () => {
      socket.off(rosterEvents.cameraHidden, onHidden);
      socket.off(rosterEvents.removed, onRemoved);
    };
  }, [socket, liveClassId, stop]);

  useEffect(() => {
    if (!socket || entry?.role !== 'member' || entry.media.mode !== 'peer') return;
    emitWithAck(socket, rosterEvents.cameraState, { liveClassId, on: cameraOn }).catch(
      (err: unknown) => console.warn('live room: the camera’s state was not told', err),
    );
  }, [socket, entry, liveClassId, cameraOn]);

  const notice = hidden
    ? liveRosterTexts.cameraHidden
    : shownAgain
      ? liveRosterTexts.cameraShown
      : null;
  return { hidden, notice, removed };
}
