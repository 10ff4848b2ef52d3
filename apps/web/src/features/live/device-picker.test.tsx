// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { DevicePicker } from './device-picker.tsx';

/** What the browser's enumerateDevices lists (no camera is opened in these tests). */
const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: '' }) as MediaDeviceInfo;
const devices = [
  device('videoinput', 'cam-front', 'FaceTime HD Camera'),
  device('videoinput', 'cam-usb', 'Studio Webcam'),
  device('audioinput', 'mic-usb', 'Studio Microphone'),
  device('audiooutput', 'speakers', 'Speakers'),
];
/** A preview stream, as far as the picker reads it: which devices its tracks come from. */
const streamFrom = (cameraId: string, microphoneId: string) =>
  ({
    getTracks: () => [
      { kind: 'video', getSettings: () => ({ deviceId: cameraId }) },
      { kind: 'audio', getSettings: () => ({ deviceId: microphoneId }) },
    ],
  }) as unknown as MediaStream;

it('lists cameras and microphones apart, showing the ones the preview uses', () => {
  const choose = vi.fn();
  renderPage(
    <DevicePicker
      devices={devices}
      stream={streamFrom('cam-usb', 'mic-usb')}
      choice={{ cameraId: '', microphoneId: '' }}
      choose={choose}
    />,
  );
  const camera = screen.getByRole('combobox', { name: 'Camera' });
  const microphone = screen.getByRole('combobox', { name: 'Microphone' });
  expect(camera).toHaveDisplayValue('Studio Webcam');
  expect(microphone).toHaveDisplayValue('Studio Microphone');
  expect(screen.queryByRole('option', { name: 'Speakers' })).not.toBeInTheDocument();
});

it('hands the chosen camera or microphone to the preview', async () => {
  const choose = vi.fn();
  const { user } = renderPage(
    <DevicePicker
      devices={devices}
      stream={null}
      choice={{ cameraId: 'cam-usb', microphoneId: '' }}
      choose={choose}
    />,
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Camera' }), 'FaceTime HD Camera');
  expect(choose).toHaveBeenLastCalledWith({ cameraId: 'cam-front' });
});

it('says when no microphone is found', () => {
  renderPage(
    <DevicePicker
      devices={devices.filter((d) => d.kind !== 'audioinput')}
      stream={null}
      choice={{ cameraId: '', microphoneId: '' }}
      choose={vi.fn()}
    />,
  );
  expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveDisplayValue('None found');
});
