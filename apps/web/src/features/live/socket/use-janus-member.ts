import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { INSTRUCTOR_FEED, liveMediaEvents as media, type MediaFeed } from '@jetsweat/contract';
import { feedsOn, publishToJanus, receiveFromJanus } from './janus-links.ts';
import { emitWithAck, type RoomEntry } from './room-socket.ts';
import { NO_ICE_SERVERS, type PeerLink } from './rtc.ts';

/** How long after the instructor's camera went off the member looks again (a reload). */
const LOOK_AGAIN_MS = 1500;

/**
 * The member's side through Janus: receives the instructor's camera whenever it is on (again
 * after the instructor's page reloads, or this page reconnects), and publishes the member's own
 * camera while it is on, for the instructor only.
 */
export function useJanusMember(
  socket: Socket | null,
  entry: RoomEntry | null,
  liveClassId: number,
  camera: MediaStream | null,
): MediaStream | null {
  const enabled = entry?.media.mode === 'janus';
  const iceServers = entry?.media.iceServers ?? NO_ICE_SERVERS;
  const [instructor, setInstructor] = useState<MediaStream | null>(null);

  useEffect(() => {
    if (!socket || !enabled) return;
    let link: PeerLink | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      link?.pc.close();
      link = null;
      setInstructor(null);
    };
    const lookAgain = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        feedsOn(socket, liveClassId).then(
          (feeds) => (feeds.includes(INSTRUCTOR_FEED) ? receive() : close()),
          (err: unknown) => console.warn('live room: the cameras on could not be read', err),
        );
      }, ms);
    };
    const receive = () => {
      close();
      const current = receiveFromJanus(socket, liveClassId, INSTRUCTOR_FEED, iceServers, (s) =>
        setInstructor(s),
      );
      current.pc.onconnectionstatechange = () => {
        if (current.pc.connectionState === 'failed' && link === current) lookAgain(LOOK_AGAIN_MS);
      };
      link = current;
    };
    const onFeed = (f: MediaFeed) => {
      if (f.liveClassId !== liveClassId || f.feed !== INSTRUCTOR_FEED) return;
      if (f.on) return receive();
      close();
      lookAgain(LOOK_AGAIN_MS);
    };
    socket.on(media.feed, onFeed);
    lookAgain(0);
    return () => {
      socket.off(media.feed, onFeed);
      clearTimeout(timer);
      close();
    };
  }, [socket, enabled, liveClassId, iceServers]);

  useOwnCamera(socket, enabled, liveClassId, camera, iceServers);
  return instructor;
}

/** The member's own camera, published to Janus while it is on (only the instructor receives it). */
function useOwnCamera(
  socket: Socket | null,
  enabled: boolean,
  liveClassId: number,
  camera: MediaStream | null,
  iceServers: RTCIceServer[],
) {
  useEffect(() => {
    if (!socket || !enabled || !camera) return;
    const link = publishToJanus(socket, liveClassId, camera, iceServers);
    return () => {
      link.pc.close();
      emitWithAck(socket, media.unpublish, { liveClassId }).catch(() => undefined);
    };
  }, [socket, enabled, liveClassId, camera, iceServers]);
}
