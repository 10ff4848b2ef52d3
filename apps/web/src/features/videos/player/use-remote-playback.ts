import { useEffect, useState, type RefObject } from 'react';

/** Safari's AirPlay picker, which TypeScript's DOM types do not describe. */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}
interface AirPlayAvailability extends Event {
  availability?: 'available' | 'not-available';
}

/**
 * Sending the class to a TV (issue 56, item 3), only where the browser can now: AirPlay through
 * Safari's picker when it reports a device, else the Remote Playback API (Cast on Chrome) when it
 * reports one that can take this video. With no such device, a refusal to watch (NotSupportedError
 * for this stream or this device) or no API at all (Firefox), nothing is offered.
 */
export function useRemotePlayback(videoRef: RefObject<HTMLVideoElement | null>) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const video = videoRef.current as AirPlayVideo | null;
    if (!video) return;
    if (typeof video.webkitShowPlaybackTargetPicker === 'function') {
      const onChange = (e: Event) =>
        setAvailable((e as AirPlayAvailability).availability === 'available');
      video.addEventListener('webkitplaybacktargetavailabilitychanged', onChange);
      return () => video.removeEventListener('webkitplaybacktargetavailabilitychanged', onChange);
    }
    const remote = (video as HTMLVideoElement & { remote?: RemotePlayback }).remote;
    if (!remote || typeof remote.watchAvailability !== 'function') return;
    let watchId: number | undefined;
    let stopped = false;
    remote
      .watchAvailability((yes) => setAvailable(yes))
      .then((id) => {
        if (stopped) remote.cancelWatchAvailability(id).catch(() => undefined);
        else watchId = id;
      })
      // NotSupportedError (this stream or device) or a browser that never watches: not offered.
      .catch(() => setAvailable(false));
    return () => {
      stopped = true;
      if (watchId !== undefined) remote.cancelWatchAvailability(watchId).catch(() => undefined);
    };
  }, [videoRef]);
  const choose = () => {
    const video = videoRef.current as AirPlayVideo | null;
    if (!video) return;
    if (typeof video.webkitShowPlaybackTargetPicker === 'function')
      video.webkitShowPlaybackTargetPicker();
    else video.remote?.prompt().catch(() => undefined);
  };
  return { available, choose };
}
