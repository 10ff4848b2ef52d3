import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * Recording a live class from the instructor's browser (issue 20, 6a): the page's MediaRecorder
 * cuts the class into parts of RECORDING_PART_SECONDS and uploads them in order to
 * POST /api/livestream/recording/{liveClassId}/parts. Each page load records a take of its own
 * (a reload mid-class starts a new take of the same recording); once the class ends, a background
 * job joins the takes and publishes them as an on-demand class of the studio.
 */
export const RECORDING_PART_SECONDS = 4;
/** The largest part the server takes: a few seconds of 720p at a generous bitrate fit easily. */
export const RECORDING_PART_MAX_BYTES = 8 * 1024 * 1024;
/** The most parts one take may have: 12 hours of 4-second parts. */
export const RECORDING_PARTS_MAX = 10_800;
/** The most one class's recording may hold: four hours at about 3 Mbit/s, with room to spare. */
export const RECORDING_MAX_BYTES = 8 * 1024 * 1024 * 1024;

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
} as const;

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
