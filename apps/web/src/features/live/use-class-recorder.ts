import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apiErrorCodes,
  RECORDING_AUDIO_BITS_PER_SECOND,
  RECORDING_PART_SECONDS,
  RECORDING_VIDEO_BITS_PER_SECOND,
  recordingTexts,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { createPartUploader } from './part-uploader.ts';

/** The WebM kinds MediaRecorder may make, best first. */
const TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

const supportedType = () =>
  typeof MediaRecorder === 'undefined'
    ? undefined
    : TYPES.find((type) => MediaRecorder.isTypeSupported(type));

/** A take's name: random, so a reload or a device change starts a take of its own. */
const newTake = () => crypto.randomUUID();

/** How long ending the class waits for the last parts to upload. */
const FLUSH_MS = 8000;

interface Running {
  recorder: MediaRecorder;
  drained: () => Promise<void>;
}

/** Stops the recorder (it hands over its last part) and waits for its parts to upload. */
function stopAndDrain(running: Running): Promise<void> {
  return new Promise<void>((resolve) => {
    if (running.recorder.state === 'inactive') return resolve();
    running.recorder.addEventListener('stop', () => resolve(), { once: true });
    running.recorder.stop();
  }).then(() => running.drained());
}

/**
 * Records the class from the instructor's camera and microphone while it is on air, uploading a
 * part every RECORDING_PART_SECONDS; the server makes the recording an on-demand class once the
 * class ends. Each stream (a page load, a change of camera) records a take of its own. `finish`
 * stops recording and waits, a few seconds at most, for the last parts: call it before ending.
 */
export function useClassRecorder(liveClassId: number, stream: MediaStream | null, live: boolean) {
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const running = useRef<Running | null>(null);

  useEffect(() => {
    const type = supportedType();
    if (!live || !stream || !type) return;
    const recorder = new MediaRecorder(stream, {
      mimeType: type,
      videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
      audioBitsPerSecond: RECORDING_AUDIO_BITS_PER_SECOND,
    });
    const uploader = createPartUploader(liveClassId, newTake(), (err) => {
      // On air past the class's time after "End class": it goes on unrecorded, nothing to fix.
      const closed = err instanceof ApiError && err.code === apiErrorCodes.recordingClosed;
      if (!closed) setProblem(errorMessage(err));
      if (recorder.state !== 'inactive') recorder.stop();
    });
    recorder.addEventListener('dataavailable', (e) => uploader.add(e.data));
    recorder.addEventListener('stop', () => setRecording(false));
    recorder.addEventListener('error', () => setProblem(recordingTexts.uploadFailed));
    recorder.start(RECORDING_PART_SECONDS * 1000);
    const mine = { recorder, drained: uploader.drained };
    running.current = mine;
    setRecording(true);
    setProblem(null);
    return () => {
      if (running.current === mine) running.current = null;
      void stopAndDrain(mine);
    };
  }, [liveClassId, stream, live]);

  const finish = useCallback(async () => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    await Promise.race([stopAndDrain(current), new Promise((r) => setTimeout(r, FLUSH_MS))]);
  }, []);

  return { recording, problem, finish };
}
