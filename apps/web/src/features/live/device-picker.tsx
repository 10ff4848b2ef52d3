import { useId } from 'react';
import type { MediaChoice } from './use-local-media.ts';

/** The device a stream's track comes from, so the list shows what is in use. */
const inUse = (stream: MediaStream | null, kind: 'video' | 'audio') =>
  stream
    ?.getTracks()
    .find((t) => t.kind === kind)
    ?.getSettings().deviceId ?? '';

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {devices.length === 0 ? <option value="">None found</option> : null}
        {devices.map((d, i) => (
          <option key={d.deviceId || i} value={d.deviceId}>
            {d.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The camera and microphone choice (enumerateDevices), applied to the preview at once. */
export function DevicePicker({
  devices,
  stream,
  choice,
  choose,
}: {
  devices: MediaDeviceInfo[];
  stream: MediaStream | null;
  choice: MediaChoice;
  choose: (change: Partial<MediaChoice>) => void;
}) {
  return (
    <div className="broadcast__devices">
      <DeviceSelect
        label="Camera"
        devices={devices.filter((d) => d.kind === 'videoinput')}
        value={choice.cameraId || inUse(stream, 'video')}
        onChange={(cameraId) => choose({ cameraId })}
      />
      <DeviceSelect
        label="Microphone"
        devices={devices.filter((d) => d.kind === 'audioinput')}
        value={choice.microphoneId || inUse(stream, 'audio')}
        onChange={(microphoneId) => choose({ microphoneId })}
      />
    </div>
  );
}
