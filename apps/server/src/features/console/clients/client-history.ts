import { consoleClientsTexts, type ClientHistory, type ClientNote } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { studioPurchasesOf, type StudioPurchase } from '../../billing/service.ts';
import { attendedClassesOf } from '../../live/service.ts';
import { studioBookingsOf, type StudioBooking } from '../../schedule/service.ts';
import { studioVideosWatchedBy, type StudioVideoWatched } from '../../videos/service.ts';
import { listClientNotes, type ClientNoteRow } from './client-notes-store.ts';

/** Notes as the console shows them, their authors' names read in one go. */
export async function notesView(db: Database, rows: ClientNoteRow[]): Promise<ClientNote[]> {
  const authorIds = [...new Set(rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id])))];
  const authors = new Map(
    (await peopleByIds(db, authorIds)).map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]),
  );
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    authorName: (r.author_id !== null && authors.get(r.author_id)) || 'A former team member',
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * One client's history with the studio, and only that studio: the classes they booked (and
 * whether they came), what they paid it and which of its videos they played, with the staff's
 * notes. 404 when the member has done none of these there, so nobody learns of other members.
 */
export async function clientHistory(
  db: Database,
  studioId: number,
  userId: number,
): Promise<ClientHistory> {
  const [bookings, purchases, videos] = await Promise.all([
    studioBookingsOf(db, studioId, userId),
    studioPurchasesOf(db, studioId, userId),
    studioVideosWatchedBy(db, studioId, userId),
  ]);
  const [person] =
    bookings.length + purchases.length + videos.length === 0 ? [] : await peopleByIds(db, [userId]);
  if (!person) throw notFound(consoleClientsTexts.clientNotFound);
  const [came, notes] = await Promise.all([
    attendedClassesOf(
      db,
      userId,
      bookings.map((b) => b.classId),
    ),
    listClientNotes(db, studioId, userId).then((rows) => notesView(db, rows)),
  ]);
  const moments = [
    ...bookings.map((b) => b.bookedAt),
    ...purchases.map((p) => p.at),
    ...videos.flatMap((v) => [v.firstAt, v.lastAt]),
  ].map((d) => d.getTime());
  return {
    client: {
      userId,
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      firstActivityAt: new Date(Math.min(...moments)).toISOString(),
      lastActivityAt: new Date(Math.max(...moments)).toISOString(),
      classesBooked: bookings.length,
      classesAttended: bookings.filter((b) => came.has(b.classId)).length,
      purchases: purchases.length,
      videosWatched: videos.length,
    },
    ...historyLists(bookings, came, purchases, videos),
    notes,
  };
}

/** The three lists of the page, as the contract has them. */
function historyLists(
  bookings: StudioBooking[],
  came: Set<number>,
  purchases: StudioPurchase[],
  videos: StudioVideoWatched[],
): Pick<ClientHistory, 'bookings' | 'purchases' | 'videos'> {
  return {
    bookings: bookings.map((b) => ({
      classId: b.classId,
      title: b.title,
      startsAtIso: b.startsAt.toISOString(),
      cancelled: b.cancelled,
      attended: came.has(b.classId),
    })),
    purchases: purchases.map((p) => ({
      id: p.id,
      what: p.what,
      at: p.at.toISOString(),
      amountCents: p.amountCents,
    })),
    videos: videos.map((v) => ({
      videoId: v.videoId,
      title: v.title,
      plays: v.plays,
      minutesWatched: Math.round(v.watchedSeconds / 60),
      lastWatchedAt: v.lastAt.toISOString(),
    })),
  };
}
