import { z } from 'zod';
import { easternMonthDay, easternTime } from './eastern-time.ts';
import { idSchema } from './ids.ts';

/**
 * Recording a live class from the instructor's browser (issue 20, 6a): the page's MediaRecorder
 * cuts the class into parts of RECORDING_PART_SECONDS and uploads them in order to
 * POST /api/livestream/recording/{liveClassId}/parts. Each page load records a take of its own
 * (a reload mid-class starts a new take of the same recording); once the class ends, a background
 * job joins the takes and publishes them as an on-demand class of the studio.
 */
export const RECORDING_PART_SECONDS = 4;
/**
 * The page starts a new take this often (each a WebM file of its own), so the server encodes
 * each one as it ends and a class's end leaves at most this much to encode.
 */
export const RECORDING_TAKE_SECONDS = 300;
/** The largest part the server takes: a few seconds of 720p at a generous bitrate fit easily. */
export const RECORDING_PART_MAX_BYTES = 8 * 1024 * 1024;
/** The most parts one take may have: 12 hours of 4-second parts. */
export const RECORDING_PARTS_MAX = 10_800;
/** The most one class's recording may hold: four hours at about 3 Mbit/s, with room to spare. */
export const RECORDING_MAX_BYTES = 8 * 1024 * 1024 * 1024;
/**
 * The bitrates the instructor's page asks MediaRecorder for (Chromium's own default for video),
 * so a class's recording is as large whatever the browser; the recording benchmark
 * (scripts/bench/recording-45min.mjs) makes its take at these.
 */
export const RECORDING_VIDEO_BITS_PER_SECOND = 2_500_000;
export const RECORDING_AUDIO_BITS_PER_SECOND = 128_000;

export const recordingStates = ['recording', 'processing', 'ready', 'failed'] as const;
export type RecordingState = (typeof recordingStates)[number];

export const recordingTexts = {
  notOnAir: 'This class is not on air. Go live before recording it.',
  closed: 'The recording of this class has already ended.',
  partTooLarge: `A recording part may be at most ${RECORDING_PART_MAX_BYTES / (1024 * 1024)} MB.`,
  partEmpty: 'The recording part is empty.',
  recordingFull: 'This class’s recording has reached its size limit; the class goes on unrecorded.',
  notWebm: 'A recording part must be WebM video (video/webm).',
  firstPartNotWebm: 'The first part of a take must begin with a WebM header.',
  /** A later part that begins a file of its own (a WebM header, a playlist) instead of going on. */
  partNotWebm: 'A recording part must go on with its take’s WebM video, not begin another file.',
  /** A later part of a take whose first part (number 0) the server does not have (409). */
  takeWithoutStart: 'A take must begin with its part 0, the WebM header: send that part first.',
  /** Why the recording job refuses a recording (its failure): nothing of it is transcoded. */
  takeNotWebm:
    'A take of this recording is not one WebM video from its first byte (its first part is missing or a part is another kind of file), so nothing was transcoded.',
  badTake: 'The take must be 8 to 64 letters, digits, - or _.',
  badSequence: `The part number must be a whole number from 0 to ${RECORDING_PARTS_MAX - 1}.`,
  /** The summary of the on-demand class a recording becomes, when the live class had none. */
  recordedSummary: (instructor: string, day: string) =>
    instructor ? `Recorded live with ${instructor} on ${day}.` : `Recorded live on ${day}.`,
  /** The web page's words while it records or when an upload fails. */
  recording: 'Recording: the class will appear in the studio’s on-demand library after it ends.',
  uploadFailed:
    'Part of the recording could not be uploaded. We keep trying while you are live; the class goes on.',
  /** What each state is called where recordings are listed (the teach page, the console). */
  stateNames: {
    none: 'Not recorded',
    recording: 'Recording',
    processing: 'Processing',
    ready: 'Ready',
    failed: 'Failed',
  },
  /** The teach page's sentence for each state once the class has been on air. */
  processing:
    'Processing the recording: it will be in the studio’s on-demand library in a few minutes.',
  ready: 'The recording is in the studio’s on-demand library.',
  failed: 'The recording could not be processed.',
  recordingNotFound: 'This recording does not exist.',
} as const;

/** How long a published class's title may be (videos.title). */
const VIDEO_TITLE_MAX = 200;

/**
 * The title a recording is published under: the class's, its Eastern date and start time
 * ("Open Studio, Dec 1, 4:00 PM ET"), so each recording of a repeating class has its own.
 */
export function recordedTitle(classTitle: string, scheduledAt: Date | string): string {
  const when = `, ${easternMonthDay(scheduledAt)}, ${easternTime(scheduledAt)} ET`;
  return `${classTitle.trim().slice(0, VIDEO_TITLE_MAX - when.length)}${when}`;
}

/** POST /api/livestream/recording/{liveClassId}/parts?take=…&sequence=… (body: the part's bytes). */
export const recordingPartParamsSchema = z.object({ liveClassId: idSchema('class id') });
export const recordingPartQuerySchema = z.object({
  take: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, recordingTexts.badTake),
  sequence: z.coerce
    .number({ message: recordingTexts.badSequence })
    .int(recordingTexts.badSequence)
    .min(0, recordingTexts.badSequence)
    .max(RECORDING_PARTS_MAX - 1, recordingTexts.badSequence),
});

/** What an upload answers: `stored` is false for a part the server already had (a retry). */
export const recordingPartSchema = z.object({
  recordingId: z.number().int(),
  liveClassId: z.number().int(),
  take: z.string(),
  sequence: z.number().int(),
  bytes: z.number().int(),
  stored: z.boolean(),
});
export type RecordingPart = z.infer<typeof recordingPartSchema>;

/**
 * A class's recording as its teachers (GET /api/livestream/recording/{liveClassId}) and the
 * studio console (GET /api/console/studios/{studioId}/recordings) see it. `state` is 'none' while
 * nothing of the class was recorded; `failure` says why a failed one failed; `videoId` is the
 * on-demand class it became (kept while a resumed class records and is processed again).
 */
export const recordingStatusSchema = z.object({
  liveClassId: z.number().int(),
  recordingId: z.number().int().nullable(),
  /** The title it is (or will be) published under: recordedTitle. */
  title: z.string(),
  scheduledAt: z.string(),
  state: z.enum(['none', ...recordingStates]),
  failure: z.string().nullable(),
  videoId: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;
export const recordingStatusListSchema = z.array(recordingStatusSchema);

/** POST /api/console/studios/{studioId}/recordings/{recordingId}/retry. */
export const consoleRecordingParamsSchema = z.object({
  studioId: idSchema('studio id'),
  recordingId: idSchema('recording id'),
});
