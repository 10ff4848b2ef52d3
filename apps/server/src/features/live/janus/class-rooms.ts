import { createHmac } from 'node:crypto';
import { liveMediaTexts } from '@jetsweat/contract';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { JanusGateway } from './janus-gateway.ts';

/** Janus's VideoRoom error codes the live room meets (janus_videoroom.c). */
export const JANUS_NO_SUCH_ROOM = 426;
export const JANUS_ROOM_EXISTS = 427;
export const JANUS_NO_SUCH_FEED = 428;
export const JANUS_ID_EXISTS = 436;

export const janusCode = (err: unknown): number | undefined =>
  (err as { _code?: number } | null)?._code;

/** Every class's room: private, kept in memory only, for the instructor and members' cameras. */
const ROOM_SETTINGS = {
  is_private: true,
  permanent: false,
  max_publishers: 200,
  bitrate: 1_500_000,
  // A keyframe every 10 s at most, so a member who arrives sees a picture soon.
  fir_freq: 10,
};

/** A class's Janus room: the same name on every instance. */
export const roomIdOf = (liveClassId: number) => `class-${liveClassId}`;

/**
 * What Janus's failures mean to the page: no room is a class not live, no feed a camera off;
 * anything else goes on as it is (the event's wrapper logs it and answers 500).
 */
export function meaning(err: unknown): unknown {
  const code = janusCode(err);
  if (code === JANUS_NO_SUCH_ROOM) return conflict(liveMediaTexts.notLive);
  if (code === JANUS_NO_SUCH_FEED) return notFound(liveMediaTexts.notPublishing);
  return err;
}

/**
 * One VideoRoom per live class, opened when its instructor goes live and destroyed when the
 * broadcast ends. Its secret (needed to destroy it or remove a feed) is derived from the server's
 * signing secret, so every instance knows it and no page ever does.
 */
export function createClassRooms(janus: JanusGateway, signingSecret: string) {
  const secretOf = (liveClassId: number) =>
    createHmac('sha256', signingSecret).update(`janus-room:${liveClassId}`).digest('hex');

  /** Runs `work` on a short-lived handle of its own, detached afterwards. */
  async function withHandle<T>(
    work: (h: Awaited<ReturnType<JanusGateway['videoRoom']>>) => Promise<T>,
  ) {
    const handle = await janus.videoRoom();
    try {
      return await work(handle);
    } finally {
      await handle.detach().catch(() => undefined);
    }
  }

  return {
    secretOf,
    /** Opens the class's room; one already open (a reload, another instance) is kept. */
    open: (liveClassId: number) =>
      withHandle(async (h) => {
        const room = roomIdOf(liveClassId);
        if ((await h.exists({ room })).exists) return;
        await h
          .create({
            room,
            secret: secretOf(liveClassId),
            ...ROOM_SETTINGS,
          })
          .catch((err: unknown) => {
            if (janusCode(err) !== JANUS_ROOM_EXISTS) throw err;
          });
      }),
    /** Destroys the class's room (every feed in it ends); one already gone is fine. */
    close: (liveClassId: number) =>
      withHandle(async (h) => {
        await h
          .destroy({ room: roomIdOf(liveClassId), secret: secretOf(liveClassId) })
          .catch((err: unknown) => {
            if (janusCode(err) !== JANUS_NO_SUCH_ROOM) throw err;
          });
      }),
    /** Removes a feed left by an earlier page of the same person (a reload). */
    kick: (liveClassId: number, feed: string) =>
      withHandle(async (h) => {
        await h
          .kick({ room: roomIdOf(liveClassId), feed, secret: secretOf(liveClassId) })
          .catch((err: unknown) => {
            if (janusCode(err) !== JANUS_NO_SUCH_FEED) throw err;
          });
      }),
    /** The feeds whose media reaches Janus now (none when the room is not open). */
    publishing: (liveClassId: number) =>
      withHandle(async (h) => {
        const room = roomIdOf(liveClassId);
        try {
          const { participants } = await h.listParticipants({ room });
          return participants.filter((p) => p.publisher).map((p) => String(p.feed));
        } catch (err) {
          if (janusCode(err) === JANUS_NO_SUCH_ROOM) return [];
          throw err;
        }
      }),
  };
}
export type ClassRooms = ReturnType<typeof createClassRooms>;
