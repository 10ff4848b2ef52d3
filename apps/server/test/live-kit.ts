// Helpers for the live room's server tests (features/live/*.test.ts).
import { expect } from 'vitest';
import { attendanceSchema } from '@jetsweat/contract';
import type { TestApp } from './harness.ts';
import {
  HOUR,
  insertClass,
  newCustomer,
  NORTHLOOP_ID,
  onNorthloop,
  type ClassSpec,
} from './schedule-fixtures.ts';

export { HOUR, NORTHLOOP_ID };
export const MINUTE = 60 * 1000;

/** A fresh account linked to `studioId` as one of its instructors. */
export async function newInstructor(t: TestApp, studioId = NORTHLOOP_ID) {
  const person = await t.newUser();
  await t.db.query(
    'INSERT INTO studio_instructor_accounts (studio_id, user_id, created_at) VALUES ($1, $2, now())',
    [studioId, person.id],
  );
  return person;
}

/** Another studio than northloop, for an instructor who does not teach the class. */
export async function otherStudioId(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'SELECT id FROM studios WHERE id <> $1 ORDER BY id LIMIT 1',
    [NORTHLOOP_ID],
  );
  return row!.id;
}

/**
 * A northloop class starting an hour from now, booked by a fresh northloop subscriber through
 * the API (POST /api/workout/add, as the page books it); the clock is then moved to five minutes
 * before it starts, inside the room's window.
 */
export async function bookedClassInWindow(t: TestApp, spec: ClassSpec = {}, members = 1) {
  const classId = await insertClass(t, { startsInHours: 1, ...spec });
  const booked = [];
  for (let i = 0; i < members; i++) {
    const member = await newCustomer(t, NORTHLOOP_ID);
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      headers: onNorthloop,
      payload: { liveClassId: classId, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode, JSON.stringify(add.body)).toBe(201);
    booked.push(member);
  }
  t.clock.advance(HOUR - 5 * MINUTE);
  return { classId, member: booked[0]!, members: booked };
}

export const join = (t: TestApp, token: string, liveClassId: number) =>
  t.call(
    {
      method: 'POST',
      url: '/api/events/live-class',
      token,
      payload: { liveClassId, userAgent: 'Mozilla/5.0 (test)', browser: 'Chromium' },
    },
    attendanceSchema,
  );
