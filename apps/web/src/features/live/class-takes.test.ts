import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordInTakes, type TakeRecorder } from './class-takes.ts';

/** A MediaRecorder stand-in: it hands over a slice on demand, and one last slice when stopped. */
class FakeRecorder implements TakeRecorder {
  state: RecordingState = 'inactive';
  private listeners = new Map<string, ((e: { data: Blob }) => void)[]>();
  constructor(private readonly log: string[]) {}
  start() {
    this.state = 'recording';
    this.log.push(`start ${this.index}`);
  }
  stop() {
    this.state = 'inactive';
    this.log.push(`stop ${this.index}`);
    this.emit('dataavailable', { data: new Blob(['last']) });
    this.emit('stop', { data: new Blob() });
  }
  slice(text: string) {
    this.emit('dataavailable', { data: new Blob([text]) });
  }
  addEventListener(type: string, listener: (e: { data: Blob }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private emit(type: string, e: { data: Blob }) {
    for (const l of this.listeners.get(type) ?? []) l(e);
  }
  index = 0;
}

let log: string[];
let recorders: FakeRecorder[];
let uploaded: Map<string, string[]>;
let takeNumber: number;

function start() {
  return recordInTakes({
    newRecorder: () => {
      const r = new FakeRecorder(log);
      r.index = recorders.length;
      recorders.push(r);
      return r;
    },
    newUploader: (take) => {
      uploaded.set(take, []);
      return {
        add: (blob) => void blob.text().then((t) => uploaded.get(take)!.push(t)),
        drained: () => new Promise((resolve) => setTimeout(resolve, 1000)),
      };
    },
    newTake: () => `take-${takeNumber++}`,
    takeSeconds: 300,
    partSeconds: 4,
    onRecording: (on) => log.push(on ? 'recording' : 'not recording'),
    onRefused: () => undefined,
    onError: () => undefined,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  log = [];
  recorders = [];
  uploaded = new Map();
  takeNumber = 0;
});
afterEach(() => vi.useRealTimers());

describe('recordInTakes', () => {
  it('begins a new take every five minutes before stopping the one before, each uploaded as its own', async () => {
    const takes = start();
    recorders[0]!.slice('a1');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(log).toEqual(['start 0', 'recording', 'start 1', 'stop 0']);
    recorders[1]!.slice('b1');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(log.slice(-2)).toEqual(['start 2', 'stop 1']);
    expect([...uploaded]).toEqual([
      ['take-0', ['a1', 'last']],
      ['take-1', ['b1', 'last']],
      ['take-2', []],
    ]);
    // Ending waits for the uploads of every take still draining, then records no more.
    const finished = takes.finish(8000);
    await vi.advanceTimersByTimeAsync(1000);
    await finished;
    expect(log.slice(-2)).toEqual(['stop 2', 'not recording']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(recorders).toHaveLength(3);
  });

  it('waits for the last uploads only so long', async () => {
    const takes = start();
    let done = false;
    const finished = takes.finish(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await finished;
    expect(done).toBe(true);
  });

  it('stops taking turns once the server refuses a take, and says so once', async () => {
    takeNumber = 0;
    const onRefused = vi.fn();
    const takes = recordInTakes({
      newRecorder: () => {
        const r = new FakeRecorder(log);
        recorders.push(r);
        return r;
      },
      newUploader: (_take, refused) => ({
        add: () => refused(new Error('The recording of this class has already ended.')),
        drained: async () => undefined,
      }),
      newTake: () => `take-${takeNumber++}`,
      takeSeconds: 300,
      partSeconds: 4,
      onRecording: () => undefined,
      onRefused,
      onError: () => undefined,
    });
    recorders[0]!.slice('a1');
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(recorders[0]!.state).toBe('inactive');
    await vi.advanceTimersByTimeAsync(900_000);
    expect(recorders).toHaveLength(1);
    await takes.finish(100);
  });
});
