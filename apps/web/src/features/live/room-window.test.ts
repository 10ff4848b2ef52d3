import { describe, expect, it } from 'vitest';
import { LIVE_ROOM_OPENS_MINUTES } from '@jetsweat/contract';
import { countdown, roomTimes } from './room-window.ts';

describe('roomTimes', () => {
  it('opens the contract’s minutes before the start and closes when the class ends', () => {
    const start = Date.parse('2026-05-01T14:00:00Z');
    const t = roomTimes({ scheduledDatetime: '2026-05-01T14:00:00Z', minutesDuration: 45 });
    expect(t.opensAt).toBe(start - LIVE_ROOM_OPENS_MINUTES * 60_000);
    expect(t.endsAt).toBe(start + 45 * 60_000);
  });
});

describe('countdown', () => {
  it('shows minutes and seconds under an hour, rounding up to the next second', () => {
    expect(countdown(65_001)).toBe('01:06');
  });
  it('shows hours, and days beyond a day', () => {
    expect(countdown(3_723_000)).toBe('01:02:03');
    expect(countdown(2 * 86_400_000 + 3_723_000)).toBe('2 d 01:02:03');
  });
  it('never counts below zero', () => {
    expect(countdown(-5000)).toBe('00:00');
  });
});
