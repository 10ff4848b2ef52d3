import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RecordingStatus } from '@jetsweat/contract';
import { RecordingRow } from './recordings-section.tsx';

const failed: RecordingStatus = {
  liveClassId: 12,
  recordingId: 3,
  title: 'Open Studio, Dec 1, 4:00 PM ET',
  scheduledAt: '2026-12-01T21:00:00.000Z',
  state: 'failed',
  failure: 'ffmpeg exited with 1: Invalid data found',
  videoId: null,
  updatedAt: '2026-12-01T21:40:00.000Z',
};

const html = (recording: RecordingStatus, retrying = false) =>
  renderToString(
    <MemoryRouter>
      <RecordingRow recording={recording} retrying={retrying} onRetry={() => undefined} />
    </MemoryRouter>,
  );
const shown = (recording: RecordingStatus, retrying = false) =>
  html(recording, retrying)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('RecordingRow', () => {
  it('shows a failed recording with why and Retry, busy while it is asked', () => {
    expect(shown(failed)).toBe(
      'Open Studio, Dec 1, 4:00 PM ET Live class of Tuesday, December 1 at 4:00 PM ET Failed ' +
        'Why: ffmpeg exited with 1: Invalid data found Retry',
    );
    expect(html(failed, true)).toMatch(/<button[^>]*disabled=""[^>]*>Retrying…/);
  });

  it('shows processing without Retry, and a ready one with its class in the library', () => {
    const processing = { ...failed, state: 'processing' as const, failure: null };
    expect(shown(processing)).toContain('Processing');
    expect(html(processing)).not.toContain('<button');
    const ready = html({ ...processing, state: 'ready', videoId: 981 });
    expect(ready).toContain('href="/newplatform/items/classes/981"');
    expect(ready).not.toContain('<button');
  });
});
