import { useCallback, useEffect, useRef, useState } from 'react';

export interface MediaChoice {
  cameraId: string;
  microphoneId: string;
}

/** Why the camera or microphone could not start, in words an instructor can act on. */
function mediaProblem(err: unknown): string {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError')
    return 'Your browser did not allow the camera and microphone. Allow them in the address bar, then choose them again.';
  if (name === 'NotFoundError') return 'We could not find a camera or microphone on this device.';
  return 'The camera or microphone could not start. Check that no other app is using them.';
}

const constraints = (choice: MediaChoice): MediaStreamConstraints => ({
  video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : true,
  audio: choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true,
});

/**
 * The instructor's camera and microphone: a stream from the chosen devices (any at first), and
 * the devices to choose from. Device names are only given once the browser has allowed media,
 * so the list is read after each stream starts.
 */
export function useLocalMedia() {
  const [choice, setChoice] = useState<MediaChoice>({ cameraId: '', microphoneId: '' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(constraints(choice))
      .then(async (s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        current.current?.getTracks().forEach((t) => t.stop());
        current.current = s;
        setStream(s);
        setProblem(null);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((err: unknown) => !cancelled && setProblem(mediaProblem(err)));
    return () => {
      cancelled = true;
    };
  }, [choice]);

  useEffect(() => () => current.current?.getTracks().forEach((t) => t.stop()), []);

  const choose = useCallback(
    (change: Partial<MediaChoice>) => setChoice((c) => ({ ...c, ...change })),
    [],
  );
  return { stream, devices, choice, choose, problem };
}
