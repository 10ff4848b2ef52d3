import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import {
  apiTexts,
  LIVE_SOCKET_EVENTS_PER_WINDOW,
  LIVE_SOCKET_WINDOW_SECONDS,
  liveSocketEvents as ev,
  liveSocketTexts,
  type RoomRole,
  type SocketAck,
} from '@jetsweat/contract';
import type { AuthSession, ResolveSession } from '../../../platform/http/auth.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { forbidden, HttpError } from '../../../platform/http/errors.ts';
import type { LiveMedia } from '../janus/live-media.ts';
import { readStartedAfterEachCall } from './read-started-after-each-call.ts';

/** What a connection carries: whose it is and the rooms it entered, with its place in each. */
export interface SocketData {
  token: string;
  userId: number;
  internal: boolean;
  rooms: Record<number, RoomRole>;
  /** A member's own word on their camera per class, peer to peer only (camera:state). */
  cameras?: Record<number, boolean>;
  /** Events this connection sent in the current window (its own flood limit). */
  events: { windowStart: number; count: number };
}
/** Events are named by the contract (liveSocketEvents) and read with its schemas. */
type AnyEvents = Record<string, (...args: any[]) => void>;
export type LiveServer = Server<AnyEvents, AnyEvents, AnyEvents, SocketData>;
export type LiveSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;
type Ack = (answer: SocketAck<unknown>) => void;

/** One entry of the studio's audit log, as the room writes it (who did what to whom). */
export interface RoomAuditEntry {
  studioId: number;
  actorId: number;
  action: 'live_member.hide_camera' | 'live_member.show_camera' | 'live_member.remove';
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * What the room is handed of the studio console (app.ts builds it): who runs a studio, and its
 * audit log. The console reads the live room's instructors, so the room may not import it back.
 */
export interface RoomStudio {
  isAdmin(userId: number, studioId: number): Promise<boolean>;
  /** Writes one entry with the change's own transaction, so both commit or neither. */
  audit(db: Database, entry: RoomAuditEntry, now: Date): Promise<void>;
}

/** What every event handler is given: the server, the app's dependencies, the session check. */
export interface SocketContext {
  io: LiveServer;
  deps: Deps;
  resolve: ResolveSession;
  log: FastifyInstance['log'];
  /** Janus (JANUS_URL), or null: video goes peer to peer from the instructor. */
  media: LiveMedia | null;
  studio: RoomStudio;
}

export const roomOf = (liveClassId: number) => `class:${liveClassId}`;
/** The class's teachers in its room: where the members' cameras are announced. */
export const instructorsOf = (liveClassId: number) => `class:${liveClassId}:instructors`;
/** Whoever watches the class's roster: its instructors' pages, its studio's admins. */
export const rosterWatchersOf = (liveClassId: number) => `class:${liveClassId}:roster`;

/** The person a connection belongs to, as the room's rule judges them. */
export const personOf = (socket: LiveSocket) => ({
  id: socket.data.userId,
  internal: socket.data.internal,
});

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

/**
 * A connection's own flood limit, counted where it is held (a socket lives on one instance). The
 * busiest page is an instructor's when a class arrives at once: an offer and one to three bursts
 * of ICE candidates per member, each burst one event (the page gathers them), so 100 events fit
 * 25 to 50 members arriving within the same ten seconds (docs/security.md). Chat has its own,
 * much lower, limit per person.
 */
const SOCKET_EVENT_WINDOW_MS = LIVE_SOCKET_WINDOW_SECONDS * 1000;
function overFloodLimit(socket: LiveSocket): boolean {
  const now = Date.now();
  const e = socket.data.events;
  if (now - e.windowStart >= SOCKET_EVENT_WINDOW_MS) {
    e.windowStart = now;
    e.count = 0;
  }
  e.count += 1;
  return e.count > LIVE_SOCKET_EVENTS_PER_WINDOW;
}

const sessionChecks = new WeakMap<LiveSocket, () => Promise<AuthSession | null>>();

/**
 * The connection's session, read again for each event (a log-out or an expiry ends the socket at
 * its next event). An instructor's page sends bursts of signals as a class arrives: events that
 * come while a read is on the wire share the next one rather than each making its own.
 */
function sessionOfEvent(ctx: SocketContext, socket: LiveSocket): Promise<AuthSession | null> {
  let check = sessionChecks.get(socket);
  if (!check) {
    const token = socket.data.token;
    check = readStartedAfterEachCall(() => ctx.resolve(token));
    sessionChecks.set(socket, check);
  }
  return check();
}

/**
 * One event's handling: the session is asked again (a log-out or an expiry ends the socket with
 * `live:error`), the input is read with the contract's schema (400 with its message), and the
 * answer goes back in the ack as the calls' envelope.
 */
export function on<S extends z.ZodType>(
  ctx: SocketContext,
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
    const session = await sessionOfEvent(ctx, socket).catch(() => null);
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
export function placeIn(socket: LiveSocket, liveClassId: number): RoomRole {
  const role = socket.data.rooms[liveClassId];
  if (!role) throw forbidden(liveSocketTexts.notInRoom);
  return role;
}
