import Janode from 'janode';
import {
  INSTRUCTOR_FEED,
  liveMediaEvents as media,
  liveMediaTexts,
  liveRosterTexts,
  mediaFeedsSchema,
  mediaIceSchema,
  mediaPublishSchema,
  mediaStartSchema,
  mediaSubscribeSchema,
  mediaUnpublishSchema,
  memberFeed,
  type RoomRole,
} from '@jetsweat/contract';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { findClassBroadcast } from '../broadcast-store.ts';
import { JANUS_ID_EXISTS, janusCode, meaning, roomIdOf } from '../janus/videoroom.ts';
import type { LiveMedia } from '../janus/live-media.ts';
import { findModeration } from '../moderation-store.ts';
import { roomAccess } from '../room-access.ts';
import { announceMember } from './roster.ts';
import {
  instructorsOf,
  on,
  personOf,
  placeIn,
  roomOf,
  type LiveSocket,
  type SocketContext,
} from './socket-kit.ts';

const PUBLISH = 'publish';

/** Whom a camera going on or off concerns: the instructor's, the room; a member's, its teachers. */
const audienceOf = (liveClassId: number, feed: string) =>
  feed === INSTRUCTOR_FEED ? roomOf(liveClassId) : instructorsOf(liveClassId);

/** The one camera each side may receive: members the instructor's, the instructor the members'. */
function refuseFeed(role: RoomRole, feed: string): void {
  if (role === 'member' && feed !== INSTRUCTOR_FEED)
    throw forbidden(liveMediaTexts.onlyInstructorFeed);
  if (role === 'instructor' && feed === INSTRUCTOR_FEED)
    throw forbidden(liveMediaTexts.onlyMemberFeeds);
}

/** What the media events of one connection share. */
function mediaKit(ctx: SocketContext, socket: LiveSocket) {
  const { io, deps } = ctx;
  return {
    feedOf: (role: RoomRole) =>
      role === 'instructor' ? INSTRUCTOR_FEED : memberFeed(socket.data.userId),
    janus: (): LiveMedia => {
      if (!ctx.media) throw conflict(liveMediaTexts.peerMode);
      return ctx.media;
    },
    /** The room's rule again (a class that ended, a booking gone): one's place in it. */
    enter: async (liveClassId: number) => {
      placeIn(socket, liveClassId);
      const person = personOf(socket);
      return (await roomAccess(deps.db, person, liveClassId, deps.clock.now())).role;
    },
    /** A camera went on or off: its audience hears it, and a member's roster line changes. */
    announce: (liveClassId: number, feed: string, on: boolean) => {
      io.to(audienceOf(liveClassId, feed)).emit(media.feed, { liveClassId, feed, on });
      if (feed !== INSTRUCTOR_FEED) announceMember(ctx, liveClassId, socket.data.userId);
    },
    /** A member whose camera the instructor hid may not publish it (403). */
    refuseHidden: async (liveClassId: number) => {
      if ((await findModeration(deps.db, liveClassId, socket.data.userId))?.cameraHidden)
        throw forbidden(liveRosterTexts.cameraHidden);
    },
  };
}
type MediaKit = ReturnType<typeof mediaKit>;

/** One's own camera: published as one's feed (offer in, Janus's answer back), or taken off. */
function publishEvents(ctx: SocketContext, socket: LiveSocket, kit: MediaKit): void {
  const { deps } = ctx;
  on(ctx, socket, media.publish, mediaPublishSchema, async ({ liveClassId, offer }) => {
    const m = kit.janus();
    const role = await kit.enter(liveClassId);
    if (role === 'member') await kit.refuseHidden(liveClassId);
    if (!(await findClassBroadcast(deps.db, liveClassId))) throw conflict(liveMediaTexts.notLive);
    // Every camera publishes at the class's home (the instructor's room is opened on going live;
    // again here after a restart of Janus).
    const home =
      role === 'instructor' ? await m.rooms.open(liveClassId) : await m.rooms.homeOf(liveClassId);
    const feed = kit.feedOf(role);
    const handle = await m.janus.at(home).videoRoom();
    await m.links.set(socket.id, liveClassId, PUBLISH, handle);
    // Janus lets a camera be received once its media arrives: the audience hears of it then.
    handle.once(Janode.EVENT.HANDLE_WEBRTCUP, () => kit.announce(liveClassId, feed, true));
    const room = roomIdOf(liveClassId);
    const audio = role === 'instructor';
    const join = () =>
      handle.joinConfigurePublisher({ room, feed, audio, video: true, jsep: offer });
    const joined = await join().catch(async (err: unknown) => {
      // The same person's earlier page (a reload) still holds the feed: it gives way.
      if (janusCode(err) !== JANUS_ID_EXISTS) throw meaning(err);
      await m.rooms.kick(liveClassId, feed);
      return join().catch((again: unknown) => {
        throw meaning(again);
      });
    });
    // Where the class spread to another Janus, the new publication is forwarded there too; a
    // failure leaves the home's members their picture, and is logged.
    if (role === 'instructor' && joined.jsep)
      await m.rooms.instructorPublished(liveClassId, joined.jsep.sdp).catch((err: unknown) => {
        ctx.log.warn({ err, liveClassId }, "the instructor's feed could not be forwarded");
      });
    return { liveClassId, feed, answer: joined.jsep };
  });

  on(ctx, socket, media.unpublish, mediaUnpublishSchema, async ({ liveClassId }) => {
    const role = placeIn(socket, liveClassId);
    if (await kit.janus().links.drop(socket.id, liveClassId, PUBLISH))
      kit.announce(liveClassId, kit.feedOf(role), false);
    return { liveClassId };
  });
}

