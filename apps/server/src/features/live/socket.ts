import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import {
  apiTexts,
  chatHistorySchema,
  chatRemoveSchema,
  chatSendSchema,
  LIVE_CHAT_MESSAGES_PER_WINDOW,
  LIVE_CHAT_WINDOW_SECONDS,
  liveSocketEvents as ev,
  liveSocketTexts,
  roomEventSchema,
  signalSchema,
  type ChatMessage,
  type RoomRole,
  type SocketAck,
} from '@jetsweat/contract';
import { tokenFromHeader, type ResolveSession } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, HttpError, notFound, tooManyRequests } from '../../platform/errors.ts';
import {
  insertChatMessage,
  listChatMessages,
  removeChatMessage,
  type ChatRow,
} from './chat-store.ts';
import { roomAccess } from './room-access.ts';

/** What a connection carries: whose it is and the rooms it entered, with its place in each. */
interface SocketData {
  token: string;
  userId: number;
  internal: boolean;
  rooms: Record<number, RoomRole>;
  /** Events this connection sent in the current window (its own flood limit). */
  events: { windowStart: number; count: number };
}
/** Events are named by the contract (liveSocketEvents) and read with its schemas. */
type AnyEvents = Record<string, (...args: any[]) => void>;
type LiveServer = Server<AnyEvents, AnyEvents, AnyEvents, SocketData>;
type LiveSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;
type Ack = (answer: SocketAck<unknown>) => void;

const roomOf = (liveClassId: number) => `class:${liveClassId}`;

