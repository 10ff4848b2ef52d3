import {
  CLIENTS_PAGE_SIZE,
  type ClientsQuery,
  type StudioClient,
  type StudioClients,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { studioBuyerTotals } from '../../billing/service.ts';
import { attendedCountsOf } from '../../live/service.ts';
import { bookerTotalsOf, studioClassIds } from '../../schedule/service.ts';
import { studioViewerTotals } from '../../videos/service.ts';

/** What one owner knows of a member at the studio: a count, the first and the last moment. */
interface Totals {
  userId: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Every client of a studio (issue 54, item 5): the members who booked its classes (schedule),
 * came to them (the live room), paid it (billing) or played its videos (videos), each owner
 * asked once for the studio's totals by member (the schedule's class ids handed to the seats' and
 * the room's counts, which read them by class id from their indexes), merged here with the members' names and
 * addresses (accounts, in one go). The latest activity first, then by name.
 */
export async function allClientsOf(db: Database, studioId: number): Promise<StudioClient[]> {
  const classIds = studioClassIds(db, studioId);
  const [booked, attended, bought, watched] = await Promise.all([
    classIds.then((ids) => bookerTotalsOf(db, ids)),
    classIds.then((ids) => attendedCountsOf(db, ids)),
    studioBuyerTotals(db, studioId),
    studioViewerTotals(db, studioId),
  ]);
  const byUser = new Map<
    number,
    Omit<StudioClient, 'name' | 'email'> & { first: Date; last: Date }
  >();
  const entry = (t: Totals) => {
    let e = byUser.get(t.userId);
    if (!e) {
      e = {
        userId: t.userId,
        first: t.firstAt,
        last: t.lastAt,
        firstActivityAt: '',
        lastActivityAt: '',
        classesBooked: 0,
        classesAttended: 0,
        purchases: 0,
        videosWatched: 0,
      };
      byUser.set(t.userId, e);
    }
    if (t.firstAt < e.first) e.first = t.firstAt;
    if (t.lastAt > e.last) e.last = t.lastAt;
    return e;
  };
  for (const b of booked) {
    const e = entry(b);
    e.classesBooked = b.booked;
    e.classesAttended = attended.get(b.userId) ?? 0;
  }
  for (const p of bought) entry(p).purchases = p.purchases;
  for (const v of watched) entry(v).videosWatched = v.videos;
  const people = await peopleByIds(db, [...byUser.keys()]);
  const clients = people.map((p) => {
    const e = byUser.get(p.id)!;
    return { ...e, name: `${p.first_name} ${p.last_name}`.trim(), email: p.email };
  });
  // By time as numbers and by name with one collator: a string's localeCompare builds a collator
  // per call, which for 4,000 clients was a good part of the read.
  clients.sort(
    (a, b) =>
      b.last.getTime() - a.last.getTime() || byName.compare(a.name, b.name) || a.userId - b.userId,
  );
  return clients.map(({ first, last, ...c }) => ({
    ...c,
    firstActivityAt: first.toISOString(),
    lastActivityAt: last.toISOString(),
  }));
}

const byName = new Intl.Collator();

/** The clients whose name or address holds every word of the search (any case). */
export function matching(clients: StudioClient[], q: string | undefined): StudioClient[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return clients;
  return clients.filter((c) => {
    const hay = `${c.name} ${c.email}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** One page of the clients matching the search. */
export async function clientsPage(
  db: Database,
  studioId: number,
  query: ClientsQuery,
): Promise<StudioClients> {
  const found = matching(await allClientsOf(db, studioId), query.q);
  const page = query.page ?? 1;
  const from = (page - 1) * CLIENTS_PAGE_SIZE;
  return {
    clients: found.slice(from, from + CLIENTS_PAGE_SIZE),
    total: found.length,
    page,
    pageSize: CLIENTS_PAGE_SIZE,
  };
}
