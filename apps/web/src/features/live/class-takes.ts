/** What the takes need of MediaRecorder (a fake in tests). */
export interface TakeRecorder {
  readonly state: RecordingState;
  start(timeslice: number): void;
  stop(): void;
  addEventListener(type: 'dataavailable', listener: (e: { data: Blob }) => void): void;
  addEventListener(type: 'stop' | 'error', listener: () => void, options?: { once: boolean }): void;
}

/** What the takes need of a part uploader (part-uploader.ts). */
export interface TakeUploader {
  add(blob: Blob): void;
  drained(): Promise<void>;
}

interface Take {
  recorder: TakeRecorder;
  drained: () => Promise<void>;
}

/** Stops the take's recorder (it hands over its last part) and waits for its parts to upload. */
function stopAndDrain(take: Take): Promise<void> {
  return new Promise<void>((resolve) => {
    if (take.recorder.state === 'inactive') return resolve();
    take.recorder.addEventListener('stop', () => resolve(), { once: true });
    take.recorder.stop();
  }).then(() => take.drained());
}

/**
 * Records a stream as a run of takes, each a WebM file of its own uploaded in parts: a new take
 * every `takeSeconds`, begun before the one it follows is stopped (so no moment is missed), so the
 * server encodes each take as soon as it has ended and the class's end leaves only its last minutes
 * to encode (docs/decisions/0097-recordings-in-both-media-modes.md). A take the server refuses
 * stops the run.
 */
export function recordInTakes(o: {
  newRecorder: () => TakeRecorder;
  newUploader: (take: string, onRefused: (err: unknown) => void) => TakeUploader;
  newTake: () => string;
  takeSeconds: number;
  partSeconds: number;
  onRecording: (recording: boolean) => void;
  onRefused: (err: unknown) => void;
  onError: () => void;
}) {
  let current: Take | null = null;
  const draining = new Set<Promise<void>>();
  let refused = false;

  function begin(): Take {
    const recorder = o.newRecorder();
    const uploader = o.newUploader(o.newTake(), (err) => {
      if (!refused) o.onRefused(err);
      refused = true;
      clearInterval(rotation);
      if (recorder.state !== 'inactive') recorder.stop();
    });
    const take: Take = { recorder, drained: () => uploader.drained() };
    recorder.addEventListener('dataavailable', (e) => uploader.add(e.data));
    recorder.addEventListener('stop', () => current === take && o.onRecording(false));
    recorder.addEventListener('error', o.onError);
    recorder.start(o.partSeconds * 1000);
    return take;
  }

  /** Stops a take in the background, kept until its parts are uploaded. */
  function retire(take: Take) {
    const done = stopAndDrain(take).finally(() => draining.delete(done));
    draining.add(done);
  }

  current = begin();
  o.onRecording(true);
  const rotation = setInterval(() => {
    if (refused || !current) return;
    const previous = current;
    current = begin();
    retire(previous);
  }, o.takeSeconds * 1000);

  return {
    /** Stops recording and waits for every take's last parts, `maxMs` at most. */
    async finish(maxMs: number): Promise<void> {
      clearInterval(rotation);
      const last = current;
      current = null;
      if (last) retire(last);
      o.onRecording(false);
      await Promise.race([
        Promise.all([...draining]),
        new Promise((resolve) => setTimeout(resolve, maxMs)),
      ]);
    },
  };
}
