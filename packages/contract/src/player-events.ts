/** The player's events (spec 7): what the web player reports while a class plays. */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const playerEvents = ['play', 'pause', 'end', 'progress'] as const;
/** Days a downloaded class is kept on the device: its queued events are no older than this. */
export const DOWNLOAD_DAYS = 30;
/**
 * POST /api/{videoId}/analytics. The original client sent the path's placeholder literally, so
 * the path segment is not read: the body's videoId decides. eventValue is the position in the
 * class, in seconds. 'progress' is ours: sent while playing, so a class resumes where it stopped
 * even when the tab was closed without a pause.
 */
export const analyticsParamsSchema = z.object({ videoId: z.string().max(100) });
export const analyticsBodySchema = z
  .object({
    email: z.string().max(254).optional(),
    device: z.string().trim().max(200).default('web'),
    eventType: z.enum(playerEvents, {
      message: `Please send one of these events: ${playerEvents.join(', ')}.`,
    }),
    eventValue: z.coerce
      .number({ message: 'The event value must be the position in seconds.' })
      .min(0, 'The event value must be the position in seconds.')
      .max(24 * 60 * 60, 'The event value must be the position in seconds.'),
    videoId: idSchema('class id'),
    userId: z.number().int().optional(),
    /**
     * Ours: one play of the class, made by the player when playback starts (a UUID) and sent
     * with each event, so the server records the play as one workout however often it pauses.
     * Without it, a play starts a new session and other events join the latest one.
     */
    sessionId: z.uuid({ message: 'The session id must be a UUID.' }).optional(),
    /**
     * Ours: when the event happened on the member's device (ISO 8601), sent with the events of a
     * class watched offline, which reach the server later. The server counts time watched by
     * these times when they are believable (docs/decisions/0122-trusting-bounded-device-times.md)
     * and by its own clock otherwise, or when it is left out.
     */
    happenedAt: z.iso
      .datetime({ offset: true, message: 'The event time must be an ISO 8601 date and time.' })
      .optional(),
  })
  .strict();
export const analyticsAnswerSchema = z.object({
  /** The play this event belongs to: send it with the next events. */
  sessionId: z.string(),
  position: z.number(),
  /** Seconds of the class watched in this play (a seek forward does not count). */
  watchedSeconds: z.number(),
  /** The workout this play is recorded as, once some of it was watched; null before. */
  workoutId: z.number().int().nullable(),
  /** The calories recorded for this play so far (kcal, rounded down). */
  calories: z.number().int(),
});
