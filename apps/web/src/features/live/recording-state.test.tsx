import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recordingTexts, type RecordingStatus } from '@jetsweat/contract';
import { ApiError } from '../../lib/api.ts';
import { RecordingStateView } from './recording-state.tsx';

const processing: RecordingStatus = {
  liveClassId: 12,
  recordingId: 3,
  title: 'Open Studio, Dec 1, 4:00 PM ET',
  scheduledAt: '2026-12-01T21:00:00.000Z',
  state: 'processing',
  failure: null,
  videoId: null,
  updatedAt: '2026-12-01T21:40:00.000Z',
};

/** The page's HTML for a state. */
const html = (status: RecordingStatus, more: { retrying?: boolean; retryError?: unknown } = {}) =>
  renderToString(
    <MemoryRouter>
      <RecordingStateView
        status={status}
        retrying={more.retrying ?? false}
        retryError={more.retryError ?? null}
        onRetry={() => undefined}
      />
    </MemoryRouter>,
  );
/** The same, tags dropped, as a person reads it. */
const shown = (status: RecordingStatus, more = {}) =>
  html(status, more)
    // React's marks between adjacent texts are no space.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('RecordingStateView', () => {
  it('says the recording is processing, just after End class too, with no Retry', () => {
    expect(shown(processing)).toBe(`Recording: Processing. ${recordingTexts.processing}`);
    expect(shown({ ...processing, state: 'recording' })).toBe(shown(processing));
    expect(html(processing)).not.toContain('<button');
  });

  it('links a ready recording to its class in the library, by its dated title', () => {
    const ready = html({ ...processing, state: 'ready', videoId: 981 });
    expect(ready).toContain('href="/newplatform/items/classes/981"');
    expect(shown({ ...processing, state: 'ready', videoId: 981 })).toBe(
      `Recording: Ready. ${recordingTexts.ready} Watch “Open Studio, Dec 1, 4:00 PM ET”`,
    );
  });

  it('says why a recording failed and offers Retry, busy while it is asked, with a refusal shown', () => {
    const failed = { ...processing, state: 'failed' as const, failure: 'ffmpeg was not found' };
    expect(shown(failed)).toBe(
      `Recording: Failed. ${recordingTexts.failed} Why: ffmpeg was not found Retry`,
    );
    expect(html(failed, { retrying: true })).toMatch(/<button[^>]*disabled=""[^>]*>Retrying…/);
    expect(shown(failed, { retryError: new ApiError(403, 'Only instructors', null) })).toContain(
      'Only instructors',
    );
  });

  it('shows nothing for a class never recorded', () => {
    expect(html({ ...processing, state: 'none', recordingId: null })).toBe('');
  });
});
