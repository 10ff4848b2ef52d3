import { z } from 'zod';
import { idSchema } from './ids.ts';
import { iceCandidateSchema, sdpSchema } from './live-media.ts';
import {
  LIVE_CHAT_BATCH_DEFAULT,
  LIVE_CHAT_BATCH_MAX,
  LIVE_CHAT_MAX_LENGTH,
  LIVE_ICE_BATCH_MAX,
  liveSocketTexts,
  liveTexts,
} from './live-texts.ts';

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

/**
 * POST /rest/v2/broadcasts/create: the specification's body is the stream id alone (an empty or
 * missing one gets one generated); without a class, the caller's class whose room is open now.
 */
export const broadcastCreateBodySchema = z.object({
  liveClassId: idSchema('class id').optional(),
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
  /** When the instructor ended the class (not on air since); null otherwise (issue 51, item 3). */
  endedAt: z.string().nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;

const liveClassIdField = idSchema('class id');
// Control characters other than a line break or a tab have no place in a chat line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;
// Bidirectional embeddings, overrides and isolates show a line in another order than it is
// written (the "Trojan Source" trick): a message could read as something its words are not.
const HIDING = /[\u202A-\u202E\u2066-\u2069]/;

/** room:join and room:leave. */
export const roomEventSchema = z.object({ liveClassId: liveClassIdField });

/** chat:send: trimmed, 1 to LIVE_CHAT_MAX_LENGTH characters, no control characters. */
export const chatSendSchema = z.object({
  liveClassId: liveClassIdField,
  text: z
    .string({ message: liveSocketTexts.chatEmpty })
    .trim()
    .min(1, liveSocketTexts.chatEmpty)
    .max(LIVE_CHAT_MAX_LENGTH, liveSocketTexts.chatTooLong)
    .refine((t) => !CONTROL.test(t), liveSocketTexts.chatControlCharacters)
    .refine((t) => !HIDING.test(t), liveSocketTexts.chatHidingCharacters),
  /**
   * The page's own name for the message: a message sent again under the same name (no answer
   * came, the network dropped) is stored and shown once.
   */
  clientMessageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, liveSocketTexts.badRequest)
    .optional(),
});

/** chat:history: the batch before message `before` (none: the newest). */
export const chatHistorySchema = z.object({
  liveClassId: liveClassIdField,
  before: idSchema('message id').optional(),
  limit: z.number().int().min(1).max(LIVE_CHAT_BATCH_MAX).default(LIVE_CHAT_BATCH_DEFAULT),
});

export const chatRemoveSchema = z.object({
  liveClassId: liveClassIdField,
  messageId: idSchema('message id'),
});

/**
 * A socket's id as socket.io makes them (20 base64url characters). A room's name (`class:12`)
 * never has this shape, so a signal can only ever name one connection.
 */
const socketIdSchema = z.string().regex(/^[A-Za-z0-9_-]{20}$/, liveSocketTexts.peerNotFound);

/**
 * signal: an offer, answer or burst of ICE candidates for one peer (a socket id) of the same
 * room. The page sends the candidates its browser gathers together as one signal.
 */
export const signalSchema = z.discriminatedUnion('type', [
  z.object({
    liveClassId: liveClassIdField,
    to: socketIdSchema,
    type: z.literal('offer'),
    payload: z.object({ type: z.literal('offer'), sdp: sdpSchema }),
  }),
  z.object({
    liveClassId: liveClassIdField,
    to: socketIdSchema,
    type: z.literal('answer'),
    payload: z.object({ type: z.literal('answer'), sdp: sdpSchema }),
  }),
  z.object({
    liveClassId: liveClassIdField,
    to: socketIdSchema,
    type: z.literal('ice'),
    payload: z.array(iceCandidateSchema).min(1).max(LIVE_ICE_BATCH_MAX),
  }),
]);

export const chatMessageSchema = z.object({
  id: z.number().int(),
  liveClassId: z.number().int(),
  userId: z.number().int(),
  /** The sender's first name. */
  name: z.string(),
  role: roomRoleSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What an ack answers: the API's envelope, with the HTTP status a call would have had. */
export type SocketAck<T> =
  { status: 1; content: T } | { status: 0; content: string; httpStatus: number; code?: string };
