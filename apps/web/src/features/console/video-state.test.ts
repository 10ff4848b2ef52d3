import { describe, expect, it } from 'vitest';
import type { ConsoleVideo } from '@jetsweat/contract';
import { videoStateText } from './video-state.ts';

const waiting = { id: 5, state: 'waiting' } as ConsoleVideo;

describe('a console video row’s state', () => {
  it('says uploading, with the share sent, while this page sends the file', () => {
    expect(videoStateText(waiting, { videoId: 5, sent: 25, total: 100 })).toBe('Uploading… 25%');
    expect(videoStateText(waiting, { videoId: 5, sent: 100, total: 100 })).toBe(
      'Uploaded. Checking the file…',
    );
  });

  it('asks to upload again only when nobody is sending the file', () => {
    const abandoned = 'Waiting for its file (upload again to finish)';
    expect(videoStateText(waiting, undefined)).toBe(abandoned);
    expect(videoStateText(waiting, { videoId: 6, sent: 1, total: 2 })).toBe(abandoned);
    expect(videoStateText({ ...waiting, state: 'processing' }, undefined)).toBe('Transcoding…');
  });
});
