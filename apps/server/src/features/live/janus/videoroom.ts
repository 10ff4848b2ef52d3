import { liveMediaTexts } from '@jetsweat/contract';
import type { VideoRoomHandle } from 'janode/plugins/videoroom';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { JanusGateway } from './janus-gateway.ts';

/** Janus's VideoRoom error codes the live room meets (janus_videoroom.c). */
export const JANUS_NO_SUCH_ROOM = 426;
export const JANUS_ROOM_EXISTS = 427;
export const JANUS_NO_SUCH_FEED = 428;
export const JANUS_ID_EXISTS = 436;

export const janusCode = (err: unknown): number | undefined =>
  (err as { _code?: number } | null)?._code;

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

/** A failure with one of `codes` is what was wanted anyway (a room already gone, say). */
export const unless =
  (...codes: number[]) =>
  (err: unknown) => {
    if (!codes.includes(janusCode(err) ?? 0)) throw err;
  };

/** Runs `work` on a short-lived VideoRoom handle of its own, detached afterwards. */
export async function withHandle<T>(
  janus: JanusGateway,
  work: (h: VideoRoomHandle) => Promise<T>,
): Promise<T> {
  const handle = await janus.videoRoom();
  try {
    return await work(handle);
  } finally {
    await handle.detach().catch(() => undefined);
  }
}

/**
 * A VideoRoom request janode has no method for (the remote publishers' ones): Janus's answer,
 * or its error thrown with the code as janode's own methods throw it.
 */
export async function request(
  handle: VideoRoomHandle,
  body: { request: string } & Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const answer = await handle.message(body);
  const data = answer.plugindata?.data ?? {};
  if (typeof data.error_code === 'number')
    throw Object.assign(new Error(`${data.error_code} ${String(data.error)}`), {
      _code: data.error_code,
    });
  return data;
}
