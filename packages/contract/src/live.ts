import { z } from 'zod';
import { idSchema } from './ids.ts';
import { liveTexts } from './live-texts.ts';

/** Who a person is in a class's room: its teacher (the studio's instructors, staff) or a member. */
export const roomRoleSchema = z.enum(['instructor', 'member']);
export type RoomRole = z.infer<typeof roomRoleSchema>;

/** POST /api/events/live-class: a person enters a class's room. */
export const attendanceBodySchema = z.object({
  liveClassId: idSchema('class id'),
  userAgent: z.string().max(500, 'The user agent is too long.').default(''),
  browser: z.string().max(100, 'The browser name is too long.').default(''),
});

/** PUT /api/events/live-class/{attendanceId}: the page reports its camera, periodically and on leave. */
export const attendanceUpdateBodySchema = z.object({
  cameraOn: z.boolean({ message: 'cameraOn must be true or false.' }),
  cameraOnDurationSeconds: z
    .number({ message: 'The camera time must be a whole number of seconds.' })
    .int('The camera time must be a whole number of seconds.')
    .min(0, 'The camera time cannot be negative.')
    .max(24 * 60 * 60, 'The camera time is too long.'),
});
export const attendanceParamsSchema = z.object({ attendanceId: idSchema('attendance id') });

/** One person's attendance of one class: the same record however often they rejoin. */
export const attendanceSchema = z.object({
  id: z.number().int(),
  liveClassId: z.number().int(),
  role: roomRoleSchema,
  joinedAt: z.string(),
  lastJoinedAt: z.string(),
  cameraOn: z.boolean(),
  cameraOnDurationSeconds: z.number().int(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

const streamIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, liveTexts.badStreamId);

/** POST /rest/v2/broadcasts/create: an empty or missing stream id gets one generated. */
export const broadcastCreateBodySchema = z.object({
  liveClassId: idSchema('class id'),
  streamId: streamIdSchema.nullish(),
});
export const broadcastParamsSchema = z.object({
  streamId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, liveTexts.badStreamId),
});
export const broadcastSchema = z.object({
  streamId: z.string(),
  liveClassId: z.number().int(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** GET /api/livestream/channel/channelId/{id} (the id is the live class's). */
export const channelParamsSchema = z.object({ id: idSchema('class id') });
export const channelStateSchema = z.object({
  liveClassId: z.number().int(),
  /** The caller's place in the room. */
  role: roomRoleSchema,
  /** The class is on air now. */
  live: z.boolean(),
  streamId: z.string().nullable(),
  /** When the room opens and closes (ISO instants). */
  opensAt: z.string(),
  endsAt: z.string(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;
