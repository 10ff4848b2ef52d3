import { VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX, type VideoSort } from '@jetsweat/contract';
import type DataLoader from 'dataloader';
import { sql } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import { readPerTurn } from '../../platform/db/read-per-turn.ts';
import { orders } from './library-order.ts';

/**
 * The library's unfiltered pages (every member's first view of it, and the pages after): a walk
 * of the order's index whatever the values, so each is a named statement, compiled once
 * (compiled-once.ts), where a filtered page is planned for its values (library-page-store.ts).
 */

/**
 * How many classes a statement reads: the default page's size, or the most a page has; a
 * smaller page is the start of it. Written into the statement's text: PostgreSQL's generic plan
 * takes a `LIMIT $n` for a tenth of the table and costs it above the plans for each call's
 * values, so it would plan the statement afresh on every call.
 */
const readSizes = [VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX];

type PageIds = (db: Database, now: Date, after: number) => Promise<{ id: number }[]>;

/** The statement of one order and size, first page or a later one (after its class `after`). */
function pageStatement(sort: VideoSort, size: number, later: boolean): PageIds {
  const { key, dir } = orders[sort];
  const direction = sql.raw(dir);
  const query = (db: Database, now: Date, after?: number) => {
    const conditions = [sql<boolean>`v.published_at <= ${now}`];
    if (after !== undefined)
      conditions.push(sql<boolean>`(${sql.ref(`v.${key}`)}, v.id) ${sql.raw(dir === 'asc' ? '>' : '<')}
          (SELECT ${sql.ref(`a.${key}`)}, a.id FROM videos a WHERE a.id = ${after})`);
    const text = sql<{ id: number }>`SELECT v.id FROM videos v
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${sql.ref(`v.${key}`)} ${direction}, v.id ${direction}
      LIMIT ${sql.lit(size)}`;
    return { compile: () => text.compile(db) };
  };
  // Unique placeholders: compiledOnce finds each by identity.
  if (later) return compiledOnce(query, [new Date(0), {} as number]);
  const first = compiledOnce((db, now: Date) => query(db, now), [new Date(0)]);
  return (db, now) => first(db, now);
}

const statements = new Map<string, PageIds>();

/** One ask for an unfiltered page's ids; `after` is the previous page's last class. */
interface PageAsk {
  now: Date;
  sort: VideoSort;
  after?: number | undefined;
  pageSize: number;
}

/** The statement's read for an ask: its order, its size read, first page or after which class. */
function readOf({ sort, after, pageSize }: PageAsk) {
  const size = readSizes.find((s) => pageSize <= s)!;
  const name = `${sort} ${size} ${after !== undefined}`;
  let statement = statements.get(name);
  if (!statement)
    statements.set(name, (statement = pageStatement(sort, size, after !== undefined)));
  return { key: `${name} ${after ?? ''}`, statement };
}

/**
 * The turn's asks, one statement for all those reading the same page (every member's first view
 * of the library is the same classes), at the first one's moment.
 */
async function readPages(db: Database, asks: readonly PageAsk[]): Promise<number[][]> {
  const reads = new Map<string, Promise<{ id: number }[]>>();
  const answers = asks.map((ask) => {
    const { key, statement } = readOf(ask);
    let read = reads.get(key);
    if (!read) reads.set(key, (read = statement(db, ask.now, ask.after ?? 0)));
    return read.then((rows) => rows.slice(0, ask.pageSize).map((r) => r.id));
  });
  return Promise.all(answers);
}

/** The most asks one turn's read takes together. */
const ASKS_IN_ONE_READ = 8;
const loaders = new WeakMap<Database, DataLoader<PageAsk, number[]>>();

/** The ids of an unfiltered page, in order (read a turn of the event loop at a time). */
export function unfilteredPage(
  db: Database,
  now: Date,
  ask: Omit<PageAsk, 'now'>,
): Promise<number[]> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = readPerTurn((asks) => readPages(db, asks), ASKS_IN_ONE_READ);
    loaders.set(db, loader);
  }
  return loader.load({ now, sort: ask.sort, after: ask.after, pageSize: ask.pageSize });
}
