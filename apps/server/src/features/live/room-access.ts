import {
  apiErrorCodes,
  LIVE_ROOM_OPENS_MINUTES,
  liveRosterTexts,
  liveTexts,
  scheduleTexts,
  type RoomRole,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound, paymentRequired } from '../../platform/http/errors.ts';
import { classTimes, hasBooked } from '../schedule/service.ts';
import { teachesAnywhere, teachesAtStudio } from './instructor-store.ts';
import { findModeration } from './moderation-store.ts';

/** Who asks: the session says whether they are JetSweat staff. */
export interface RoomPerson {
  id: number;
  internal: boolean;
}

/** A class's room as its calls need it: whose it is and when it is open. */
export interface Room {
  liveClassId: number;
  studioId: number;
  opensAt: Date;
  endsAt: Date;
}

export interface RoomEntry {
  role: RoomRole;
  room: Room;
}

/** The class's room, or 404 when there is no such class. */
export async function findRoom(db: Database, liveClassId: number, now: Date): Promise<Room> {
  const c = await classTimes(db, liveClassId, now);
  if (!c) throw notFound(scheduleTexts.classNotFound);
  const startsAt = c.scheduledAt.getTime();
  return {
    liveClassId: c.id,
    studioId: c.studioId,
    opensAt: new Date(startsAt - LIVE_ROOM_OPENS_MINUTES * 60_000),
    endsAt: new Date(startsAt + c.minutesDuration * 60_000),
  };
}

/** Staff teach every class; an instructor account, its own studio's classes. */
export async function teaches(db: Database, person: RoomPerson, room: Room): Promise<boolean> {
  return person.internal || teachesAtStudio(db, person.id, room.studioId);
}

/**
 * Whom the room lets in, whatever the person is: its teachers, or a member with a booked seat.
 * The seat is the one source of truth: it exists only once billing's entitlement
 * (`liveClassIncluded`, `purchaseBooks`) or a payment booked it, so the room judges no purchase
 * again. Anyone else is refused: an instructor account of another studio with 403, a member
 * with 402 and the way to book.
 */
async function roleIn(db: Database, person: RoomPerson, room: Room): Promise<RoomRole> {
  if (await teaches(db, person, room)) return 'instructor';
  if (await hasBooked(db, room.liveClassId, person.id)) return 'member';
  if (await teachesAnywhere(db, person.id)) throw forbidden(liveTexts.notInstructor);
  throw paymentRequired(liveTexts.notBooked);
}

function refuseEnded(room: Room, now: Date): void {
  if (now.getTime() >= room.endsAt.getTime())
    throw conflict(liveTexts.classEnded, apiErrorCodes.liveClassEnded);
}

function refuseNotOpen(room: Room, now: Date): void {
  if (now.getTime() < room.opensAt.getTime())
    throw conflict(liveTexts.notYetOpen, apiErrorCodes.liveRoomNotOpen);
}

/**
 * The one rule for entering a live class's room, asked by every call and socket event of the
 * live room: 404 when the class does not exist, 409 once it has ended, 402 or 403 for whoever
 * may not enter (before the window is open too, so they learn to book rather than wait; a member
 * the instructor removed is 403 with why), then 409 until the room opens.
 */
export async function roomAccess(
  db: Database,
  person: RoomPerson,
  liveClassId: number,
  now: Date,
): Promise<RoomEntry> {
  const room = await findRoom(db, liveClassId, now);
  refuseEnded(room, now);
  const role = await roleIn(db, person, room);
  // A member the instructor removed stays out of this class: its room, its chat, its media.
  if (role === 'member' && (await findModeration(db, liveClassId, person.id))?.removed)
    throw forbidden(liveRosterTexts.removed);
  refuseNotOpen(room, now);
  return { role, room };
}

/**
 * Whether the person belongs to the class, whenever it is asked (its summary, after it ended): its
 * teachers and members who booked; anyone else 402 or 403 as at the door.
 */
export async function classRole(
  db: Database,
  person: RoomPerson,
  liveClassId: number,
  now: Date,
): Promise<RoomEntry> {
  const room = await findRoom(db, liveClassId, now);
  return { role: await roleIn(db, person, room), room };
}

/** The room, for its teachers only (going live): a member who booked is refused with 403 too. */
export async function teacherAccess(
  db: Database,
  person: RoomPerson,
  liveClassId: number,
  now: Date,
): Promise<Room> {
  const room = await findRoom(db, liveClassId, now);
  refuseEnded(room, now);
  if (!(await teaches(db, person, room))) throw forbidden(liveTexts.notInstructor);
  refuseNotOpen(room, now);
  return room;
}
