import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { INSTRUCTOR_FEED, liveMediaEvents as media, type MediaFeed } from '@jetsweat/contract';
import { feedsOn, publishToJanus, receiveFromJanus } from './janus-links.ts';
import { emitWithAck, type RoomEntry } from './room-socket.ts';
import { NO_ICE_SERVERS, type PeerLink } from './rtc.ts';
import type { MemberCamera } from './use-instructor-peers.ts';

/** While on air, the instructor's camera and microphone go to Janus once (again after a reload). */
function usePublication(
  socket: Socket | null,
  enabled: boolean,
  liveClassId: number,
  stream: MediaStream | null,
  iceServers: RTCIceServer[],
) {
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (!socket || !enabled || !stream) return;
    const link = publishToJanus(socket, liveClassId, stream, iceServers);
    // A connection that fails (a network change) is published again.
    link.pc.onconnectionstatechange = () => {
      if (link.pc.connectionState === 'failed') setRetries((n) => n + 1);
    };
    return () => {
      link.pc.close();
      emitWithAck(socket, media.unpublish, { liveClassId }).catch(() => undefined);
    };
  }, [socket, enabled, liveClassId, stream, iceServers, retries]);
}

/** The members' cameras that are on, each received from Janus. */
function useMemberCameras(
  socket: Socket | null,
  enabled: boolean,
  liveClassId: number,
  iceServers: RTCIceServer[],
): MemberCamera[] {
  const [cameras, setCameras] = useState<MemberCamera[]>([]);
  useEffect(() => {
    if (!socket || !enabled) return;
    const links = new Map<string, PeerLink>();
    const drop = (feed: string) => {
      links.get(feed)?.pc.close();
      links.delete(feed);
      setCameras((list) => list.filter((c) => c.socketId !== feed));
    };
    const receive = (feed: string) => {
      drop(feed);
      const userId = Number(feed.replace(/^member-/, ''));
      const show = (stream: MediaStream) =>
        setCameras((list) => [
          ...list.filter((c) => c.socketId !== feed),
          { socketId: feed, userId, stream },
        ]);
      links.set(feed, receiveFromJanus(socket, liveClassId, feed, iceServers, show));
    };
    const onFeed = (f: MediaFeed) => {
      if (f.liveClassId !== liveClassId || f.feed === INSTRUCTOR_FEED) return;
      if (f.on) receive(f.feed);
      else drop(f.feed);
    };
    socket.on(media.feed, onFeed);
    feedsOn(socket, liveClassId).then(
      (feeds) => feeds.filter((f) => !links.has(f)).forEach(receive),
      (err: unknown) => console.warn('live room: the cameras on could not be read', err),
    );
    return () => {
      socket.off(media.feed, onFeed);
      for (const feed of [...links.keys()]) drop(feed);
    };
  }, [socket, enabled, liveClassId, iceServers]);
  return cameras;
}

/**
 * The instructor's side through Janus: publishes once while on air, however many members there
 * are, and receives the members' cameras that are on.
 */
export function useJanusInstructor(
  socket: Socket | null,
  entry: RoomEntry | null,
  liveClassId: number,
  stream: MediaStream | null,
  onAir: boolean,
): MemberCamera[] {
  const enabled = entry?.media.mode === 'janus';
  const iceServers = entry?.media.iceServers ?? NO_ICE_SERVERS;
  usePublication(socket, enabled && onAir, liveClassId, stream, iceServers);
  return useMemberCameras(socket, enabled, liveClassId, iceServers);
}
