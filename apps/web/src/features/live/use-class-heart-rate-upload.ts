import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_ROOM_OPENS_MINUTES, type ChannelState } from '@jetsweat/contract';
import type { MeasurementListener } from '../../lib/heart-rate/heart-rate-strap.ts';
import { useHeartRateUpload } from '../../lib/heart-rate/use-heart-rate-upload.ts';
import { reloadAfterChange } from '../../lib/query-client.ts';
import { useChannel } from './api/channel.ts';
import { liveKeys } from './api/keys.ts';
import { useLiveWorkout } from './api/live-workout.ts';

/**
 * The second of the class at `now` (the room opens LIVE_ROOM_OPENS_MINUTES before its start), or
 * null before its start, after its scheduled end, or while the room's times are not known.
 */
export function classSecond(
  room: Pick<ChannelState, 'opensAt' | 'endsAt'> | undefined,
  now: number,
): number | null {
  if (!room) return null;
  const startsAt = Date.parse(room.opensAt) + LIVE_ROOM_OPENS_MINUTES * 60_000;
  if (now < startsAt || now >= Date.parse(room.endsAt)) return null;
  return (now - startsAt) / 1000;
}

/**
 * The strap's readings in the live room, sent to the member's workout of the class (their
 * booking made it; issue 53): kept at the class's second from its start to its scheduled end.
 * Each report that gets through refreshes the class's summary, so the ended screen has the last.
 */
export function useClassHeartRateUpload(liveClassId: number): MeasurementListener {
  const workout = useLiveWorkout(liveClassId);
  const channel = useChannel(liveClassId);
  const room = useRef(channel.data);
  room.current = channel.data ?? room.current;
  const queryClient = useQueryClient();
  return useHeartRateUpload({
    workoutId: workout.data?.workoutId ?? null,
    atSecond: () => classSecond(room.current, Date.now()),
    onSent: () => void reloadAfterChange(queryClient, liveKeys.summary(liveClassId)),
  });
}