const chatView = (r: ChatRow): ChatMessage => ({
  id: r.id,
  liveClassId: r.live_class_id,
  userId: r.user_id,
  name: r.first_name,
  role: r.role,
  text: r.text,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The token a client hands over: socket.io's `auth: { token }`, or an Authorization header. */
function handshakeToken(socket: LiveSocket): string | null {
  const given: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string') return tokenFromHeader(given);
  return tokenFromHeader(socket.handshake.headers.authorization);
}

/** The failure an ack carries: the HTTP status and text a call would have answered. */
function failure(err: unknown, log: FastifyInstance['log']): SocketAck<never> {
  if (err instanceof HttpError)
    return {
      status: 0,
      content: err.message,
      httpStatus: err.statusCode,
      ...(err.code ? { code: err.code } : {}),
    };
  log.error({ err }, 'live room socket event failed');
  return { status: 0, content: apiTexts.somethingWentWrong, httpStatus: 500 };
}

interface Context {
  io: LiveServer;
  deps: Deps;
  resolve: ResolveSession;
  log: FastifyInstance['log'];
}

/**
 * A connection's own flood limit, counted where it is held (a socket lives on one instance): ICE
 * candidates come in bursts of a few dozen, so the bound is well above what a page sends.
 */
const SOCKET_EVENTS_PER_WINDOW = 100;
const SOCKET_EVENT_WINDOW_MS = 10_000;
function overFloodLimit(socket: LiveSocket): boolean {
  const now = Date.now();
  const e = socket.data.events;
  if (now - e.windowStart >= SOCKET_EVENT_WINDOW_MS) {
    e.windowStart = now;
    e.count = 0;
  }
  e.count += 1;
  return e.count > SOCKET_EVENTS_PER_WINDOW;
}

/**
 * One event's handling: the session is asked again (a log-out or an expiry ends the socket with
 * `live:error`), the input is read with the contract's schema (400 with its message), and the
 * answer goes back in the ack as the calls' envelope.
 */
function on<S extends z.ZodType>(
  ctx: Context,
  socket: LiveSocket,
  event: string,
  schema: S,
  handle: (input: z.infer<S>) => Promise<unknown>,
): void {
  socket.on(event, async (raw: unknown, maybeAck: unknown) => {
    const ack: Ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : () => undefined;
    if (overFloodLimit(socket)) {
      ack({ status: 0, content: apiTexts.tooManyRequests, httpStatus: 429 });
      return;
    }
    const session = await ctx.resolve(socket.data.token).catch(() => null);
    if (!session) {
      const ended = {
        status: 0 as const,
        content: liveSocketTexts.sessionEnded,
        httpStatus: 401,
      };
      socket.emit(ev.error, ended);
      ack(ended);
      socket.disconnect(true);
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const content = parsed.error.issues[0]?.message ?? liveSocketTexts.badRequest;
      ack({ status: 0, content, httpStatus: 400 });
      return;
    }
    try {
      ack({ status: 1, content: await handle(parsed.data) });
    } catch (err) {
      ack(failure(err, ctx.log));
    }
  });
}

/** The socket's place in a room it entered, or 403 when it has not entered it. */
function placeIn(socket: LiveSocket, liveClassId: number): RoomRole {
  const role = socket.data.rooms[liveClassId];
  if (!role) throw forbidden(liveSocketTexts.notInRoom);
  return role;
}

function roomEvents(ctx: Context, socket: LiveSocket): void {
  const { io, deps } = ctx;
  const person = () => ({ id: socket.data.userId, internal: socket.data.internal });
  on(ctx, socket, ev.join, roomEventSchema, async ({ liveClassId }) => {
    const { role } = await roomAccess(deps.db, person(), liveClassId, deps.clock.now());
    const room = roomOf(liveClassId);
    await socket.join(room);
    socket.data.rooms = { ...socket.data.rooms, [liveClassId]: role };
    const me = { socketId: socket.id, userId: socket.data.userId, role };
    socket.to(room).emit(ev.peerJoined, { liveClassId, ...me });
    const peers = (await io.in(room).fetchSockets())
      .filter((s) => s.id !== socket.id)
      .map((s) => ({ socketId: s.id, userId: s.data.userId, role: s.data.rooms[liveClassId] }));
    return { liveClassId, role, socketId: socket.id, peers };
  });
  on(ctx, socket, ev.leave, roomEventSchema, async ({ liveClassId }) => {
    placeIn(socket, liveClassId);
    await socket.leave(roomOf(liveClassId));
    const { [liveClassId]: _left, ...rest } = socket.data.rooms;
    socket.data.rooms = rest;
    socket.to(roomOf(liveClassId)).emit(ev.peerLeft, { liveClassId, socketId: socket.id });
    return { liveClassId };
  });
  socket.on('disconnecting', () => {
    for (const id of Object.keys(socket.data.rooms ?? {}))
      socket
        .to(roomOf(Number(id)))
        .emit(ev.peerLeft, { liveClassId: Number(id), socketId: socket.id });
  });
}

function chatEvents(ctx: Context, socket: LiveSocket): void {
  const { io, deps } = ctx;
  on(ctx, socket, ev.chatSend, chatSendSchema, async ({ liveClassId, text, clientMessageId }) => {
    placeIn(socket, liveClassId);
    // The rule again: a class that has ended, or a booking gone, stops the chat too.
    const person = { id: socket.data.userId, internal: socket.data.internal };
    const { role } = await roomAccess(deps.db, person, liveClassId, deps.clock.now());
    const sent = await deps.limiter.count(
      `live-chat:${socket.data.userId}:${liveClassId}`,
      LIVE_CHAT_WINDOW_SECONDS,
    );
    if (sent > LIVE_CHAT_MESSAGES_PER_WINDOW) throw tooManyRequests(liveSocketTexts.chatTooFast);
    const { row, fresh } = await insertChatMessage(deps.db, {
      liveClassId,
      userId: socket.data.userId,
      role,
      text,
      clientMessageId,
      now: deps.clock.now(),
    });
    const message = chatView(row);
    // Sent again (its answer was lost): the room has it already.
    if (fresh) io.to(roomOf(liveClassId)).emit(ev.chatMessage, message);
    return message;
  });
  on(ctx, socket, ev.chatHistory, chatHistorySchema, async ({ liveClassId, before, limit }) => {
    placeIn(socket, liveClassId);
    return (await listChatMessages(deps.db, liveClassId, limit, before)).map(chatView);
  });
  on(ctx, socket, ev.chatRemove, chatRemoveSchema, async ({ liveClassId, messageId }) => {
    if (placeIn(socket, liveClassId) !== 'instructor')
      throw forbidden(liveSocketTexts.onlyInstructorRemoves);
    if (!(await removeChatMessage(deps.db, liveClassId, messageId, deps.clock.now())))
      throw notFound(liveSocketTexts.messageNotFound);
    io.to(roomOf(liveClassId)).emit(ev.chatRemoved, { liveClassId, id: messageId });
    return { liveClassId, id: messageId };
  });
}

/**
 * WebRTC's offer, answer and ICE candidates, relayed to one peer of the same room, and only
 * between a member and an instructor: members never reach each other's cameras.
 */
function signalEvents(ctx: Context, socket: LiveSocket): void {
  const { io } = ctx;
  on(ctx, socket, ev.signal, signalSchema, async ({ liveClassId, to, type, payload }) => {
    const mine = placeIn(socket, liveClassId);
    const [target] = await io.in(to).fetchSockets();
    const theirs = target?.data.rooms?.[liveClassId];
    if (!target || !theirs) throw notFound(liveSocketTexts.peerNotFound);
    if (new Set([mine, theirs]).size !== 2) throw forbidden(liveSocketTexts.signalNotAllowed);
    const from = { socketId: socket.id, userId: socket.data.userId, role: mine };
    io.to(to).emit(ev.signal, { liveClassId, from, type, payload });
    return { liveClassId, to };
  });
}

/**
 * The live room's socket.io server on the API's own HTTP server (path /socket.io). The handshake
 * needs a live session (the token as socket.io's `auth.token`); a missing, wrong or expired one
 * is refused with a `connect_error` whose message says so and `data.status` 401. With REDIS_URL
 * set, rooms span the instances (socket.io's Redis adapter).
 */
export function registerLiveSocket(
  app: FastifyInstance,
  deps: Deps,
  resolve: ResolveSession,
): void {
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
  const redisUrl = deps.config.redisUrl;
  let redis: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    for (const r of [pub, sub])
      r.on('error', (err) =>
        app.log.warn({ err }, 'Redis is unreachable: the live room reaches this instance only'),
      );
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub, { key: 'jetsweat-live' }));
  }
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const refuse = (text: string) =>
      next(Object.assign(new Error(text), { data: { status: 401, content: text } }));
    if (!token) return refuse(liveSocketTexts.sessionNeeded);
    resolve(token).then(
      (session) => {
        if (!session) return refuse(liveSocketTexts.sessionEnded);
        socket.data = {
          token,
          userId: session.userId,
          internal: session.internal,
          rooms: {},
          events: { windowStart: Date.now(), count: 0 },
        };
        next();
      },
      (err: unknown) => {
        // The database away, say: the client hears that much and no more of the cause.
        app.log.warn({ err }, 'live room socket: the session could not be read');
        next(Object.assign(new Error(apiTexts.unavailable), { data: { status: 503 } }));
      },
    );
  });
  const ctx: Context = { io, deps, resolve, log: app.log };
  io.on('connection', (socket) => {
    roomEvents(ctx, socket);
    chatEvents(ctx, socket);
    signalEvents(ctx, socket);
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    for (const r of redis) r.disconnect();
  });
}
