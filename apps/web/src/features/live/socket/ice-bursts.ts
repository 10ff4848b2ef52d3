import { LIVE_ICE_BATCH_MAX } from '@jetsweat/contract';

/** How long a burst stays open after its first candidate. */
export const ICE_BURST_MS = 100;

/**
 * Sends a connection's ICE candidates in bursts rather than one by one: a browser finds them in
 * bursts (every local address at once, then each STUN or TURN server's answer), and the room's
 * socket counts events, not candidates (LIVE_SOCKET_EVENTS_PER_WINDOW: an instructor's page
 * opening a connection to each member of a class must stay inside it). A burst goes
 * ICE_BURST_MS after its first candidate, at LIVE_ICE_BATCH_MAX candidates, or when gathering
 * ends (`null`, then `done`); the connection waits that much longer for its first candidates.
 */
export function iceBursts(
  send: (candidates: RTCIceCandidateInit[], done: boolean) => void,
): (candidate: RTCIceCandidateInit | null) => void {
  let waiting: RTCIceCandidateInit[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (done: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    const burst = waiting;
    waiting = [];
    if (burst.length > 0 || done) send(burst, done);
  };
  return (candidate) => {
    if (!candidate) return flush(true);
    waiting.push(candidate);
    if (waiting.length >= LIVE_ICE_BATCH_MAX) flush(false);
    else timer ??= setTimeout(() => flush(false), ICE_BURST_MS);
  };
}
