import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { putCamera } from './rtc.ts';
import { answerOffer } from './use-member-media.ts';

/**
 * A peer connection as far as the member's answer uses it: the video transceiver exists once the
 * offer is applied, which the test lets happen when it chooses; the sender keeps what it was given.
 */
class FakePeerConnection {
  static last: FakePeerConnection;
  sent: (MediaStreamTrack | null)[] = [];
  private applied = false;
  private applyOffer!: () => void;
  readonly offerApplied = new Promise<void>((resolve) => (this.applyOffer = resolve));
  localDescription = { toJSON: () => ({ type: 'answer', sdp: 'answer' }) };
  ontrack: unknown = null;
  onicecandidate: unknown = null;

  constructor() {
    FakePeerConnection.last = this;
  }

  /** The offer is applied: what a busy browser may do a while after the offer came. */
  finishApplyingOffer() {
    this.applied = true;
    this.applyOffer();
  }

  setRemoteDescription = () => this.offerApplied;
  getTransceivers = () =>
    this.applied
      ? [
          {
            direction: 'recvonly',
            receiver: { track: { kind: 'video' } },
            sender: { replaceTrack: async (t: MediaStreamTrack | null) => void this.sent.push(t) },
          },
        ]
      : [];
  createAnswer = async () => ({ type: 'answer', sdp: 'answer' });
  setLocalDescription = async () => undefined;
  close = () => undefined;
}

const socket = {
  timeout: () => ({ emitWithAck: async () => ({ status: 1, content: {} }) }),
} as unknown as Socket;
const cameraTrack = { kind: 'video', id: 'camera' } as MediaStreamTrack;
const offer = { from: 'instructor-socket', offer: { type: 'offer', sdp: 'offer' } as const };

beforeEach(() => {
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe('the member’s camera on a connection still being answered', () => {
  it.each([
    { change: 'turned on', from: null, to: cameraTrack },
    { change: 'turned off', from: cameraTrack, to: null },
  ])(
    'is what goes out when $change before the offer is applied (a re-offer on a busy machine)',
    async ({ from, to }) => {
      let camera: MediaStreamTrack | null = from;
      const link = answerOffer(socket, 1, offer, () => camera, vi.fn(), []);
      const pc = FakePeerConnection.last;
      // The member presses the camera's button: the page puts the camera on the connection it has.
      camera = to;
      putCamera(link, () => camera);
      pc.finishApplyingOffer();
      await link.queue;
      expect(pc.sent.at(-1)).toBe(to);
    },
  );

  it('goes out on a connection already answered', async () => {
    let camera: MediaStreamTrack | null = null;
    const link = answerOffer(socket, 1, offer, () => camera, vi.fn(), []);
    const pc = FakePeerConnection.last;
    pc.finishApplyingOffer();
    await link.queue;
    expect(pc.sent).toEqual([null]);
    camera = cameraTrack;
    putCamera(link, () => camera);
    await link.queue;
    expect(pc.sent).toEqual([null, cameraTrack]);
  });
});
