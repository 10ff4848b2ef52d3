import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { liveMediaTexts } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { JanusGateways } from './janus-gateways.ts';
import { leastLoaded, seatFor } from './placement.ts';
import {
  findHome,
  findSeat,
  forgetHome,
  keepInstructorStreams,
  loads,
  placeHome,
  placeSeat,
  seatUrlsOf,
  type MediaHome,
} from './placement-store.ts';
import {
  forwardInstructor,
  publishedStreams,
  stopForwarding,
  type PublishedStream,
} from './remote-feed.ts';
import {
  JANUS_NO_SUCH_FEED,
  JANUS_NO_SUCH_ROOM,
  JANUS_ROOM_EXISTS,
  roomIdOf,
  unless,
  withHandle,
} from './videoroom.ts';

/** Every class's room: private, kept in memory only, for the instructor and members' cameras. */
const ROOM_SETTINGS = {
  is_private: true,
  permanent: false,
  max_publishers: 200,
  bitrate: 1_500_000,
  // A keyframe every 10 s at most, so a member who arrives sees a picture soon.
  fir_freq: 10,
};

export interface ClassRoomsDeps {
  janus: JanusGateways;
  db: Database;
  signingSecret: string;
  /** JANUS_MEMBERS_PER_INSTANCE: past it, a class spreads to another instance. */
  membersPerInstance: number;
  log: FastifyBaseLogger;
}

/** What the classes' rooms share: the secret, a room opened or destroyed, where a class is. */
function roomKit(deps: ClassRoomsDeps) {
  const { janus, db } = deps;
  const secretOf = (liveClassId: number) =>
    createHmac('sha256', deps.signingSecret).update(`janus-room:${liveClassId}`).digest('hex');
  return {
    ...deps,
    secretOf,
    /** Opens the class's room on one instance; one already open (a reload, another app) is kept. */
    openRoom: (url: string, liveClassId: number) =>
      withHandle(janus.at(url), async (h) => {
        const room = roomIdOf(liveClassId);
        if ((await h.exists({ room })).exists) return;
        await h
          .create({ room, secret: secretOf(liveClassId), ...ROOM_SETTINGS })
          .catch(unless(JANUS_ROOM_EXISTS));
      }),
    destroyRoom: (url: string, liveClassId: number) =>
      withHandle(janus.at(url), (h) =>
        h
          .destroy({ room: roomIdOf(liveClassId), secret: secretOf(liveClassId) })
          .catch(unless(JANUS_NO_SUCH_ROOM)),
      ),
    forwardOf: (liveClassId: number, homeUrl: string, targetUrl: string) => ({
      liveClassId,
      secret: secretOf(liveClassId),
      home: { url: homeUrl, janus: janus.at(homeUrl) },
      target: { url: targetUrl, janus: janus.at(targetUrl) },
    }),
    /** The instances other than the home the class's members receive it from. */
    spreadOf: async (liveClassId: number, homeUrl: string) =>
      (await seatUrlsOf(db, liveClassId)).filter((u) => u !== homeUrl),
    /** The home of a class on air; a class never placed is not live for Janus. */
    homeOf: async (liveClassId: number): Promise<string> => {
      const home = await findHome(db, liveClassId);
      if (!home) throw conflict(liveMediaTexts.notLive);
      return home.janusUrl;
    },
  };
}
type RoomKit = ReturnType<typeof roomKit>;

/** The class's home; placed on the least loaded instance when it has none (or a gone one). */
async function place({ db, janus }: RoomKit, liveClassId: number): Promise<MediaHome> {
  const found = await findHome(db, liveClassId);
  if (found && janus.urls.includes(found.janusUrl)) return found;
  if (found) await forgetHome(db, liveClassId);
  await placeHome(db, liveClassId, leastLoaded(janus.urls, await loads(db)));
  const home = await findHome(db, liveClassId);
  if (!home) throw new Error(`class ${liveClassId} could not be placed`);
  return home;
}

/**
 * The instance a member receives the instructor from: the seat given earlier (a reload goes back
 * to it), else one chosen now; off the home, the room there is opened and the instructor's feed
 * forwarded to it when it is not yet.
 */
async function seat(k: RoomKit, liveClassId: number, userId: number): Promise<string> {
  const { db, janus } = k;
  const home = await k.homeOf(liveClassId);
  const seated =
    (await findSeat(db, liveClassId, userId)) ??
    (await placeSeat(db, {
      liveClassId,
      userId,
      janusUrl: seatFor({
        urls: janus.urls,
        home,
        spreadTo: await k.spreadOf(liveClassId, home),
        load: await loads(db),
        capacity: k.membersPerInstance,
      }),
    }));
  if (seated === home || !janus.urls.includes(seated)) return home;
  await k.openRoom(seated, liveClassId);
  const streams = (await findHome(db, liveClassId))?.instructorStreams;
  // Not publishing yet: the forward is made when they do (instructorPublished). A forward that
  // fails (the instructor just left) leaves no copy there: the member hears "not publishing".
  if (streams)
    await forwardInstructor(
      k.forwardOf(liveClassId, home, seated),
      JSON.parse(streams) as PublishedStream[],
      false,
    ).catch((err: unknown) => k.log.warn({ err, janus: seated }, 'Janus forward not made'));
  return seated;
}

