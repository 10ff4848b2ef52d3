import { useCallback, useEffect, useRef, useState } from 'react';
import type { CameraReport } from './api/report-camera.ts';
import { cameraClock } from './camera-clock.ts';

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
 * counts while the camera's stream is live, whatever the page does meanwhile, on top of
 * `earlierSeconds`, the class's total the join answered (earlier visits), so reports are totals.
 */
export function useOwnCamera(earlierSeconds: number) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const [clock] = useState(() => cameraClock(earlierSeconds));

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    clock.stop(Date.now());
    setStream(null);
  }, [clock]);

  const start = useCallback(async () => {
    setProblem(null);
    setStarting(true);
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      streamRef.current = s;
      clock.start(Date.now());
      setStream(s);
    } catch (err) {
      setProblem(cameraProblem(err));
    } finally {
      setStarting(false);
    }
  }, [clock]);

  /** What the attendance record is told: on or off now, and the whole seconds it was on. */
  const report = useCallback(
    (): CameraReport => ({
      cameraOn: clock.isOn(),
      cameraOnDurationSeconds: clock.totalSeconds(Date.now()),
    }),
    [clock],
  );

  useEffect(() => stop, [stop]);
  return { stream, problem, starting, start, stop, report };
}
