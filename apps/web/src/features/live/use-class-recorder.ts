import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apiErrorCodes,
  RECORDING_AUDIO_BITS_PER_SECOND,
  RECORDING_PART_SECONDS,
  RECORDING_TAKE_SECONDS,
  RECORDING_VIDEO_BITS_PER_SECOND,
  recordingTexts,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { recordInTakes } from './class-takes.ts';
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

/**
 * Records the class from the instructor's camera and microphone while it is on air, uploading a
 * part every RECORDING_PART_SECONDS, and a take of its own every RECORDING_TAKE_SECONDS
 * (class-takes.ts) and for each stream (a page load, a change of camera); the server encodes each
 * take once it has ended and makes the recording an on-demand class once the class ends. `finish`
 * stops recording and waits, a few seconds at most, for the last parts: call it before ending.
 */
export function useClassRecorder(liveClassId: number, stream: MediaStream | null, live: boolean) {
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const running = useRef<ReturnType<typeof recordInTakes> | null>(null);

  useEffect(() => {
    const type = supportedType();
    if (!live || !stream || !type) return;
    const takes = recordInTakes({
      newRecorder: () =>
        new MediaRecorder(stream, {
          mimeType: type,
          videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
          audioBitsPerSecond: RECORDING_AUDIO_BITS_PER_SECOND,
        }),
      newUploader: (take, onRefused) => createPartUploader(liveClassId, take, onRefused),
      newTake,
      takeSeconds: RECORDING_TAKE_SECONDS,
      partSeconds: RECORDING_PART_SECONDS,
      onRecording: setRecording,
      onRefused: (err) => {
        // On air past the class's time after "End class": it goes on unrecorded, nothing to fix.
        const closed = err instanceof ApiError && err.code === apiErrorCodes.recordingClosed;
        if (!closed) setProblem(errorMessage(err));
      },
      onError: () => setProblem(recordingTexts.uploadFailed),
    });
    running.current = takes;
    setProblem(null);
    return () => {
      if (running.current === takes) running.current = null;
      void takes.finish(FLUSH_MS);
    };
  }, [liveClassId, stream, live]);

  const finish = useCallback(async () => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    await current.finish(FLUSH_MS);
  }, []);

  return { recording, problem, finish };
}
