import type { CalendarProvider } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';

// The provider's event id of each synced workout (calendar_events, migration 028).

export async function findEventId(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  workoutId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_events')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('workout_id', '=', workoutId)
    .executeTakeFirst();
  return row?.event_id;
}

export async function saveEventId(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  workoutId: number,
  eventId: string,
): Promise<void> {
  await db
    .insertInto('calendar_events')
    .values({ user_id: userId, provider, workout_id: workoutId, event_id: eventId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'provider', 'workout_id']).doUpdateSet({ event_id: eventId }),
    )
    .execute();
}

export async function deleteEventId(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  workoutId: number,
): Promise<void> {
  await db
    .deleteFrom('calendar_events')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('workout_id', '=', workoutId)
    .execute();
}

/** Some of the member's synced events (the disconnection removes them a batch at a time). */
export async function someEvents(
  db: Database,
  userId: number,
  provider: CalendarProvider,
  limit: number,
): Promise<Array<{ workoutId: number; eventId: string }>> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['workout_id', 'event_id'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ workoutId: r.workout_id, eventId: r.event_id }));
}
