import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_ICE_BATCH_MAX } from '@jetsweat/contract';
import { ICE_BURST_MS, iceBursts } from './ice-bursts.ts';

const candidate = (port: number) => ({
  candidate: `candidate:1 1 udp 2122260223 192.0.2.1 ${port} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});
const ports = (sent: [RTCIceCandidateInit[], boolean][]) =>
  sent.map(([burst, done]) => [burst.map((c) => Number(c.candidate!.split(' ')[5])), done]);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ICE candidates in bursts', () => {
  it('sends the candidates found together as one burst, a later one as the next, and done at the end', () => {
    const sent: [RTCIceCandidateInit[], boolean][] = [];
    const add = iceBursts((burst, done) => sent.push([burst, done]));
    // The local addresses at once; a STUN server's answer a while later.
    add(candidate(1));
    add(candidate(2));
    add(candidate(3));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ICE_BURST_MS);
    add(candidate(4));
    vi.advanceTimersByTime(ICE_BURST_MS / 2);
    add(null);
    vi.advanceTimersByTime(ICE_BURST_MS * 10);
    expect(ports(sent)).toEqual([
      [[1, 2, 3], false],
      [[4], true],
    ]);
  });

  it('sends a full burst at once, and done alone when nothing is left', () => {
    const sent: [RTCIceCandidateInit[], boolean][] = [];
    const add = iceBursts((burst, done) => sent.push([burst, done]));
    for (let port = 1; port <= LIVE_ICE_BATCH_MAX + 1; port++) add(candidate(port));
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toHaveLength(LIVE_ICE_BATCH_MAX);
    vi.advanceTimersByTime(ICE_BURST_MS);
    add(null);
    expect(ports(sent).slice(1)).toEqual([
      [[LIVE_ICE_BATCH_MAX + 1], false],
      [[], true],
    ]);
  });
});
