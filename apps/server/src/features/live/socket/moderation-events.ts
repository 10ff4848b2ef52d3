import {
  liveMediaEvents as media,
  liveRosterEvents as rosterEvents,
  liveRosterTexts,
  memberFeed,
  moderationSchema,
  type CameraHidden,
  type Removed,
} from '@jetsweat/contract';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { hasBooked } from '../../schedule/service.ts';
import { memberJoinedAt } from '../attendance-store.ts';
import { hideCamera, markRemoved, showCamera } from '../moderation-store.ts';
import { findRoom, teaches, type Room } from '../room-access.ts';
import { announceMember, rosterName } from './roster.ts';
import { personRoomOf } from './sockets-per-person.ts';
import {
  instructorsOf,
  on,
  personOf,
  type LiveSocket,
  type RoomAuditEntry,
  type SocketContext,
} from './socket-kit.ts';

type Target = { liveClassId: number; userId: number };

/**
 * The class's room and the member acted on, once the rule holds: the asker teaches the class (its
 * studio's instructors, staff), and the one named is a member of it (booked, or came in), not one
 * of its teachers. 403 otherwise, 404 for no such class.
 */
async function moderationScope(ctx: SocketContext, socket: LiveSocket, t: Target): Promise<Room> {
  const { db, clock } = ctx.deps;
  const room = await findRoom(db, t.liveClassId, clock.now());
  if (!(await teaches(db, personOf(socket), room)))
    throw forbidden(liveRosterTexts.onlyInstructorModerates);
  const member =
    (await hasBooked(db, t.liveClassId, t.userId)) ||
    (await memberJoinedAt(db, t.liveClassId, t.userId)) !== undefined;
  if (!member || (await teaches(db, { id: t.userId, internal: false }, room)))
    throw notFound(liveRosterTexts.notAMember);
  return room;
}

/**
 * Writes the change and its audit entry in one transaction (the store's answer says whether
 * anything changed: a second press writes no second entry).
 */
async function changeWithAudit(
  ctx: SocketContext,
  socket: LiveSocket,
  t: Target & { room: Room; action: RoomAuditEntry['action'] },
  change: (tx: typeof ctx.deps.db, now: Date) => Promise<boolean>,
): Promise<boolean> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const [person] = await peopleByIds(db, [t.userId]);
  return db.transaction().execute(async (tx) => {
    if (!(await change(tx, now))) return false;
    const entry: RoomAuditEntry = {
      studioId: t.room.studioId,
      actorId: socket.data.userId,
      action: t.action,
      entity: 'live_class',
      entityId: String(t.liveClassId),
      before: null,
      after: { member: rosterName(person), memberId: t.userId },
    };
    await ctx.studio.audit(tx, entry, now);
    return true;
  });
}

/** The member's connections in the class's room, on every instance. */
async function memberSockets(ctx: SocketContext, t: Target) {
  const all = await ctx.io.in(personRoomOf(t.userId)).fetchSockets();
  return all.filter((s) => s.data.rooms?.[t.liveClassId] === 'member');
}

/** Through Janus, the member's camera leaves the class's room now, and its teachers hear so. */
async function dropFeed(ctx: SocketContext, t: Target): Promise<void> {
  if (!ctx.media) return;
  const feed = memberFeed(t.userId);
  await ctx.media.rooms.kick(t.liveClassId, feed);
  ctx.io.to(instructorsOf(t.liveClassId)).emit(media.feed, {
    liveClassId: t.liveClassId,
    feed,
    on: false,
  });
}

/** Tells the member's pages whether their camera is hidden; hiding also takes it off Janus. */
async function tellCamera(ctx: SocketContext, t: Target, hidden: boolean): Promise<void> {
  const told: CameraHidden = {
    liveClassId: t.liveClassId,
    hidden,
    message: hidden ? liveRosterTexts.cameraHidden : liveRosterTexts.cameraShown,
  };
  for (const s of await memberSockets(ctx, t)) s.emit(rosterEvents.cameraHidden, told);
  if (hidden) await dropFeed(ctx, t);
}

/**
 * The instructor's hand in the room: hiding a member's camera (and showing it again), removing a
 * member from the room and its chat. Each is kept in the studio's audit log and told to the member.
 */
export function moderationEvents(ctx: SocketContext, socket: LiveSocket): void {
  const camera = (hidden: boolean) => async (t: Target) => {
    const room = await moderationScope(ctx, socket, t);
    const action = hidden ? 'live_member.hide_camera' : 'live_member.show_camera';
    const store = hidden ? hideCamera : showCamera;
    const changed = await changeWithAudit(ctx, socket, { ...t, room, action }, (tx, now) =>
      store(tx, { ...t, now }),
    );
    if (changed) await tellCamera(ctx, t, hidden);
    announceMember(ctx, t.liveClassId, t.userId);
    return { ...t, cameraHidden: hidden };
  };
  on(ctx, socket, rosterEvents.hideCamera, moderationSchema, camera(true));
  on(ctx, socket, rosterEvents.showCamera, moderationSchema, camera(false));

  // The room's rule refuses them from now on (room-access.ts); the connections they hold close.
  on(ctx, socket, rosterEvents.remove, moderationSchema, async (t) => {
    const room = await moderationScope(ctx, socket, t);
    const action = 'live_member.remove';
    await changeWithAudit(ctx, socket, { ...t, room, action }, (tx, now) =>
      markRemoved(tx, { ...t, now }),
    );
    const told: Removed = { liveClassId: t.liveClassId, message: liveRosterTexts.removed };
    for (const s of await memberSockets(ctx, t)) {
      s.emit(rosterEvents.removed, told);
      s.disconnect(true);
    }
    await dropFeed(ctx, t);
    announceMember(ctx, t.liveClassId, t.userId);
    return { ...t, removed: true };
  });
}
