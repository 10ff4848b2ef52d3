import type { Database } from '../../../platform/db/database.ts';

/** A class's home: the Janus its instructor publishes to (migration 050: live_media_homes). */
export interface MediaHome {
  janusUrl: string;
  /** The instructor's published streams as JSON, once they publish (remote-feed.ts). */
  instructorStreams: string | null;
}

export async function findHome(db: Database, liveClassId: number): Promise<MediaHome | undefined> {
  const row = await db
    .selectFrom('live_media_homes')
    .select(['janus_url', 'instructor_streams'])
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
  return row && { janusUrl: row.janus_url, instructorStreams: row.instructor_streams };
}

/**
 * Places the class at `janusUrl` unless another app instance placed it first: the primary key
 * decides, and every instance then reads the one home.
 */
export async function placeHome(db: Database, liveClassId: number, janusUrl: string) {
  await db
    .insertInto('live_media_homes')
    .values({ live_class_id: liveClassId, janus_url: janusUrl })
    .onConflict((oc) => oc.column('live_class_id').doNothing())
    .execute();
}

/** Forgets the class's placement and its seats (the class ended, or its Janus left the list). */
export async function forgetHome(db: Database, liveClassId: number) {
  await db.deleteFrom('live_media_homes').where('live_class_id', '=', liveClassId).execute();
}

export async function keepInstructorStreams(db: Database, liveClassId: number, streams: string) {
  await db
    .updateTable('live_media_homes')
    .set({ instructor_streams: streams })
    .where('live_class_id', '=', liveClassId)
    .execute();
}

/** The Janus a member receives the class from, when they were given one. */
export async function findSeat(
  db: Database,
  liveClassId: number,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('live_media_seats')
    .select('janus_url')
    .where('live_class_id', '=', liveClassId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.janus_url;
}

/** Gives the member a seat at `janusUrl`, or keeps the one another app instance gave first. */
export async function placeSeat(
  db: Database,
  seat: { liveClassId: number; userId: number; janusUrl: string },
): Promise<string> {
  await db
    .insertInto('live_media_seats')
    .values({ live_class_id: seat.liveClassId, user_id: seat.userId, janus_url: seat.janusUrl })
    .onConflict((oc) => oc.columns(['live_class_id', 'user_id']).doNothing())
    .execute();
  return (await findSeat(db, seat.liveClassId, seat.userId)) ?? seat.janusUrl;
}

/** Every Janus the class's members receive it from (its home, and where it spread). */
export async function seatUrlsOf(db: Database, liveClassId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_media_seats')
    .select('janus_url')
    .distinct()
    .where('live_class_id', '=', liveClassId)
    .execute();
  return rows.map((r) => r.janus_url);
}

/**
 * Each Janus's load: the classes at home there (an instructor publishing) and the members seated
 * there, over every class on air. The numbers are this server's own placements, so every app
 * instance reads the same ones and a class counts as soon as it is placed.
 */
export async function loads(db: Database): Promise<Map<string, number>> {
  const [homes, seats] = await Promise.all([
    db
      .selectFrom('live_media_homes')
      .select(['janus_url', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('janus_url')
      .execute(),
    db
      .selectFrom('live_media_seats')
      .select(['janus_url', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('janus_url')
      .execute(),
  ]);
  const load = new Map<string, number>();
  for (const r of [...homes, ...seats])
    load.set(r.janus_url, (load.get(r.janus_url) ?? 0) + Number(r.n));
  return load;
}
