import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import type { FastifyBaseLogger } from 'fastify';
import { liveMediaTexts } from '@jetsweat/contract';
import { HttpError } from '../../../platform/http/errors.ts';

/** Janus's WebSocket API, reached by this server only, with one session for the instance. */
export interface JanusGateway {
  /** A new VideoRoom handle on the instance's session (connecting first when needed). */
  videoRoom(): Promise<VideoRoomHandle>;
  close(): Promise<void>;
}

const unavailable = () => new HttpError(503, liveMediaTexts.unavailable);

/**
 * Connects when first asked, not at start: the server runs (chat, the calls) while Janus is down,
 * and a lost connection or session is opened again by the next request that needs it.
 */
export function createJanusGateway(
  url: string,
  apiSecret: string | undefined,
  log: FastifyBaseLogger,
): JanusGateway {
  // janode writes to stdout itself; our log says what matters.
  Janode.Logger.setLevel('none');
  let opened: Promise<{ connection: JanodeConnection; session: JanodeSession }> | null = null;

  const open = async () => {
    const connection = await Janode.connect({
      address: { url, ...(apiSecret ? { apisecret: apiSecret } : {}) },
      max_retries: 1,
      retry_time_secs: 1,
    });
    const forget = (why: string) => () => {
      log.warn({ janus: url }, `Janus ${why}: the next request reconnects`);
      opened = null;
    };
    connection.once(Janode.EVENT.CONNECTION_CLOSED, forget('closed the connection'));
    connection.on(Janode.EVENT.CONNECTION_ERROR, forget('connection failed'));
    const session = await connection.create(15);
    session.once(Janode.EVENT.SESSION_DESTROYED, forget('ended the session'));
    return { connection, session };
  };

  return {
    async videoRoom() {
      const current = (opened ??= open());
      try {
        const { session } = await current;
        return await session.attach(VideoRoomPlugin);
      } catch (err) {
        if (opened === current) opened = null;
        log.warn({ err, janus: url }, 'Janus could not be reached');
        throw unavailable();
      }
    },
    async close() {
      const current = opened;
      opened = null;
      if (!current) return;
      const { connection, session } = await current.catch(() => ({
        connection: null,
        session: null,
      }));
      await session?.destroy().catch(() => undefined);
      await connection?.close().catch(() => undefined);
    },
  };
}
