import { z } from 'zod';
import { idSchema } from './ids.ts';
import { workoutSummarySchema } from './workout-summary.ts';

// The end of a live class (issue 51, item 3): the instructor ends it, every member's room is told
// at once (a socket event) and shows what comes next; an instructor who ended by mistake resumes
// it within the scheduled time.

/** Socket events, server → the class's room. */
export const liveEndingEvents = {
  /** The instructor ended the class (ClassEnded). */
  ended: 'class:ended',
  /** The instructor went live again after ending it (ClassEnded's liveClassId only). */
  resumed: 'class:resumed',
} as const;

export const classEndedSchema = z.object({
  liveClassId: z.number().int(),
  endedAt: z.string(),
});
export type ClassEnded = z.infer<typeof classEndedSchema>;

/**
 * How many minutes of processing a recording takes after the class's end per minute of class left
 * to encode, rounded up for the member's "ready in about N minutes". The takes are encoded while
 * the class is on air, so what is left at the end is the last take at most
 * (RECORDING_TAKE_SECONDS): a 45-minute class was playable 1.5 minutes after its end, its last
 * take 5 minutes long (scripts/bench/recording-45min.mjs, docs/benchmarks.md).
 */
export const RECORDING_MINUTES_PER_CLASS_MINUTE = 0.3;

/** GET /api/livestream/{liveClassId}/summary: what a member sees once the class has ended. */
export const classSummaryParamsSchema = z.object({ liveClassId: idSchema('class id') });
export const classSummarySchema = z.object({
  liveClassId: z.number().int(),
  /** When the instructor ended the class; null while it is on air or was never ended by hand. */
  endedAt: z.string().nullable(),
  /** From the caller's first join to the end (or now), at most the class's length. */
  minutesAttended: z.number().int(),
  cameraOnSeconds: z.number().int(),
  recording: z.object({
    state: z.enum(['none', 'recording', 'processing', 'ready', 'failed']),
    /** While it is processing: about how long until it plays in the library. */
    readyInMinutes: z.number().int().nullable(),
    /** The on-demand class it became, once ready. */
    videoId: z.number().int().nullable(),
  }),
  /** The next class of the same studio or instructor that can still be booked, if any. */
  next: z
    .object({
      id: z.number().int(),
      title: z.string(),
      instructor: z.string(),
      scheduledDatetime: z.string(),
    })
    .nullable(),
  /**
   * The member's workout of the class (issue 53, item 5): calories, heart rate and their place on
   * the board; null for an instructor, or a member without one.
   */
  workout: workoutSummarySchema.nullable(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const liveEndingTexts = {
  ended: 'This class has ended.',
  thanks: 'Thanks for joining! Here is your class.',
  confirmEndTitle: 'End the class for everyone?',
  confirmEnd:
    'Every member’s room will say the class has ended and turn their camera off. You can resume until the scheduled end.',
  endForEveryone: 'End class for everyone',
  keepTeaching: 'Keep teaching',
  instructorEnded: 'The class has ended. Members were told and their cameras turned off.',
  resume: 'Resume class',
  resumeNote: (until: string) =>
    `Ended by mistake? Resume until ${until} ET: the recording goes on as the same class.`,
  recordingReadyIn: (minutes: number) =>
    `The recording will be in the library in about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  recordingReady: 'The recording is in the library.',
  recordingFailed: 'The recording could not be processed.',
  recordingNone: 'This class was not recorded.',
  watchRecording: 'Watch the recording',
  nextClass: 'Next class',
  backToClasses: 'Back to your classes',
} as const;

/** The member's room around the picture (issue 51, item 5): the wait before the start. */
export const liveRoomTexts = {
  waitingTitle: 'Before the class',
  startingSoon: 'Starting soon: the class begins in',
  openCheck: 'Check your camera and microphone',
  closeCheck: 'Done checking',
  memberCheckHint:
    'Only the instructor will see your camera, and only once you turn it on in the class.',
  aboutClass: 'About this class',
} as const;
