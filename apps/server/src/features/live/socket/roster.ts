import {
  LIVE_ROSTER_MAX,
  LIVE_ROSTER_NAME_MAX,
  liveRosterEvents as rosterEvents,
  memberFeed,
  type Roster,
  type RosterMember,
} from '@jetsweat/contract';
import { peopleByIds } from '../../accounts/service.ts';
import { listMemberAttendance, memberJoinedAt } from '../attendance-store.ts';
import { findModeration, listModeration, type Moderation } from '../moderation-store.ts';
import { personRoomOf } from './sockets-per-person.ts';
import { roomOf, rosterWatchersOf, type SocketContext, type SocketData } from './socket-kit.ts';

/**
 * The name the roster shows: the first name and the last name's initial ("Bea B."), what the
 * instructor needs to greet someone and no more, cut to LIVE_ROSTER_NAME_MAX.
 */
export function rosterName(p: { first_name: string; last_name: string } | undefined): string {
  if (!p) return 'A member';
  const first = p.first_name.trim();
  // By code point, so a last name starting outside the BMP keeps its whole first letter.
  const initial = Array.from(p.last_name.trim())[0];
  const name = initial ? `${first} ${initial}.` : first;
  return Array.from(name || 'A member')
    .slice(0, LIVE_ROSTER_NAME_MAX)
    .join('');
}

/** A member's connections in the class's room now: what makes them present. */
const inRoomAsMember = (data: Partial<SocketData>, liveClassId: number) =>
  data.rooms?.[liveClassId] === 'member';

/**
 * The members whose camera reaches the instructor now, as the server knows it: through Janus, the
 * feeds Janus receives; peer to peer (where no server sees the media), the member's own
 * connection's word, which the instructor's page also checks against the picture it receives.
 */
async function camerasOn(
  ctx: SocketContext,
  liveClassId: number,
  sockets: { data: Partial<SocketData> }[],
): Promise<(userId: number) => boolean> {
  if (ctx.media) {
    const feeds = new Set(
      await ctx.media.rooms.publishing(liveClassId).catch((err: unknown) => {
        ctx.log.warn({ err, liveClassId }, 'roster: the cameras on could not be read');
        return [] as string[];
      }),
    );
    return (userId) => feeds.has(memberFeed(userId));
  }
  const on = new Set(
    sockets
      .filter((s) => inRoomAsMember(s.data, liveClassId) && s.data.cameras?.[liveClassId])
      .map((s) => s.data.userId),
  );
  return (userId) => on.has(userId);
}

interface LineParts {
  userId: number;
  name: string;
  present: boolean;
  cameraOn: boolean;
  moderation: Moderation | undefined;
  joinedAt: Date | undefined;
}

const line = (p: LineParts): RosterMember => ({
  userId: p.userId,
  name: p.name,
  present: p.present,
  cameraOn: p.cameraOn && p.present && !p.moderation?.cameraHidden,
  cameraHidden: p.moderation?.cameraHidden ?? false,
  removed: p.moderation?.removed ?? false,
  joinedAt: p.joinedAt ? new Date(p.joinedAt).toISOString() : null,
});

/** Present first, then by name: the room as the instructor scans it. */
const byPresenceThenName = (a: RosterMember, b: RosterMember) =>
  Number(b.present) - Number(a.present) || a.name.localeCompare(b.name) || a.userId - b.userId;

/**
 * The class's roster from the server's own knowledge: everyone who came in as a member (their
 * attendance), whether a connection of theirs is in the room now, their camera, and what the
 * instructor did; at most LIVE_ROSTER_MAX lines, the rest counted.
 */
export async function readRoster(ctx: SocketContext, liveClassId: number): Promise<Roster> {
  const { db } = ctx.deps;
  const [attended, sockets, moderation] = await Promise.all([
    listMemberAttendance(db, liveClassId),
    ctx.io.in(roomOf(liveClassId)).fetchSockets(),
    listModeration(db, liveClassId),
  ]);
  const present = new Set(
    sockets.filter((s) => inRoomAsMember(s.data, liveClassId)).map((s) => s.data.userId),
  );
  const joinedAt = new Map(attended.map((a) => [a.user_id, a.joined_at]));
  const ids = [...new Set([...joinedAt.keys(), ...present])];
  const [people, cameraOn] = await Promise.all([
    peopleByIds(db, ids),
    camerasOn(ctx, liveClassId, sockets),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const modOf = new Map(moderation.map((m) => [m.userId, m]));
  const members = ids
    .map((userId) =>
      line({
        userId,
        name: rosterName(personOf.get(userId)),
        present: present.has(userId),
        cameraOn: cameraOn(userId),
        moderation: modOf.get(userId),
        joinedAt: joinedAt.get(userId),
      }),
    )
    .sort(byPresenceThenName);
  return {
    liveClassId,
    members: members.slice(0, LIVE_ROSTER_MAX),
    more: Math.max(0, members.length - LIVE_ROSTER_MAX),
  };
}

/** One member's line now: their own connections (not the whole room's) say whether they are in. */
export async function readRosterLine(
  ctx: SocketContext,
  liveClassId: number,
  userId: number,
): Promise<RosterMember> {
  const { db } = ctx.deps;
  const [sockets, moderation, joinedAt, people] = await Promise.all([
    ctx.io.in(personRoomOf(userId)).fetchSockets(),
    findModeration(db, liveClassId, userId),
    memberJoinedAt(db, liveClassId, userId),
    peopleByIds(db, [userId]),
  ]);
  const cameraOn = await camerasOn(ctx, liveClassId, sockets);
  return line({
    userId,
    name: rosterName(people[0]),
    present: sockets.some((s) => inRoomAsMember(s.data, liveClassId)),
    cameraOn: cameraOn(userId),
    moderation,
    joinedAt,
  });
}

/** Each member's announcements on this instance, one after another (see announceMember). */
const inFlight = new Map<string, Promise<void>>();

/**
 * Tells the roster's watchers one member's new line (they came, left, their camera, the
 * instructor's hand): one bounded line, never the whole roster again. A member's lines are read
 * and sent one after another, so an older read never lands after a newer one. Failures are
 * logged: the roster is a view, and the next change or a reload brings it back in step.
 */
export function announceMember(ctx: SocketContext, liveClassId: number, userId: number): void {
  const key = `${liveClassId}:${userId}`;
  const tell = async () => {
    const member = await readRosterLine(ctx, liveClassId, userId);
    ctx.io.to(rosterWatchersOf(liveClassId)).emit(rosterEvents.member, { liveClassId, member });
  };
  const next = (inFlight.get(key) ?? Promise.resolve())
    .then(tell)
    .catch((err: unknown) => ctx.log.warn({ err, liveClassId }, 'roster: a change was not told'));
  inFlight.set(key, next);
  void next.then(() => {
    if (inFlight.get(key) === next) inFlight.delete(key);
  });
}
