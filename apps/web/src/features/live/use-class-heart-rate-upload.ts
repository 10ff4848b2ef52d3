import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_ROOM_OPENS_MINUTES, type ChannelState } from '@jetsweat/contract';
import type { MeasurementListener } from '../../lib/heart-rate/heart-rate-strap.ts';
import { useHeartRateUpload } from '../../lib/heart-rate/use-heart-rate-upload.ts';
import { reloadAfterChange } from '../../lib/query-client.ts';
import { useChannel } from './api/channel.ts';
import { liveKeys } from './api/keys.ts';
import { useLiveWorkout } from './api/live-workout.ts';

/** Where a reading in the room is kept: the room's clock, and the class's second (0 before it). */
export interface RoomSeconds {
  /** Seconds since the room opened: the tally's time, the same for the warm-up and the class. */
  atSecond: number;
  /** Seconds since the class's scheduled start, 0 before it. */
  classSecond: number;
}

/**
 * Where a reading at `now` is kept, or null when it is not: before the room opens, before the
 * class's start while the instructor is not yet live, once the instructor ended it, after its
 * scheduled end, and while the room's times are not known. A member warming up with the
 * instructor already live counts from then (docs/decisions/0115-board-by-the-class-position.md).
 */
export function roomSeconds(
  room: Pick<ChannelState, 'opensAt' | 'endsAt' | 'live' | 'endedAt'> | undefined,
  now: number,
): RoomSeconds | null {
  if (!room) return null;
  const opensAt = Date.parse(room.opensAt);
  const startsAt = opensAt + LIVE_ROOM_OPENS_MINUTES * 60_000;
  const ended = room.endedAt !== null && now >= Date.parse(room.endedAt);
  if (now < opensAt || now >= Date.parse(room.endsAt) || ended) return null;
  if (now < startsAt && !room.live) return null;
  return { atSecond: (now - opensAt) / 1000, classSecond: Math.max(0, (now - startsAt) / 1000) };
}

/**
 * The strap's readings in the live room, sent to the member's workout of the class (their
 * booking made it; issue 53): kept from the class's start, or before it once the instructor is
 * live, to its end (roomSeconds).
 * Each report that gets through refreshes the class's summary, so the ended screen has the last.
 */
export function useClassHeartRateUpload(liveClassId: number): MeasurementListener {
  const workout = useLiveWorkout(liveClassId);
  const channel = useChannel(liveClassId);
  const room = useRef(channel.data);
  room.current = channel.data ?? room.current;
  const queryClient = useQueryClient();
  const now = () => roomSeconds(room.current, Date.now());
  return useHeartRateUpload({
    workoutId: workout.data?.workoutId ?? null,
    atSecond: () => now()?.atSecond ?? null,
    classSecond: () => now()?.classSecond ?? 0,
    onSent: () => void reloadAfterChange(queryClient, liveKeys.summary(liveClassId)),
  });
}
