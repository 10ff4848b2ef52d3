import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import type { Peer, SignalIn } from './room-socket.ts';
import { addCandidates, newLink, sendCandidates, sendSignal, step, type PeerLink } from './rtc.ts';

/** A member's camera as the instructor sees it: shown while its track carries a picture. */
export interface MemberCamera {
  socketId: string;
  userId: number;
  stream: MediaStream;
}

/** Opens one member's connection: the instructor's picture and sound go, the member's camera may come back. */
function offerTo(
  socket: Socket,
  liveClassId: number,
  member: Peer,
  stream: MediaStream,
  onCamera: (stream: MediaStream | null, from: PeerLink) => void,
  iceServers: RTCIceServer[],
): PeerLink {
  const link = newLink(iceServers);
  const [video] = stream.getVideoTracks();
  const [audio] = stream.getAudioTracks();
  link.pc.addTransceiver(video ?? 'video', { direction: 'sendrecv', streams: [stream] });
  link.pc.addTransceiver(audio ?? 'audio', { direction: 'sendonly', streams: [stream] });
  sendCandidates(socket, liveClassId, member.socketId, link);
  link.pc.ontrack = (e) => {
    if (e.track.kind !== 'video') return;
    const picture = new MediaStream([e.track]);
    // A member turning the camera off sends no track: the receiver goes quiet (muted).
    e.track.onmute = () => onCamera(null, link);
    e.track.onunmute = () => onCamera(picture, link);
    if (!e.track.muted) onCamera(picture, link);
  };
  step(link, async () => {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const offer = link.pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    sendSignal(socket, liveClassId, member.socketId, { type: 'offer', payload: offer });
  });
  return link;
}

/**
 * Shows or hides a member's camera tile as their link reports its picture. Only the member's
 * current link counts: a closed one's track may still go quiet after their new link came.
 */
const cameraOf =
  (m: Peer, links: Map<string, PeerLink>, setCameras: Dispatch<SetStateAction<MemberCamera[]>>) =>
  (picture: MediaStream | null, from: PeerLink) => {
    if (links.get(m.socketId) !== from) return;
    setCameras((list) => [
      ...list.filter((c) => c.socketId !== m.socketId),
      ...(picture ? [{ socketId: m.socketId, userId: m.userId, stream: picture }] : []),
    ]);
  };

/** The room as the instructor's connections need it: one's own id, the others, the ICE servers. */
export interface InstructorRoom {
  liveClassId: number;
  selfId: string | null;
  peers: Peer[];
  iceServers: RTCIceServer[];
}

/** The members' answers and ICE candidates, applied to their connections in order. */
function useAnswers(
  socket: Socket | null,
  liveClassId: number,
  links: RefObject<Map<string, PeerLink>>,
) {
  useEffect(() => {
    if (!socket) return;
    const onSignal = (s: SignalIn) => {
      const link = s.liveClassId === liveClassId ? links.current.get(s.from.socketId) : undefined;
      if (!link) return;
      if (s.type === 'answer') step(link, () => link.pc.setRemoteDescription(s.payload));
      if (s.type === 'ice') addCandidates(link, s.payload);
    };
    socket.on(ev.signal, onSignal);
    return () => {
      socket.off(ev.signal, onSignal);
    };
  }, [socket, liveClassId, links]);
}

/**
 * The instructor's side of the media (peer to peer): while on air, one connection per member in
 * the room, opened when they enter (or when the instructor goes live or reloads), closed when
 * they leave. A change of camera or microphone swaps the tracks on every connection in place.
 */
export function useInstructorPeers(
  socket: Socket | null,
  room: InstructorRoom,
  stream: MediaStream | null,
  onAir: boolean,
): MemberCamera[] {
  const { liveClassId, selfId, peers, iceServers } = room;
  const links = useRef(new Map<string, PeerLink>());
  const linksOf = useRef<string | null>(null);
  const [cameras, setCameras] = useState<MemberCamera[]>([]);
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    const live = onAir && socket && stream && selfId;
    const members = live ? peers.filter((p) => p.role === 'member') : [];
    const wanted = new Set(members.map((m) => m.socketId));
    // After a reconnection the members know the instructor by a new id: every link starts again.
    const stale = linksOf.current !== selfId;
    linksOf.current = selfId;
    for (const [id, link] of links.current)
      if (stale || !wanted.has(id)) {
        link.pc.close();
        links.current.delete(id);
        setCameras((list) => list.filter((c) => c.socketId !== id));
      }
    for (const m of members) {
      if (links.current.has(m.socketId)) continue;
      const show = cameraOf(m, links.current, setCameras);
      const link = offerTo(socket!, liveClassId, m, stream!, show, iceServers);
      // A connection that fails (a network change) is dropped and offered again.
      link.pc.onconnectionstatechange = () => {
        if (link.pc.connectionState !== 'failed') return;
        link.pc.close();
        links.current.delete(m.socketId);
        setRetries((n) => n + 1);
      };
      links.current.set(m.socketId, link);
    }
  }, [socket, liveClassId, selfId, peers, stream, onAir, retries, iceServers]);

  // Another camera or microphone chosen mid-class: the same connections carry the new tracks.
  useEffect(() => {
    if (!stream) return;
    for (const link of links.current.values())
      for (const sender of link.pc.getSenders()) {
        const kind = sender.track?.kind;
        const track = kind === 'audio' ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0];
        if (kind && track && sender.track !== track) step(link, () => sender.replaceTrack(track));
      }
  }, [stream]);

  useAnswers(socket, liveClassId, links);

  useEffect(() => {
    const all = links.current;
    return () => {
      for (const link of all.values()) link.pc.close();
      all.clear();
    };
  }, []);

  return cameras;
}
