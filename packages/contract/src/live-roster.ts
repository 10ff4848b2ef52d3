import { z } from 'zod';
import { idSchema } from './ids.ts';
import { LIVE_ROSTER_NAME_MAX } from './live-roster-texts.ts';

const liveClassIdField = idSchema('class id');

/** roster:watch. */
export const rosterWatchSchema = z.object({ liveClassId: liveClassIdField });
/** camera:state: the member's own camera, on or off (peer to peer; Janus knows by itself). */
export const cameraStateSchema = z.object({
  liveClassId: liveClassIdField,
  on: z.boolean({ message: 'on must be true or false.' }),
});
/** moderation:hide-camera, moderation:show-camera and moderation:remove: one member of the class. */
export const moderationSchema = z.object({
  liveClassId: liveClassIdField,
  userId: idSchema('member id'),
});

/** One member's line on the roster, as the server knows it (never as a page claims it). */
export const rosterMemberSchema = z.object({
  userId: z.number().int(),
  /** The first name and the last name's initial ("Bea B."). */
  name: z.string().max(LIVE_ROSTER_NAME_MAX),
  /** In the room now (a connection of theirs has entered it). */
  present: z.boolean(),
  /** Their camera reaches the instructor now. */
  cameraOn: z.boolean(),
  /** The instructor hid their camera. */
  cameraHidden: z.boolean(),
  /** The instructor removed them: they cannot come back into this class. */
  removed: z.boolean(),
  /** When they first came in (ISO), or null when they have only a connection so far. */
  joinedAt: z.string().nullable(),
});
export type RosterMember = z.infer<typeof rosterMemberSchema>;

/** roster:watch's answer: the members (present first, at most LIVE_ROSTER_MAX) and any beyond. */
export const rosterSchema = z.object({
  liveClassId: z.number().int(),
  members: z.array(rosterMemberSchema),
  /** Members not listed (past LIVE_ROSTER_MAX). */
  more: z.number().int(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** roster:member: one member's new line. */
export const rosterChangeSchema = z.object({
  liveClassId: z.number().int(),
  member: rosterMemberSchema,
});
export type RosterChange = z.infer<typeof rosterChangeSchema>;

/** moderation:camera-hidden, to the member: hidden or shown again. */
export const cameraHiddenSchema = z.object({
  liveClassId: z.number().int(),
  hidden: z.boolean(),
  message: z.string(),
});
export type CameraHidden = z.infer<typeof cameraHiddenSchema>;

/** moderation:removed, to the member, before their connection closes. */
export const removedSchema = z.object({ liveClassId: z.number().int(), message: z.string() });
export type Removed = z.infer<typeof removedSchema>;
