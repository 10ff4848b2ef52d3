import { instructorRoomTexts as texts } from '@jetsweat/contract';
import { useAudioLevel } from './use-audio-level.ts';
import './device-check.css';

/** A level the room's fake and real microphones pass when someone speaks, silence does not. */
const HEARD = 8;

/** What the camera's track says about itself: its device and size, once a picture comes. */
function cameraLine(track: MediaStreamTrack | undefined): string {
  if (!track || track.readyState !== 'live') return texts.noCamera;
  const { width, height } = track.getSettings();
  const size = width && height ? ` (${width}×${height})` : '';
  return texts.cameraWorking(`${track.label || 'on'}${size}`);
}

/**
 * The check before going live: the devices in use (chosen below), a meter of the microphone's
 * level, and whether it has been heard. The preview beside it shows the camera's picture.
 */
export function DeviceCheck({
  stream,
  hint = texts.checkHint,
}: {
  stream: MediaStream | null;
  /** What the check is for: the instructor's before going live, or a member's before the class. */
  hint?: string;
}) {
  const { level, peak } = useAudioLevel(stream);
  const microphone = stream?.getAudioTracks()[0];
  return (
    <section className="device-check" aria-label={texts.checkTitle}>
      <h2 className="device-check__title">{texts.checkTitle}</h2>
      <p className="device-check__hint">{hint}</p>
      <p className="device-check__line">{cameraLine(stream?.getVideoTracks()[0])}</p>
      {microphone ? (
        <p className="device-check__line">{texts.microphoneChosen(microphone.label || 'on')}</p>
      ) : null}
      <div
        className="device-check__meter"
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <span className="device-check__level" style={{ width: `${level}%` }} />
      </div>
      <p className="device-check__line" role="status">
        {peak >= HEARD ? texts.microphoneHeard : texts.microphoneSilent}
      </p>
    </section>
  );
}
