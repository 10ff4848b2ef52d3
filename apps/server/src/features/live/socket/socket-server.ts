import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { apiTexts, liveSocketTexts } from '@jetsweat/contract';
import { tokenFromHeader, type ResolveSession } from '../../../platform/http/auth.ts';
import type { Deps } from '../../../platform/deps.ts';
import type { LiveMedia } from '../janus/live-media.ts';
import type { LiveService } from '../service.ts';
import { boardEvents } from './board-events.ts';
import { boardPlacesAtEnd } from './board-places.ts';
import { chatEvents } from './chat-events.ts';
import { cheerEvents } from './cheer-events.ts';
import { mediaEvents } from './media-events.ts';
import { moderationEvents } from './moderation-events.ts';
import { endingAnnouncer } from './ending-events.ts';
import { roomEvents } from './room-events.ts';
import { rosterSocketEvents } from './roster-events.ts';
import { signalEvents } from './signal-events.ts';
import { admitPerson } from './sockets-per-person.ts';
import type { LiveServer, LiveSocket, RoomStudio, SocketContext } from './socket-kit.ts';

/** The token a client hands over: socket.io's `auth: { token }`, or an Authorization header. */
function handshakeToken(socket: LiveSocket): string | null {
  const given: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string') return tokenFromHeader(given);
  return tokenFromHeader(socket.handshake.headers.authorization);
}

/** With REDIS_URL set, rooms span the instances (socket.io's Redis adapter); its clients. */
function shareRoomsThroughRedis(app: FastifyInstance, io: LiveServer, url: string): Redis[] {
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = pub.duplicate();
  for (const r of [pub, sub])
    r.on('error', (err) =>
      app.log.warn({ err }, 'Redis is unreachable: the live room reaches this instance only'),
    );
  // The adapter publishes without waiting for the answer: a publish Redis refuses (an instance
  // shutting down, its clients closed while a page's last events are told) would be an unhandled
  // rejection. The other instances miss that one event, as they would any while Redis is away.
  const publish = pub.publish.bind(pub);
  pub.publish = ((...args: Parameters<typeof publish>) => {
    const published = publish(...args);
    published.catch((err: unknown) => app.log.debug({ err }, 'live room: a publish was lost'));
    return published;
  }) as typeof pub.publish;
  io.adapter(createAdapter(pub, sub, { key: 'jetsweat-live' }));
  return [pub, sub];
}

/** A refused handshake: the client's `connect_error` has the text and `data.status`. */
const refusal = (status: number, text: string) =>
  Object.assign(new Error(text), { data: { status, content: text } });

/**
 * The handshake needs a live session (the token as socket.io's `auth.token`); a missing, wrong
 * or expired one is refused with a `connect_error` whose message says so and `data.status` 401.
 * A person who already holds `LIVE_SOCKETS_PER_PERSON` connections is refused with 429.
 */
function requireSession(app: FastifyInstance, io: LiveServer, deps: Deps, resolve: ResolveSession) {
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(refusal(401, liveSocketTexts.sessionNeeded));
    resolve(token)
      .then(async (session) => {
        if (!session) return next(refusal(401, liveSocketTexts.sessionEnded));
        socket.data = {
          token,
          userId: session.userId,
          internal: session.internal,
          rooms: {},
          events: { windowStart: Date.now(), count: 0 },
        };
        const cap = deps.config.limits.liveSocketsPerPerson;
        if (!(await admitPerson(io, socket, cap, app.log)))
          return next(refusal(429, liveSocketTexts.tooManyConnections));
        next();
      })
      .catch((err: unknown) => {
        // The database away, say: the client hears that much and no more of the cause.
        app.log.warn({ err }, 'live room socket: the session could not be read');
        next(Object.assign(new Error(apiTexts.unavailable), { data: { status: 503 } }));
      });
  });
}

/**
 * The live room's socket.io server on the API's own HTTP server (path /socket.io). `studio` is
 * what the room needs of the studio console (who runs a studio, its audit log); `live` tells it of
 * classes ended and resumed, for their rooms. Answers how many
 * sockets and class rooms this instance holds, for the metrics.
 */
export function registerLiveSocket(
  app: FastifyInstance,
  deps: Deps,
  resolve: ResolveSession,
  media: LiveMedia | null,
  studio: RoomStudio,
  live: Pick<LiveService, 'listenForEndings'>,
): () => { sockets: number; rooms: number } {
  const io: LiveServer = new Server(app.server, {
    serveClient: false,
    // An SDP offer is a few kB: nothing an event carries needs more.
    maxHttpBufferSize: 64 * 1024,
  });
  const { instanceId } = deps.config;
  // The instance's name on the socket's answers too (the WebSocket upgrade), as on every call's.
  if (instanceId)
    io.engine.on('headers', (headers: Record<string, string>) => {
      headers['X-Instance'] = instanceId;
    });
  const redis = deps.config.redisUrl ? shareRoomsThroughRedis(app, io, deps.config.redisUrl) : [];
  requireSession(app, io, deps, resolve);
  const ctx: SocketContext = { io, deps, resolve, log: app.log, media, studio };
  // Members' places on the board are kept with their workouts as the class ends (issue 53), and
  // then the room is told.
  live.listenForEndings(boardPlacesAtEnd(ctx, endingAnnouncer(io)));
  io.on('connection', (socket) => {
    roomEvents(ctx, socket);
    chatEvents(ctx, socket);
    signalEvents(ctx, socket);
    mediaEvents(ctx, socket);
    rosterSocketEvents(ctx, socket);
    moderationEvents(ctx, socket);
    boardEvents(ctx, socket);
    cheerEvents(ctx, socket);
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    // QUIT lets the commands already sent (the last events told) finish first; a Redis that does
    // not answer within a second is left.
    await Promise.all(
      redis.map((r) =>
        Promise.race([r.quit(), new Promise((done) => setTimeout(done, 1000).unref())])
          .catch(() => undefined)
          .finally(() => r.disconnect()),
      ),
    );
    await media?.close();
  });
  const { adapter } = io.of('/');
  // Sockets are also in rooms of their own name and of their person's, and a class's teachers in
  // one more: only the classes' own rooms (roomOf) count.
  return () => ({
    sockets: io.engine.clientsCount,
    rooms: [...adapter.rooms.keys()].filter((room) => /^class:\d+$/.test(room)).length,
  });
}
