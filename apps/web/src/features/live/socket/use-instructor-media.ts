import type { ChannelState } from '@jetsweat/contract';
import { NO_ICE_SERVERS } from './rtc.ts';
import { useInstructorPeers, type MemberCamera } from './use-instructor-peers.ts';
import { useJanusInstructor } from './use-janus-instructor.ts';
import type { RoomConnection } from './use-room-socket.ts';

/**
 * The instructor's media whichever way the server says video travels (room:join's media mode):
 * peer to peer to each member, or once to Janus. Answers the members' cameras that are on.
 */
export function useInstructorMedia(
  connection: RoomConnection,
  channel: ChannelState,
  stream: MediaStream | null,
): MemberCamera[] {
  const { entry } = connection;
  const mode = entry?.media.mode;
  const room = {
    liveClassId: channel.liveClassId,
    selfId: entry?.socketId ?? null,
    peers: connection.peers,
    iceServers: entry?.media.iceServers ?? NO_ICE_SERVERS,
  };
  const peerCameras = useInstructorPeers(
    connection.socket,
    room,
    stream,
    channel.live && mode === 'peer',
  );
  const janusCameras = useJanusInstructor(
    connection.socket,
    entry,
    channel.liveClassId,
    stream,
    channel.live,
  );
  return mode === 'janus' ? janusCameras : peerCameras;
}
