import { z } from 'zod';
import { idSchema } from './ids.ts';
import { workoutStatuses } from './schedule-texts.ts';
import { daysInMonth, workoutTexts } from './workouts-texts.ts';

/** 'MM-DD-YYYY HH:mm', 24-hour (spec 7: the reschedule picker's 12 AM is hour 00). */
const WHEN_PATTERN = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;

/** The parts of a workout time the calendar sends; the server reads them in the member's zone. */
export interface WallClockTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Reads 'MM-DD-YYYY HH:mm': its parts, or why it is not a time (malformed, or a day the month lacks). */
export function parseWorkoutWhen(text: string): WallClockTime | 'malformed' | 'no-such-day' {
  const m = WHEN_PATTERN.exec(text);
  if (!m) return 'malformed';
  const [month, day, year, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return 'malformed';
  if (day < 1 || day > daysInMonth(year, month)) return 'no-such-day';
  return { year, month, day, hour, minute };
}

/** Whether the runtime knows `zone` by its IANA name (America/Chicago). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const workoutId = idSchema('workout');

/**
 * POST /api/workout/update: moves an on-demand workout to `when` ('MM-DD-YYYY HH:mm'), read in
 * `timeZone` (ours: the member's own zone, which the calendar shows; Eastern Time when absent).
 */
export const updateWorkoutBodySchema = z
  .object({
    workoutId,
    // The shape only: which day does not exist the service says, once the login is checked.
    when: z.string().max(40).regex(WHEN_PATTERN, { message: workoutTexts.whenFormat }),
    /** An IANA zone; the service refuses one the runtime does not know. */
    timeZone: z.string().max(64).optional(),
  })
  .strict();
export type UpdateWorkoutBody = z.infer<typeof updateWorkoutBodySchema>;

/** POST /api/workout/updateStatus: the member marks a workout scheduled, completed or skipped. */
export const updateWorkoutStatusBodySchema = z
  .object({
    workoutId,
    status: z.enum(workoutStatuses, { message: workoutTexts.statusUnknown }),
  })
  .strict();
export type UpdateWorkoutStatusBody = z.infer<typeof updateWorkoutStatusBodySchema>;

/** POST /api/workout/delete: takes a workout off the member's calendar. */
export const deleteWorkoutBodySchema = z.object({ workoutId }).strict();
export type DeleteWorkoutBody = z.infer<typeof deleteWorkoutBodySchema>;
/** What the delete answers: the workout that is gone. */
export const deletedWorkoutAnswerSchema = z.object({ workoutId: z.number().int() });

/** The member's private iCalendar feed: the same address over https (or http) and webcal. */
export const calendarFeedAddressSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** GET /api/calendar/feed/{token}.ics: a feed token is 43 URL-safe characters (256 bits). */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { message: workoutTexts.feedNotFound }),
});

/** The calendars the server syncs a member's workouts to (Google Calendar, Outlook). */
export const calendarProviderSchema = z.enum(['google', 'outlook']);
export type CalendarProvider = z.infer<typeof calendarProviderSchema>;
export const calendarProviderParamsSchema = z.object({ provider: calendarProviderSchema });

/**
 * One provider's sync as the calendar shows it: not configured on this server, not connected
 * (unsynced), sending changes (syncing), up to date (synced), or waiting for the member to sign in
 * again (needs-reconnecting); `waiting` counts the changes not sent yet.
 */
export const calendarSyncStateSchema = z.object({
  configured: z.boolean(),
  state: z.enum(['unsynced', 'syncing', 'synced', 'needs-reconnecting']),
  waiting: z.number().int(),
});
export type CalendarSyncState = z.infer<typeof calendarSyncStateSchema>;
export const calendarSyncStatusSchema = z.object({
  google: calendarSyncStateSchema,
  outlook: calendarSyncStateSchema,
});
export type CalendarSyncStatus = z.infer<typeof calendarSyncStatusSchema>;

/** Where the browser goes to sign in to the provider (its consent page). */
export const calendarConnectAnswerSchema = z.object({ url: z.string() });

/** The provider's redirect back: a code and the state, or an error (the member said no). */
export const calendarCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