/** Receiving a camera: Janus's offer out, the page's answer in; and which cameras are on. */
function receiveEvents(ctx: SocketContext, socket: LiveSocket, kit: MediaKit): void {
  on(ctx, socket, media.subscribe, mediaSubscribeSchema, async ({ liveClassId, feed }) => {
    const m = kit.janus();
    const role = await kit.enter(liveClassId);
    refuseFeed(role, feed);
    // A member receives the instructor where they are seated (the home, or where the class
    // spread); the instructor receives members' cameras at home.
    const at =
      role === 'member'
        ? await m.rooms.seat(liveClassId, socket.data.userId)
        : await m.rooms.homeOf(liveClassId);
    const handle = await m.janus.at(at).videoRoom();
    await m.links.set(socket.id, liveClassId, feed, handle);
    const room = roomIdOf(liveClassId);
    const joined = await handle.joinSubscriber({ room, feed }).catch((err: unknown) => {
      void m.links.drop(socket.id, liveClassId, feed);
      throw meaning(err);
    });
    return { liveClassId, feed, offer: joined.jsep };
  });

  on(ctx, socket, media.start, mediaStartSchema, async ({ liveClassId, feed, answer }) => {
    placeIn(socket, liveClassId);
    const handle = kit.janus().links.get(socket.id, liveClassId, feed);
    if (!handle) throw conflict(liveMediaTexts.notSubscribed);
    await handle.start({ jsep: answer }).catch((err: unknown) => {
      throw meaning(err);
    });
    return { liveClassId, feed };
  });

  on(ctx, socket, media.feeds, mediaFeedsSchema, async ({ liveClassId }) => {
    const role = await kit.enter(liveClassId);
    const mine = kit.feedOf(role);
    return (await kit.janus().rooms.publishing(liveClassId)).filter((feed) => {
      if (feed === mine) return false;
      return role === 'instructor' ? feed !== INSTRUCTOR_FEED : feed === INSTRUCTOR_FEED;
    });
  });
}

/**
 * The media through Janus (JANUS_URL): the page sends its offer, answer and ICE to this server,
 * which drives the class's VideoRooms with janode, each link on the Janus class-rooms.ts placed it
 * on; the page never reaches Janus's API. The room's rule is asked again on each publication and
 * subscription.
 */
export function mediaEvents(ctx: SocketContext, socket: LiveSocket): void {
  const kit = mediaKit(ctx, socket);
  publishEvents(ctx, socket, kit);
  receiveEvents(ctx, socket, kit);

  on(ctx, socket, media.ice, mediaIceSchema, async ({ liveClassId, link, candidates, done }) => {
    placeIn(socket, liveClassId);
    const handle = kit.janus().links.get(socket.id, liveClassId, link);
    if (!handle) throw conflict(liveMediaTexts.notSubscribed);
    // A burst goes to Janus as one trickle too (janode sends an array as `candidates`).
    if (candidates.length > 0) await handle.trickle(candidates);
    if (done) await handle.trickleComplete();
    return { liveClassId, link };
  });

  // A closed page's handles leave Janus; its camera is announced off.
  socket.on('disconnecting', () => {
    const rooms = socket.data.rooms ?? {};
    void ctx.media?.links.dropSocket(socket.id).then((dropped) => {
      for (const { liveClassId, link } of dropped) {
        const role = rooms[liveClassId];
        if (link === PUBLISH && role) kit.announce(liveClassId, kit.feedOf(role), false);
      }
    });
  });
}
