import { randomBytes } from 'node:crypto';
import {
  apiErrorCodes,
  LIVE_CAMERA_CLOCK_SLACK_SECONDS,
  LIVE_ROOM_OPENS_MINUTES,
  liveTexts,
  type Attendance,
  type Broadcast,
  type ChannelState,
  type ClassEnded,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import {
  closeOpenCamerasOfClass,
  findOwnAttendance,
  recordJoin,
  updateCamera,
  type AttendanceRow,
} from './attendance-store.ts';
import {
  deleteBroadcast,
  findBroadcast,
  findClassBroadcast,
  insertBroadcast,
  type BroadcastRow,
} from './broadcast-store.ts';
import { classSummary } from './class-summary.ts';
import { clearEnding, findEnding, markEnded } from './ending-store.ts';
import type { LiveMedia } from './janus/live-media.ts';
import { findRoom, roomAccess, teacherAccess, teaches, type RoomPerson } from './room-access.ts';
import {
  finishRecording,
  recordingStatus,
  retryClassRecording,
  saveRecordingPart,
} from './recording/recording.ts';
import { classesToTeach } from './teaching.ts';

const attendanceView = (r: AttendanceRow): Attendance => ({
  id: r.id,
  liveClassId: r.live_class_id,
  role: r.role,
  joinedAt: new Date(r.joined_at).toISOString(),
  lastJoinedAt: new Date(r.last_joined_at).toISOString(),
  cameraOn: r.camera_on,
  cameraOnDurationSeconds: r.camera_on_seconds,
});

const broadcastView = (r: BroadcastRow): Broadcast => ({
  streamId: r.stream_id,
  liveClassId: r.live_class_id,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Who hears that a class ended or resumed: the live room's socket server, which tells the class's
 * room on every instance (registerLiveSocket subscribes).
 */
export interface EndingListener {
  ended(e: ClassEnded): void;
  resumed(liveClassId: number): void;
}

/** A stream id nobody chose: 128 random bits, in the characters a stream id may hold. */
const newStreamId = () => randomBytes(16).toString('base64url');

/** Entering a room: the one access rule first, then the person's one record for the class. */
async function join(
  { db, clock }: Deps,
  person: RoomPerson,
  body: { liveClassId: number; userAgent: string; browser: string },
): Promise<Attendance> {
  const now = clock.now();
  const { role } = await roomAccess(db, person, body.liveClassId, now);
  const row = await recordJoin(db, {
    liveClassId: body.liveClassId,
    userId: person.id,
    role,
    userAgent: body.userAgent,
    browser: body.browser,
    now,
  });
  return attendanceView(row);
}

/**
 * The page's camera report, on the owner's record only (another's id is 404, as one that does
 * not exist). The time cannot exceed the time since the first join: a report further ahead than
 * a clock's slack is refused, one within it is counted up to the time since the join.
 */
async function reportCamera(
  { db, clock }: Deps,
  userId: number,
  attendanceId: number,
  body: { cameraOn: boolean; cameraOnDurationSeconds: number },
): Promise<Attendance> {
  const now = clock.now();
  const own = await findOwnAttendance(db, attendanceId, userId);
  if (!own) throw notFound(liveTexts.attendanceNotFound);
  const sinceJoin = Math.floor((now.getTime() - new Date(own.joined_at).getTime()) / 1000);
  if (body.cameraOnDurationSeconds > sinceJoin + LIVE_CAMERA_CLOCK_SLACK_SECONDS)
    throw badRequest(liveTexts.cameraTimeTooLong);
  const seconds = Math.min(body.cameraOnDurationSeconds, Math.max(0, sinceJoin));
  const row = await updateCamera(db, attendanceId, userId, {
    cameraOn: body.cameraOn,
    seconds,
    now,
  });
  if (!row) throw notFound(liveTexts.attendanceNotFound);
  return attendanceView(row);
}

/**
 * The class a broadcast without one is for (the specification's body is the stream id alone):
 * of the classes the person teaches whose room is open now, the soonest not yet on air, else the
 * soonest on air (so a page asking again with its stream id gets spec 8's answer).
 */
async function classToGoLive(deps: Deps, person: RoomPerson): Promise<number> {
  const now = deps.clock.now().getTime();
  const open = (await classesToTeach(deps, person)).filter((c) => {
    const startsAt = new Date(c.scheduledDatetime).getTime();
    return (
      startsAt - LIVE_ROOM_OPENS_MINUTES * 60_000 <= now &&
      now < startsAt + c.minutesDuration * 60_000
    );
  });
  const chosen = open.find((c) => !c.live) ?? open[0];
  if (!chosen) throw conflict(liveTexts.noClassToGoLive);
  return chosen.id;
}

/**
 * Goes live (spec 4, 7): for the class's teachers while its room is open. A stream id in use
 * anywhere is spec 8's non-fatal 409, word for word, so a page that reloads mid-class and asks
 * again with its own id learns it is still on air; a class already on air with another id is 409.
 */
async function createBroadcast(
  deps: Deps,
  media: LiveMedia | null,
  listeners: EndingListener[],
  person: RoomPerson,
  body: { liveClassId?: number | undefined; streamId?: string | null | undefined },
): Promise<Broadcast> {
  const { db, clock } = deps;
  const now = clock.now();
  const liveClassId = body.liveClassId ?? (await classToGoLive(deps, person));
  await teacherAccess(db, person, liveClassId, now);
  // Janus's room first: a class is not on air without the room its members receive from.
  await media?.rooms.open(liveClassId);
  const streamId = body.streamId || newStreamId();
  const row = await insertBroadcast(db, {
    streamId,
    liveClassId,
    userId: person.id,
    now,
  });
  if (row) {
    // Ended by mistake and resumed within the scheduled time: the rooms go back to the class.
    if (await clearEnding(db, liveClassId)) for (const l of listeners) l.resumed(liveClassId);
    return broadcastView(row);
  }
  if (await findBroadcast(db, streamId))
    throw conflict(liveTexts.streamIdInUse, apiErrorCodes.streamIdInUse);
  throw conflict(liveTexts.classAlreadyLive);
}

/**
 * Ends a broadcast: its class's teachers only, at any time (a class that ran over ends too). The
 * end is kept (a page loaded later shows the class ended) and the class's rooms are told at once.
 */
async function endBroadcast(
  deps: Deps,
  media: LiveMedia | null,
  listeners: EndingListener[],
  person: RoomPerson,
  streamId: string,
): Promise<Broadcast> {
  const { db, clock } = deps;
  const found = await findBroadcast(db, streamId);
  if (!found) throw notFound(liveTexts.broadcastNotFound);
  const now = clock.now();
  const room = await findRoom(db, found.live_class_id, now);
  if (!(await teaches(db, person, room))) throw forbidden(liveTexts.notInstructor);
  if (!(await deleteBroadcast(db, streamId))) throw notFound(liveTexts.broadcastNotFound);
  const liveClassId = found.live_class_id;
  await markEnded(db, { liveClassId, userId: person.id, now });
  await closeOpenCamerasOfClass(db, liveClassId, now);
  for (const l of listeners) l.ended({ liveClassId, endedAt: now.toISOString() });
  await media?.rooms.close(found.live_class_id);
  // The class is over: its recording, if the page made one, becomes an on-demand class.
  await finishRecording(deps, found.live_class_id);
  return broadcastView(found);
}

/** The class's channel as those who may enter see it: on air or not, with which stream id. */
async function channel(
  { db, clock }: Deps,
  person: RoomPerson,
  liveClassId: number,
): Promise<ChannelState> {
  const { role, room } = await roomAccess(db, person, liveClassId, clock.now());
  const [onAir, endedAt] = await Promise.all([
    findClassBroadcast(db, liveClassId),
    findEnding(db, liveClassId),
  ]);
  return {
    liveClassId,
    role,
    live: onAir !== undefined,
    streamId: onAir?.stream_id ?? null,
    opensAt: room.opensAt.toISOString(),
    endsAt: room.endsAt.toISOString(),
    endedAt: onAir ? null : (endedAt?.toISOString() ?? null),
  };
}

/** The live room's calls: attendance, broadcasts, the channel's state and the classes to teach. */
export function createLiveService(deps: Deps, media: LiveMedia | null = null) {
  const listeners: EndingListener[] = [];
  return {
    /** The socket server's ear for ends and resumes (one per instance). */
    listenForEndings: (l: EndingListener) => void listeners.push(l),
    join: (person: RoomPerson, body: Parameters<typeof join>[2]) => join(deps, person, body),
    reportCamera: (userId: number, id: number, body: Parameters<typeof reportCamera>[3]) =>
      reportCamera(deps, userId, id, body),
    createBroadcast: (person: RoomPerson, body: Parameters<typeof createBroadcast>[4]) =>
      createBroadcast(deps, media, listeners, person, body),
    endBroadcast: (person: RoomPerson, streamId: string) =>
      endBroadcast(deps, media, listeners, person, streamId),
    summary: (person: RoomPerson, liveClassId: number) => classSummary(deps, person, liveClassId),
    channel: (person: RoomPerson, liveClassId: number) => channel(deps, person, liveClassId),
    classesToTeach: (person: RoomPerson) => classesToTeach(deps, person),
    saveRecordingPart: (
      person: RoomPerson,
      liveClassId: number,
      part: Parameters<typeof saveRecordingPart>[3],
    ) => saveRecordingPart(deps, person, liveClassId, part),
    recordingStatus: (person: RoomPerson, liveClassId: number) =>
      recordingStatus(deps, person, liveClassId),
    retryRecording: (person: RoomPerson, liveClassId: number) =>
      retryClassRecording(deps, person, liveClassId),
  };
}
export type LiveService = ReturnType<typeof createLiveService>;

/**
 * The accounts that teach each studio's classes (migration 019), as the studio console reads and
 * grants them (issue 25): one list, the one the live room checks, read through the caller's handle.
 */
export {
  addStudioInstructors,
  listStudioInstructors,
  studiosTaughtBy,
  teachesAnywhere,
  teachesAtStudio,
} from './instructor-store.ts';

/** The classes a member came to and their minutes in each, for their history (issue 53). */
export { attendedClasses, type AttendedClass } from './attended-classes-store.ts';
export { minutesAttended } from './attended-minutes.ts';

/** Who came to a class and their camera time (migration 019), for the console's roster. */
export { listClassAttendance as attendanceOfClass } from './class-attendance-store.ts';

/** The recordings' ffmpeg transcode to the on-demand ladder, which console uploads use too. */
export { transcodeTakes, type MediaFile } from './recording/recording-transcode.ts';

/** The studio's recordings and their Retry, as the console shows them (it checks who asks). */
export { retryStudioRecording, studioRecordingStatuses } from './recording/recording.ts';

/** Who came to a studio's classes, counted or listed, for the console's reports (issue 54). */
export { membersCameByClass, membersCameCounts } from './report-attendance-store.ts';
/** Who came to a demo studio's past year of classes (demo/report-history.ts). */
export { insertDemoAttendance } from './demo-attendance-store.ts';

/** Who came to a studio's classes (its console's clients; the schedule hands in the ids). */
export { attendedClassesOf, attendedCountsOf } from './studio-attendance-store.ts';

/** Members' visits to classes in a month, for the studios' payouts by minutes (issue 54). */
export { classVisitsBetween, type ClassVisit } from './month-attendance-store.ts';