/**
 * The instructor published (again) at home with Janus's `answerSdp`: their streams are kept for
 * later forwards, and every instance the class spread to gets the new publication (the old one's
 * forwarders ended with it).
 */
async function instructorPublished(k: RoomKit, liveClassId: number, answerSdp: string) {
  const home = await k.homeOf(liveClassId);
  const streams = publishedStreams(answerSdp);
  await keepInstructorStreams(k.db, liveClassId, JSON.stringify(streams));
  for (const target of await k.spreadOf(liveClassId, home)) {
    await k.openRoom(target, liveClassId);
    await forwardInstructor(k.forwardOf(liveClassId, home, target), streams, true);
  }
}

/**
 * Ends the class's media: forwarders stopped, every room destroyed (each feed in it ends), the
 * placement forgotten. A class never placed has its room destroyed wherever it may be.
 */
async function close(k: RoomKit, liveClassId: number): Promise<void> {
  const { db, janus } = k;
  const home = await findHome(db, liveClassId);
  try {
    if (!home) {
      await Promise.all(janus.urls.map((url) => k.destroyRoom(url, liveClassId)));
      return;
    }
    for (const target of await k.spreadOf(liveClassId, home.janusUrl)) {
      if (!janus.urls.includes(target)) continue;
      // One instance down does not keep the others' rooms, or the home's, open.
      await stopForwarding(k.forwardOf(liveClassId, home.janusUrl, target))
        .then(() => k.destroyRoom(target, liveClassId))
        .catch((err: unknown) => k.log.warn({ err, janus: target }, 'Janus room not ended'));
    }
    await k.destroyRoom(home.janusUrl, liveClassId);
  } finally {
    await forgetHome(db, liveClassId);
  }
}

/** Removes a feed at home left by an earlier page of the same person (a reload). */
async function kick(k: RoomKit, liveClassId: number, feed: string): Promise<void> {
  const home = await findHome(k.db, liveClassId);
  if (!home) return;
  await withHandle(k.janus.at(home.janusUrl), (h) =>
    h
      .kick({ room: roomIdOf(liveClassId), feed, secret: k.secretOf(liveClassId) })
      .catch(unless(JANUS_NO_SUCH_FEED)),
  );
}

/** The feeds whose media reaches the home now (none when the class is not placed or open). */
async function publishing(k: RoomKit, liveClassId: number): Promise<string[]> {
  const home = await findHome(k.db, liveClassId);
  if (!home) return [];
  return withHandle(k.janus.at(home.janusUrl), async (h) => {
    try {
      const { participants } = await h.listParticipants({ room: roomIdOf(liveClassId) });
      return participants.filter((p) => p.publisher).map((p) => String(p.feed));
    } catch (err) {
      unless(JANUS_NO_SUCH_ROOM)(err);
      return [];
    }
  });
}

/**
 * The classes' VideoRooms on one or several Janus instances. A class going live is placed on the
 * least loaded instance, its home, where its instructor and members' cameras publish; a member
 * receives the instructor there, or, once the home holds JANUS_MEMBERS_PER_INSTANCE, from a room
 * on another instance the instructor's feed is forwarded to (remote-feed.ts). Placements are kept
 * in the database so every app instance agrees. A room's secret (needed to destroy it, remove a
 * feed or forward one) is derived from the server's signing secret: every instance knows it and
 * no page ever does.
 */
export function createClassRooms(deps: ClassRoomsDeps) {
  const k = roomKit(deps);
  return {
    secretOf: k.secretOf,
    /** Places the class (once) and opens its room at home; answers the home's address. */
    async open(liveClassId: number): Promise<string> {
      const home = await place(k, liveClassId);
      await k.openRoom(home.janusUrl, liveClassId);
      return home.janusUrl;
    },
    homeOf: k.homeOf,
    seat: (liveClassId: number, userId: number) => seat(k, liveClassId, userId),
    instructorPublished: (liveClassId: number, answerSdp: string) =>
      instructorPublished(k, liveClassId, answerSdp),
    close: (liveClassId: number) => close(k, liveClassId),
    kick: (liveClassId: number, feed: string) => kick(k, liveClassId, feed),
    publishing: (liveClassId: number) => publishing(k, liveClassId),
  };
}
export type ClassRooms = ReturnType<typeof createClassRooms>;
