import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import type { SignalIn } from './room-socket.ts';
import {
  addCandidates,
  newLink,
  putCamera,
  sendCandidates,
  sendSignal,
  step,
  videoTransceiver,
  type PeerLink,
} from './rtc.ts';

/**
 * Answers the instructor's offer on a new connection, the member's camera (if on) going back:
 * `cameraTrack` is read once the offer is applied, so a camera turned on or off meanwhile counts.
 */
export function answerOffer(
  socket: Socket,
  liveClassId: number,
  { from, offer }: { from: string; offer: RTCSessionDescriptionInit },
  cameraTrack: () => MediaStreamTrack | null,
  show: (instructor: MediaStream) => void,
  iceServers: RTCIceServer[],
): PeerLink & { from: string } {
  const l = { ...newLink(iceServers), from };
  const remote = new MediaStream();
  l.pc.ontrack = (e) => {
    remote.addTrack(e.track);
    show(new MediaStream(remote.getTracks()));
  };
  sendCandidates(socket, liveClassId, from, l);
  step(l, async () => {
    await l.pc.setRemoteDescription(offer);
    const video = videoTransceiver(l.pc);
    if (video) {
      video.direction = 'sendrecv';
      await video.sender.replaceTrack(cameraTrack());
    }
    await l.pc.setLocalDescription(await l.pc.createAnswer());
    const answer = l.pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    sendSignal(socket, liveClassId, from, { type: 'answer', payload: answer });
  });
  return l;
}

/**
 * The member's side of the media: the instructor offers (receive audio and video, spec 4), the
 * member answers, ICE goes both ways through the server. The member's own camera rides back on
 * the video transceiver, to the instructor only; turning it on or off swaps the track in place.
 * A new offer (the instructor's page reloaded) replaces the connection.
 */
export function useMemberMedia(
  socket: Socket | null,
  liveClassId: number,
  camera: MediaStream | null,
  iceServers: RTCIceServer[],
) {
  const iceRef = useRef(iceServers);
  iceRef.current = iceServers;
  const [instructor, setInstructor] = useState<MediaStream | null>(null);
  const link = useRef<(PeerLink & { from: string }) | null>(null);
  const cameraRef = useRef(camera);
  const cameraTrack = useCallback(() => cameraRef.current?.getVideoTracks()[0] ?? null, []);

  useEffect(() => {
    cameraRef.current = camera;
    if (link.current) putCamera(link.current, cameraTrack);
  }, [camera, cameraTrack]);

  useEffect(() => {
    if (!socket) return;
    const close = () => {
      link.current?.pc.close();
      link.current = null;
      setInstructor(null);
    };
    const answer = (from: string, offer: RTCSessionDescriptionInit) => {
      close();
      link.current = answerOffer(
        socket,
        liveClassId,
        { from, offer },
        cameraTrack,
        setInstructor,
        iceRef.current,
      );
    };
    const onSignal = (s: SignalIn) => {
      if (s.liveClassId !== liveClassId || s.from.role !== 'instructor') return;
      if (s.type === 'offer') answer(s.from.socketId, s.payload);
      const l = link.current;
      if (s.type === 'ice' && l && l.from === s.from.socketId) addCandidates(l, s.payload);
    };
    const onLeft = (p: { liveClassId: number; socketId: string }) =>
      p.liveClassId === liveClassId && link.current?.from === p.socketId && close();
    socket.on(ev.signal, onSignal);
    socket.on(ev.peerLeft, onLeft);
    return () => {
      socket.off(ev.signal, onSignal);
      socket.off(ev.peerLeft, onLeft);
      close();
    };
  }, [socket, liveClassId, cameraTrack]);

  return instructor;
}
