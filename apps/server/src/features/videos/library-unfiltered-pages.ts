import { VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX, type VideoSort } from '@jetsweat/contract';
import { sql } from 'kysely';
import type DataLoader from 'dataloader';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import { readPerTurn } from '../../platform/db/read-per-turn.ts';
import { afterClass, inOrder, orders, type PageEntry } from './library-order.ts';

/**
 * The library's unfiltered pages (every member's first view of it, and the pages after), read
 * for the members who ask in one turn of the event loop in one statement (readPerTurn), as their
 * sessions are: the page's classes are the same for all of them, only each member's favourite
 * records differ. Nothing is kept: each member's page is read from the database in its turn.
 */

/**
 * The most members one statement reads for; always this many parameters (those not needed are
 * a member no one is), so the statement keeps its one generic plan (as SESSIONS_IN_ONE_READ).
 */
export const MEMBERS_IN_ONE_READ = 8;
/** Stands for no member: ids start at 1. */
const NO_MEMBER = 0;

/**
 * How many classes a statement reads: the default page's size, or the most a page has; a
 * smaller page is the start of it. Written into the statement's text: PostgreSQL's generic plan
 * takes a `LIMIT $n` for a tenth of the table and costs it above the plans for each call's
 * values, so it would plan the statement afresh on every call (library-unfiltered-pages.test.ts).
 */
const readSizes = [VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX];
const readSizeFor = (pageSize: number) => readSizes.find((size) => pageSize <= size)!;

/** One member's ask for an unfiltered page. */
export interface UnfilteredPageAsk {
  userId: number;
  now: Date;
  sort: VideoSort;
  /** The last class of the previous page (checked to exist by the caller), if not the first. */
  after: number | undefined;
  pageSize: number;
}

/** A class of the page, once per member of the statement who keeps it as a favourite (or once). */
interface PageRow {
  id: number;
  user_id: number | null;
  favorite_id: number | null;
}

type PageValues = [now: Date, ...membersThenAfter: number[]];
type PageRows = (db: Database, ...values: PageValues) => Promise<PageRow[]>;

/**
 * The page's statement for one order and size, first page or a later one: the page walks the
 * order's index to its size, then each class meets the favourite records of the statement's
 * members. Compiled once each, as named statements.
 */
function pageStatement(sort: VideoSort, size: number, later: boolean): PageRows {
  const placeholders: PageValues = [
    new Date(0),
    // Unique objects in the numbers' places: compiledOnce finds each by identity.
    ...Array.from({ length: MEMBERS_IN_ONE_READ + (later ? 1 : 0) }, () => ({}) as number),
  ];
  return compiledOnce((db, now: Date, ...membersThenAfter: number[]) => {
    const members = membersThenAfter.slice(0, MEMBERS_IN_ONE_READ);
    const conditions = [sql<boolean>`v.published_at <= ${now}`];
    if (later) conditions.push(afterClass(sort, membersThenAfter[MEMBERS_IN_ONE_READ]));
    const query = sql<PageRow>`WITH page AS (
      SELECT v.id, ${sql.ref(`v.${orders[sort].key}`)}
      FROM videos v
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${inOrder(sort, 'v')}
      LIMIT ${sql.lit(size)})
    SELECT page.id, f.user_id, f.id AS favorite_id
    FROM page
    LEFT JOIN favourite_videos f ON f.video_id = page.id AND f.user_id IN (${sql.join(members)})
    ORDER BY ${inOrder(sort, 'page')}`;
    return { compile: () => query.compile(db) };
  }, placeholders);
}

const statements = new Map<string, PageRows>();
function statementFor(sort: VideoSort, size: number, later: boolean): PageRows {
  const name = `${sort} ${size} ${later}`;
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = pageStatement(sort, size, later)));
  return statement;
}

/** The pages of one statement's members: one order, start and size read, at the first's moment. */
async function samePages(db: Database, asks: UnfilteredPageAsk[]): Promise<PageEntry[][]> {
  const { now, sort, after, pageSize } = asks[0]!;
  const members = [...new Set(asks.map((a) => a.userId))];
  while (members.length < MEMBERS_IN_ONE_READ) members.push(NO_MEMBER);
  const values: PageValues = [now, ...members];
  if (after !== undefined) values.push(after);
  const read = statementFor(sort, readSizeFor(pageSize), after !== undefined);
  const rows = await read(db, ...values);
  // Rows come in the page's order, a class's together.
  const ids: number[] = [];
  const favourites = new Map<number, Map<number, number>>();
  for (const { id, user_id, favorite_id } of rows) {
    if (ids[ids.length - 1] !== id) ids.push(id);
    if (user_id === null || favorite_id === null) continue;
    let own = favourites.get(user_id);
    if (!own) favourites.set(user_id, (own = new Map()));
    own.set(id, favorite_id);
  }
  return asks.map((a) => {
    const own = favourites.get(a.userId);
    return ids.slice(0, a.pageSize).map((id) => ({ id, favorite_id: own?.get(id) ?? null }));
  });
}

/** The turn's asks, those for the same order, start and size read in one statement each. */
async function readPages(db: Database, asks: readonly UnfilteredPageAsk[]): Promise<PageEntry[][]> {
  const same = new Map<string, UnfilteredPageAsk[]>();
  for (const ask of asks) {
    const page = `${ask.sort} ${ask.after ?? ''} ${readSizeFor(ask.pageSize)}`;
    const group = same.get(page);
    if (group) group.push(ask);
    else same.set(page, [ask]);
  }
  const answers = new Map<UnfilteredPageAsk, PageEntry[]>();
  await Promise.all(
    [...same.values()].map(async (group) => {
      const pages = await samePages(db, group);
      group.forEach((ask, i) => answers.set(ask, pages[i]!));
    }),
  );
  return asks.map((ask) => answers.get(ask)!);
}

const loaders = new WeakMap<Database, DataLoader<UnfilteredPageAsk, PageEntry[]>>();

/** A member's unfiltered page of the library: its classes' ids with their favourite records. */
export function unfilteredPage(db: Database, ask: UnfilteredPageAsk): Promise<PageEntry[]> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = readPerTurn((asks) => readPages(db, asks), MEMBERS_IN_ONE_READ);
    loaders.set(db, loader);
  }
  return loader.load(ask);
}
