import type { VideoListQuery } from '@jetsweat/contract';
import { sql, type InferResult, type SelectQueryBuilder } from 'kysely';
import { compiledOnce, compiledPerShape } from '../../platform/db/compiled-once.ts';
import type { Database, Tables } from '../../platform/db/database.ts';
import { filterConditions, filters, filterValues, type SiteStudioId } from './library-filters.ts';
import { afterClass, inOrder, orders, sorts, type PageEntry } from './library-order.ts';
import { searchMatches, searchRank } from './library-search.ts';
import { unfilteredPage } from './library-unfiltered-pages.ts';

export type { SiteStudioId } from './library-filters.ts';

/** Reads of the catalogue (videos) for the library, a class's page and programs. */

/** A published class as the member sees it: the catalogue's row and their favourite record. */
export type VideoRow = InferResult<ReturnType<typeof videoRows>>[number];

/** The columns of a class as lists show it (a card: no stream, no member's record). */
const cardColumns = [
  'v.id',
  'v.slug',
  'v.title',
  'v.summary',
  'v.studio_id',
  's.name as studio_name',
  's.short_name as studio_short_name',
  's.logo_url as studio_logo',
  'i.name as instructor',
  'i.image_url as instructor_image',
  'v.class_type',
  'v.equipment',
  'v.level',
  'v.body_focus',
  'v.limitations',
  'v.target_muscles',
  'v.duration_seconds',
  'v.calorie_burn',
  'v.mhr',
  'v.poster_path',
  'v.published_at',
] as const;

/** Classes with their studio and instructor, as a class answer is built from them. */
function withStudioAndInstructor(db: Database) {
  return db
    .selectFrom('videos as v')
    .innerJoin('studios as s', 's.id', 'v.studio_id')
    .innerJoin('studio_instructors as i', 'i.id', 'v.instructor_id');
}

/** Published classes with everything a class answer is built from: the studio and instructor. */
function catalogueRows(db: Database) {
  return withStudioAndInstructor(db).select([...cardColumns, 'v.stream_path', 'v.captions_path']);
}

/**
 * The cards of classes by id (published or not: the caller chose the ids), in no order. One array
 * parameter, so one query text for any number of ids, compiled once: library pages whose
 * classes are not kept read their cards on every request.
 */
export const cardRows = compiledOnce(
  (db, ids: number[]) =>
    withStudioAndInstructor(db)
      .select(cardColumns)
      .where(sql<boolean>`v.id = ANY(${ids}::int[])`),
  [[]],
);

/** A class's card as lists show it, whatever the member. */
export type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** The catalogue's rows with `userId`'s favourite record (for favoriteId). */
export function videoRows(db: Database, userId: number) {
  return catalogueRows(db)
    .leftJoin('favourite_videos as f', (j) =>
      j.onRef('f.video_id', '=', 'v.id').on('f.user_id', '=', userId),
    )
    .select('f.id as favorite_id');
}

type VideoQuery = SelectQueryBuilder<
  Tables & { v: Tables['videos'] },
  'v',
  // The selection is checked where the query is finished; filters only need the table.
  object
>;

/** `q` narrowed to the classes the site lists. */
export function onSite<Q extends VideoQuery>(q: Q, siteStudioId: SiteStudioId): Q {
  return siteStudioId === null ? q : (q.where('v.studio_id', '=', siteStudioId) as Q);
}

/**
 * One page of the library for a member on a site: the ids of its classes with the member's own
 * favourite records (the classes' cards are shared by every member: library-cards.ts), filtered,
 * sorted and paged in the database. `after` is the last class of the previous page (checked to
 * exist by the caller).
 */
export async function listPage(
  db: Database,
  userId: number,
  now: Date,
  query: VideoListQuery,
  siteStudioId: SiteStudioId,
): Promise<PageEntry[]> {
  if (query.search !== undefined)
    return searchPage(db, userId, now, query, siteStudioId, query.search);
  // The filters' values, then the page's own, in the order pageQuery reads them.
  const values = filterValues(query, siteStudioId);
  if (values.every((v) => v === undefined)) {
    const { sort, after, pageSize } = query;
    return unfilteredPage(db, { userId, now, sort, after, pageSize });
  }
  values.push(now, query.after, userId, query.pageSize);
  return pageQuery(db, values, sorts.indexOf(query.sort));
}

