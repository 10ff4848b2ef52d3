import { z } from 'zod';
import { idSchema } from './ids.ts';
import { LIVE_ICE_BATCH_MAX } from './live-texts.ts';

/**
 * How the room's video travels (issue 20, item 5): `peer`, from the instructor's browser to each
 * member's (the default); `janus`, through the Janus VideoRoom our server drives (JANUS_URL).
 * The browser talks to our server only, over the room's socket, in both.
 */
export const mediaModeSchema = z.enum(['peer', 'janus']);
export type MediaMode = z.infer<typeof mediaModeSchema>;

/** One STUN or TURN server for RTCPeerConnection; TURN's credentials are the member's own, for hours. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** What room:join's answer tells the page about the media: the mode and the ICE servers. */
export const roomMediaSchema = z.object({
  mode: mediaModeSchema,
  iceServers: z.array(iceServerSchema),
});
export type RoomMedia = z.infer<typeof roomMediaSchema>;

/** A camera in a class's Janus room: the instructor's, or a member's (only the instructor sees it). */
export const INSTRUCTOR_FEED = 'instructor';
export const memberFeed = (userId: number) => `member-${userId}`;
export const feedIdSchema = z
  .string()
  .regex(/^(instructor|member-[1-9]\d{0,9})$/, 'That is not a camera of this class.');

export const sdpSchema = z.string().min(1).max(30_000, 'The session description is too long.');
/** One ICE candidate as RTCIceCandidate.toJSON() gives it. */
export const iceCandidateSchema = z.object({
  candidate: z.string().max(1000),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});
const liveClassIdField = idSchema('class id');

/** media:publish: one's own camera (the instructor's class, a member's camera), as an SDP offer. */
export const mediaPublishSchema = z.object({
  liveClassId: liveClassIdField,
  offer: z.object({ type: z.literal('offer'), sdp: sdpSchema }),
});
/** media:unpublish: one's own camera goes off. */
export const mediaUnpublishSchema = z.object({ liveClassId: liveClassIdField });
/** media:subscribe: receive one camera; Janus's offer comes back in the ack. */
export const mediaSubscribeSchema = z.object({ liveClassId: liveClassIdField, feed: feedIdSchema });
/** media:start: the page's answer to a subscription's offer. */
export const mediaStartSchema = z.object({
  liveClassId: liveClassIdField,
  feed: feedIdSchema,
  answer: z.object({ type: z.literal('answer'), sdp: sdpSchema }),
});
/**
 * media:ice: a burst of candidates for one's publication or one subscription, and `done` once
 * the browser has gathered them all (one event for a burst: docs/security.md, the event budget).
 */
export const mediaIceSchema = z
  .object({
    liveClassId: liveClassIdField,
    /** `publish` for one's own camera, else the feed subscribed to. */
    link: z.union([z.literal('publish'), feedIdSchema]),
    candidates: z.array(iceCandidateSchema).max(LIVE_ICE_BATCH_MAX),
    done: z.boolean().default(false),
  })
  .refine((ice) => ice.candidates.length > 0 || ice.done, 'Send a candidate, or done.');
/** media:feeds: the cameras on now that the asker may receive. */
export const mediaFeedsSchema = z.object({ liveClassId: liveClassIdField });

/** server → page (media:feed): a camera the page may receive went on or off. */
export const mediaFeedSchema = z.object({
  liveClassId: z.number().int(),
  feed: feedIdSchema,
  on: z.boolean(),
});
export type MediaFeed = z.infer<typeof mediaFeedSchema>;

/** The media's socket events (Janus mode). */
export const liveMediaEvents = {
  publish: 'media:publish',
  unpublish: 'media:unpublish',
  subscribe: 'media:subscribe',
  start: 'media:start',
  ice: 'media:ice',
  feeds: 'media:feeds',
  feed: 'media:feed',
} as const;

export const liveMediaTexts = {
  peerMode: 'This server sends video peer to peer: there is no media server to publish to.',
  notLive: 'The class is not live yet.',
  onlyInstructorFeed: 'Members receive only the instructor’s camera.',
  onlyMemberFeeds: 'The instructor receives the members’ cameras.',
  notPublishing: 'That camera is not on.',
  notSubscribed: 'Receive that camera first.',
  unavailable: 'The video server cannot be reached right now. Please try again in a moment.',
} as const;
