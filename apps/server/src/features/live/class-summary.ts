import {
  LIVE_ROOM_OPENS_MINUTES,
  RECORDING_MINUTES_PER_CLASS_MINUTE,
  RECORDING_TAKE_SECONDS,
  type ClassSummary,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { nextClassAfter } from '../schedule/service.ts';
import { createWorkoutSummaries } from '../workouts/service.ts';
import { findOwnAttendanceOfClass } from './attendance-store.ts';
import { minutesAttended } from './attended-minutes.ts';
import { findEnding } from './ending-store.ts';
import { recordingStatusOfClass } from './recording/recording-reads.ts';
import { classRole, type RoomPerson } from './room-access.ts';

const MINUTE = 60_000;

/**
 * What a member sees once the class has ended (issue 51, item 3), for its members and teachers
 * at any time: their own minutes in it (attended-minutes.ts's rule) and camera time, the
 * recording's state, and the next class of the studio or the instructor.
 */
export async function classSummary(
  deps: Pick<Deps, 'db' | 'clock'>,
  person: RoomPerson,
  liveClassId: number,
): Promise<ClassSummary> {
  const { db, clock } = deps;
  const now = clock.now();
  const { role, room } = await classRole(db, person, liveClassId, now);
  const [endedAt, attendance, recording, next, workout] = await Promise.all([
    findEnding(db, liveClassId),
    findOwnAttendanceOfClass(db, liveClassId, person.id),
    recordingStatusOfClass(db, liveClassId),
    nextClassAfter(db, liveClassId, now),
    // The member's calories, heart rate and board place (issue 53, item 5); a teacher has none.
    role === 'member'
      ? createWorkoutSummaries(deps).ofLiveClass(person.id, liveClassId)
      : Promise.resolve(null),
  ]);
  const startsAt = room.opensAt.getTime() + LIVE_ROOM_OPENS_MINUTES * MINUTE;
  const classMinutes = (room.endsAt.getTime() - startsAt) / MINUTE;
  // Every take but the last is encoded while the class is on air.
  const minutesToEncode = Math.min(classMinutes, RECORDING_TAKE_SECONDS / 60);
  const state = recording?.state ?? 'none';
  return {
    liveClassId,
    endedAt: endedAt?.toISOString() ?? null,
    minutesAttended: minutesAttended({
      joinedAt: attendance ? new Date(attendance.joined_at) : null,
      startsAt: new Date(startsAt),
      endsAt: room.endsAt,
      endedAt: endedAt ?? null,
      now,
    }),
    cameraOnSeconds: attendance?.camera_on_seconds ?? 0,
    recording: {
      state,
      readyInMinutes:
        state === 'processing' || state === 'recording'
          ? Math.max(1, Math.ceil(minutesToEncode * RECORDING_MINUTES_PER_CLASS_MINUTE))
          : null,
      videoId: state === 'ready' ? (recording?.video_id ?? null) : null,
    },
    next: next
      ? {
          id: next.id,
          title: next.title,
          instructor: next.instructor,
          scheduledDatetime: next.scheduledDatetime,
        }
      : null,
    workout,
  };
}
