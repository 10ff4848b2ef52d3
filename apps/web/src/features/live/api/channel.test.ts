import { describe, expect, it } from 'vitest';
import type { ChannelState } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { channelFailure } from './channel.ts';

const onAir: ChannelState = {
  liveClassId: 7,
  role: 'instructor',
  live: true,
  streamId: 'stream-7',
  opensAt: '2026-11-28T20:45:00.000Z',
  endsAt: '2026-11-28T22:00:00.000Z',
  endedAt: null,
};
const noAnswer = new ApiError(0, 'Unknown error. Please try later.', null);
const serverFailure = new ApiError(503, 'Service unavailable.', null);
const refusal = new ApiError(403, 'Only the class’s instructors can teach it.', null);

describe('channelFailure', () => {
  it('keeps the room on its last answer when a refresh gets no answer or the server fails', () => {
    expect(channelFailure({ isError: true, data: onAir, error: noAnswer })).toBeNull();
    expect(channelFailure({ isError: true, data: onAir, error: serverFailure })).toBeNull();
  });

  it('shows the server’s refusal even after an earlier answer', () => {
    expect(channelFailure({ isError: true, data: onAir, error: refusal })).toBe(refusal);
  });

  it('shows a first read’s failure, whatever it is: there is no room to keep', () => {
    expect(channelFailure({ isError: true, data: undefined, error: noAnswer })).toBe(noAnswer);
    expect(channelFailure({ isError: true, data: undefined, error: refusal })).toBe(refusal);
  });

  it('has nothing to show while the reads succeed', () => {
    expect(channelFailure({ isError: false, data: onAir, error: null })).toBeNull();
    expect(channelFailure({ isError: false, data: undefined, error: null })).toBeNull();
  });
});
