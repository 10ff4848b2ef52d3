import type { VideoListQuery } from '@jetsweat/contract';
import { sql, type RawBuilder } from 'kysely';
import { compiledPerShape } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SiteStudioId } from './library-store.ts';
import { orders, sorts } from './library-order.ts';
import type { FavouriteColumn } from './member-classes.ts';
import { unfilteredPage } from './library-unfiltered-store.ts';

/**
 * The library's pages: the ids of a site's published classes, filtered, sorted and paged in the
 * database. The classes' cards come from library-cards.ts, the member's favourites from their
 * feature (member-classes.ts); a search's pages from library-search-store.ts.
 */

/** What a page's filters read besides the query: the site, and the instructors named (by id). */
export interface PageContext {
  siteStudioId: SiteStudioId;
  /** The ids of the instructors the query names (the studios feature's); undefined when none. */
  instructorIds: number[] | undefined;
}

/** One of the library's filters: its value in a query (undefined when not asked), its SQL on `v`. */
interface Filter {
  value(query: VideoListQuery, context: PageContext): unknown;
  condition(value: unknown): RawBuilder<boolean>;
}

/** A list matches any of its values (one array parameter). */
const anyOf =
  (column: string, type: 'text' | 'int') =>
  (values: unknown): RawBuilder<boolean> =>
    sql<boolean>`${sql.ref(`v.${column}`)} = ANY(${values}::${sql.raw(type)}[])`;
/** An array column matches on any overlap. */
const overlaps =
  (column: string) =>
  (values: unknown): RawBuilder<boolean> =>
    sql<boolean>`${sql.ref(`v.${column}`)} && ${values}::text[]`;
const minutesAsSeconds = (minutes: number | undefined, round: (n: number) => number) =>
  minutes === undefined ? undefined : round(minutes * 60);

/**
 * The library's filters, in one fixed order. Written as SQL fragments rather than with the query
 * builder's immutable steps, and a page's query is compiled once per set of filters asked
 * (listPage): a page is read on every request.
 */
const filters: readonly Filter[] = [
  {
    value: (_, c) => c.siteStudioId ?? undefined,
    condition: (id) => sql<boolean>`v.studio_id = ${id}`,
  },
  { value: (q) => q.classType, condition: anyOf('class_type', 'text') },
  { value: (q) => q.studio, condition: anyOf('studio_id', 'int') },
  { value: (q) => q.level, condition: anyOf('level', 'text') },
  { value: (q) => q.bodyFocus, condition: anyOf('body_focus', 'text') },
  { value: (q) => q.equipment, condition: overlaps('equipment') },
  { value: (q) => q.targetMucles, condition: overlaps('target_muscles') },
  { value: (q) => q.limitations, condition: overlaps('limitations') },
  {
    value: (q) => minutesAsSeconds(q.timeLength?.min, Math.ceil),
    condition: (s) => sql<boolean>`v.duration_seconds >= ${s}`,
  },
  {
    value: (q) => minutesAsSeconds(q.timeLength?.max, Math.floor),
    condition: (s) => sql<boolean>`v.duration_seconds <= ${s}`,
  },
  { value: (q) => q.calorieBurn?.min, condition: (c) => sql<boolean>`v.calorie_burn >= ${c}` },
  { value: (q) => q.calorieBurn?.max, condition: (c) => sql<boolean>`v.calorie_burn <= ${c}` },
  { value: (_, c) => c.instructorIds, condition: anyOf('instructor_id', 'int') },
];

/** The conditions of the query's filters on `v`, for the search's pages too. */
export function filterConditions(query: VideoListQuery, context: PageContext) {
  return conditionsOf(filters.map((f) => f.value(query, context)));
}

function conditionsOf(values: readonly unknown[]): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  values.forEach((value, i) => {
    if (value !== undefined) conditions.push(filters[i]!.condition(value));
  });
  return conditions;
}

/** `v` after class `after` in the order `sort`: the condition a later page starts with. */
function afterClass(sort: VideoListQuery['sort'], after: unknown): RawBuilder<boolean> {
  const { key, dir } = orders[sort];
  return sql<boolean>`(${sql.ref(`v.${key}`)}, v.id) ${sql.raw(dir === 'asc' ? '>' : '<')}
      (SELECT ${sql.ref(`a.${key}`)}, a.id FROM videos a WHERE a.id = ${after})`;
}

/** A page's classes in order, with the member's favourite records when its statement read them. */
export interface PageIds {
  ids: number[];
  /** Class id to favourite record; absent when the page's statement did not read them. */
  favourites?: Map<number, number>;
}

type PageRow = { id: number; favorite_id: number | null };
type PageQuery = ReturnType<typeof compiledPerShape<PageRow>>;

/**
 * A filtered page's query for one set of filters and one order, compiled once (compiledPerShape)
 * and planned for its own values (a generic plan made one seven times slower), with the member's
 * favourite record of each class read in the same statement (`favouriteOf`). Each order's key is
 * followed by the id in the same direction, so a page continues after its last class with a row
 * comparison the order's index answers.
 */
function pageQueryWith(favouriteOf: FavouriteColumn): PageQuery {
  return compiledPerShape<PageRow>((db, values, sortIndex) => {
    const sort = sorts[sortIndex]!;
    const [now, after, pageSize, userId] = values.slice(filters.length);
    const conditions = conditionsOf(values.slice(0, filters.length));
    conditions.push(sql<boolean>`v.published_at <= ${now}`);
    if (after !== undefined) conditions.push(afterClass(sort, after));
    const { key, dir } = orders[sort];
    const direction = sql.raw(dir);
    return sql<PageRow>`SELECT v.id, ${favouriteOf(userId, sql<number>`v.id`)} AS favorite_id
      FROM videos v
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${sql.ref(`v.${key}`)} ${direction}, v.id ${direction}
      LIMIT ${pageSize}`.compile(db);
  });
}

/** A page without favourites (most are: a member marks a few of thousands), shared. */
const NO_FAVOURITES: Map<number, number> = new Map();

/** Each favourites column's page queries (one in the running server: the one handed in). */
const pageQueries = new WeakMap<FavouriteColumn, PageQuery>();

/**
 * One page of the library on a site for member `userId`, in order: a filtered page with the
 * member's favourite records (`favouriteOf`), an unfiltered one's ids alone from its named
 * statement, the same for every member (library-unfiltered-store.ts). `query.after` is the last
 * class of the previous page (checked to exist by the caller).
 */
export async function listPage(
  db: Database,
  now: Date,
  query: VideoListQuery,
  context: PageContext,
  member: { userId: number; favouriteOf: FavouriteColumn },
): Promise<PageIds> {
  const values = filters.map((f) => f.value(query, context));
  if (values.every((v) => v === undefined)) return { ids: await unfilteredPage(db, now, query) };
  values.push(now, query.after, query.pageSize, member.userId);
  let pageQuery = pageQueries.get(member.favouriteOf);
  if (!pageQuery)
    pageQueries.set(member.favouriteOf, (pageQuery = pageQueryWith(member.favouriteOf)));
  const rows = await pageQuery(db, values, sorts.indexOf(query.sort));
  const ids: number[] = [];
  let favourites: Map<number, number> = NO_FAVOURITES;
  for (const r of rows) {
    ids.push(r.id);
    if (r.favorite_id === null) continue;
    if (favourites === NO_FAVOURITES) favourites = new Map();
    favourites.set(r.id, r.favorite_id);
  }
  return { ids, favourites };
}
