import { describe, expect, it } from 'vitest';
import { playReporter, type PlayerState } from './play-reporter.ts';
import type { PlayerEvent } from '../api/analytics.ts';

const settled = () => new Promise((r) => setTimeout(r, 0));

/** A server whose answers come only when the test says, and what reached it, in order. */
function slowServer() {
  const sent: { event: PlayerEvent; position: number }[] = [];
  const waiting: (() => void)[] = [];
  return {
    sent,
    send: (event: PlayerEvent, position: number) => {
      sent.push({ event, position });
      return new Promise<null>((resolve) => waiting.push(() => resolve(null)));
    },
    /** Answers the oldest request, and lets what waited on it run. */
    async answer() {
      await settled();
      waiting.shift()?.();
      await settled();
    },
  };
}

/** Where the server would count watching from (a play or progress) to the next event. */
function countedJumps(sent: { event: PlayerEvent; position: number }[]) {
  const jumps: number[] = [];
  sent.forEach((e, i) => {
    const next = sent[i + 1];
    if ((e.event === 'play' || e.event === 'progress') && next)
      jumps.push(next.position - e.position);
  });
  return jumps;
}

describe('playReporter', () => {
  it('tells a seek as a pause where the member was and a play where they landed', async () => {
    const video: PlayerState = { currentTime: 20, paused: false, ended: false };
    const server = slowServer();
    const report = playReporter(video, server.send);
    video.currentTime = 30;
    report.seek(20);
    await server.answer();
    expect(server.sent).toEqual([
      { event: 'pause', position: 20 },
      { event: 'play', position: 30 },
    ]);
  });

  it('does not count a jump back as watched when a play is answered late, mid-seek', async () => {
    const video: PlayerState = { currentTime: 20, paused: false, ended: false };
    const server = slowServer();
    const report = playReporter(video, server.send);
    // Forward 10 s; its pause waits on a busy server while the member plays on to 30.5.
    video.currentTime = 30;
    report.seek(20);
    video.currentTime = 30.5;
    // Back 10 s: the player is at the target before its 'seeking' event is handled, and the
    // forward seek's pause is answered in between, so its play reports the target.
    video.currentTime = 20.5;
    await server.answer();
    report.seek(30.5);
    await server.answer();
    await server.answer();
    // Before the fix the server got play 20.5 then pause 30.5: 10 s "watched" in a moment.
    expect(countedJumps(server.sent).every((jump) => jump <= 0.5)).toBe(true);
    expect(server.sent.at(-1)).toEqual({ event: 'play', position: 20.5 });
  });

  it('reports an event where the player was when it was queued, not when it left', async () => {
    const video: PlayerState = { currentTime: 5, paused: false, ended: false };
    const server = slowServer();
    const report = playReporter(video, server.send);
    void report.inOrder('play');
    void report.inOrder('progress');
    video.currentTime = 40;
    await server.answer();
    expect(server.sent).toEqual([
      { event: 'play', position: 5 },
      { event: 'progress', position: 5 },
    ]);
  });
});