/**
 * A filtered page's query for one set of filters and one order, compiled once
 * (compiledPerShape) and planned for its own values (a generic plan made one seven times
 * slower). Unfiltered pages, the same classes for every member, are read together
 * (library-unfiltered-pages.ts).
 */
const pageQuery = compiledPerShape<PageEntry>((db, values, sortIndex) => {
  const sort = sorts[sortIndex]!;
  const [now, after, userId, pageSize] = values.slice(filters.length);
  const conditions = filterConditions(values.slice(0, filters.length));
  conditions.push(sql<boolean>`v.published_at <= ${now}`);
  if (after !== undefined) conditions.push(afterClass(sort, after));
  return sql<PageEntry>`SELECT v.id, f.id AS favorite_id
    FROM videos v
    LEFT JOIN favourite_videos f ON f.video_id = v.id AND f.user_id = ${userId}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${inOrder(sort, 'v')}
    LIMIT ${pageSize}`.compile(db);
});

const listed = {
  title: 'v.title',
  instructor: 'i.name',
  studio: 's.name',
  classType: 'v.class_type',
};
const pageStart = {
  title: 'a.title',
  instructor: 'ai.name',
  studio: 'sa.name',
  classType: 'a.class_type',
};

/**
 * A page of the search's matches, best match first, then in the chosen order. Every key runs in
 * one direction (an ascending order ranks by the negated match) so a page continues after its
 * last class with one row comparison, as the plain list does.
 */
function searchPage(
  db: Database,
  userId: number,
  now: Date,
  query: VideoListQuery,
  siteStudioId: SiteStudioId,
  search: string,
): Promise<PageEntry[]> {
  const { key, dir } = orders[query.sort];
  const signed = (cols: typeof listed) =>
    dir === 'asc' ? sql<number>`(-${searchRank(search, cols)})` : searchRank(search, cols);
  let page = db
    .selectFrom('videos as v')
    .innerJoin('studios as s', 's.id', 'v.studio_id')
    .innerJoin('studio_instructors as i', 'i.id', 'v.instructor_id')
    .leftJoin('favourite_videos as f', (j) =>
      j.onRef('f.video_id', '=', 'v.id').on('f.user_id', '=', userId),
    )
    .select(['v.id', 'f.id as favorite_id'])
    .where('v.published_at', '<=', now)
    .where(searchMatches(search, listed));
  for (const condition of filterConditions(filterValues(query, siteStudioId)))
    page = page.where(condition);
  if (query.after !== undefined) {
    const start = sql`(SELECT ${signed(pageStart)}, ${sql.ref(`a.${key}`)}, a.id
      FROM videos a
      JOIN studios sa ON sa.id = a.studio_id
      JOIN studio_instructors ai ON ai.id = a.instructor_id
      WHERE a.id = ${query.after})`;
    const row = sql`(${signed(listed)}, ${sql.ref(`v.${key}`)}, v.id)`;
    page = page.where(sql<boolean>`${row} ${sql.raw(dir === 'asc' ? '>' : '<')} ${start}`);
  }
  return page
    .orderBy(signed(listed), dir)
    .orderBy(`v.${key}`, dir)
    .orderBy('v.id', dir)
    .limit(query.pageSize)
    .execute();
}

export async function videoExists(db: Database, videoId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** A published class as the member sees it, or undefined. */
export async function findVideo(
  db: Database,
  userId: number,
  videoId: number,
  now: Date,
): Promise<VideoRow | undefined> {
  return videoRows(db, userId)
    .where('v.id', '=', videoId)
    .where('v.published_at', '<=', now)
    .executeTakeFirst();
}

/** Published classes by id that the site lists, as the member sees them (in no particular order). */
export async function findVideos(
  db: Database,
  userId: number,
  videoIds: number[],
  now: Date,
  siteStudioId: SiteStudioId = null,
): Promise<VideoRow[]> {
  if (videoIds.length === 0) return [];
  return onSite(videoRows(db, userId), siteStudioId)
    .where('v.id', 'in', videoIds)
    .where('v.published_at', '<=', now)
    .execute();
}
