import { useCallback, useEffect, useRef, useState } from 'react';
import type { CameraReport } from './api/report-camera.ts';

/** Why a camera could not be turned on, in words a member can act on. */
function cameraProblem(err: unknown): string {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError')
    return 'Your browser did not allow the camera. Allow it in the address bar and try again.';
  if (name === 'NotFoundError') return 'We could not find a camera on this device.';
  return 'Your camera could not be turned on. Check that no other app is using it.';
}

/**
 * The member's own camera (only the instructor sees it) and the time it has been on: the time
 * counts while the camera's stream is live, whatever the page does meanwhile.
 */
export function useOwnCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const onSince = useRef<number | null>(null);
  const earlierMs = useRef(0);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (onSince.current !== null) earlierMs.current += Date.now() - onSince.current;
    onSince.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    setStarting(true);
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      streamRef.current = s;
      onSince.current = Date.now();
      setStream(s);
    } catch (err) {
      setProblem(cameraProblem(err));
    } finally {
      setStarting(false);
    }
  }, []);

  /** What the attendance record is told: on or off now, and the whole seconds it was on. */
  const report = useCallback(
    (): CameraReport => ({
      cameraOn: onSince.current !== null,
      cameraOnDurationSeconds: Math.floor(
        (earlierMs.current + (onSince.current === null ? 0 : Date.now() - onSince.current)) / 1000,
      ),
    }),
    [],
  );

  useEffect(() => stop, [stop]);
  return { stream, problem, starting, start, stop, report };
}
