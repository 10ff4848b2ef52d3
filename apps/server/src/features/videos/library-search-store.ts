import type { VideoListQuery } from '@jetsweat/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { closenessTo, TYPO_SIMILARITY, typedIn } from '../../platform/db/word-match.ts';
import type { NameMatch } from '../studios/service.ts';
import { filterConditions, type PageContext } from './library-page-store.ts';
import { orders } from './library-order.ts';

/**
 * The library's search, answered by the database with pg_trgm (platform/db/word-match.ts): a
 * class matches when its title, instructor, studio or class type holds the words as typed or is
 * close to them (a typo forgiven). How the instructors' and studios' names match is the studios
 * feature's answer (namesMatching), handed in and joined here as a relation of values.
 */

/** How every instructor's and studio's name matches the searched words. */
export interface NameMatches {
  instructors: NameMatch[];
  studios: NameMatch[];
}

/** The matches as a relation (id, typed, closeness) to join by id. */
const relationOf = (m: NameMatch[]) =>
  sql`unnest(${m.map((x) => x.id)}::int[], ${m.map((x) => x.typed)}::bool[],
    ${m.map((x) => x.closeness)}::float8[])`;

/** The class `c` with its instructor's (`c_i`) and studio's (`c_s`) name matches joined. */
function classesWithNames(c: string, names: NameMatches) {
  const [ci, cs] = [sql.raw(`${c}_i`), sql.raw(`${c}_s`)];
  return sql`videos ${sql.raw(c)}
    JOIN ${relationOf(names.instructors)} AS ${ci}(id, typed, closeness)
      ON ${ci}.id = ${sql.ref(`${c}.instructor_id`)}
    JOIN ${relationOf(names.studios)} AS ${cs}(id, typed, closeness)
      ON ${cs}.id = ${sql.ref(`${c}.studio_id`)}`;
}

/** The class's own searched fields, and its names' matches, for the row aliased `c`. */
function fieldsOf(words: string, c: string) {
  const own = [sql.ref<string>(`${c}.title`), sql.ref<string>(`${c}.class_type`)];
  return {
    typed: [
      ...own.map((f) => typedIn(words, f)),
      sql<boolean>`${sql.ref(`${c}_i.typed`)}`,
      sql<boolean>`${sql.ref(`${c}_s.typed`)}`,
    ],
    closeness: [
      ...own.map((f) => closenessTo(words, f)),
      sql<number>`${sql.ref(`${c}_i.closeness`)}`,
      sql<number>`${sql.ref(`${c}_s.closeness`)}`,
    ],
  };
}

/** True when the class `c` matches the words. */
function matches(words: string, c: string): RawBuilder<boolean> {
  const { typed, closeness } = fieldsOf(words, c);
  const close = closeness.map((f) => sql`${f} >= ${TYPO_SIMILARITY}`);
  return sql<boolean>`(${sql.join([...typed, ...close], sql` OR `)})`;
}

/**
 * How well the class `c` matches the words, higher first: the exact title (2), then the words
 * found as typed in any field (1), then the closest trigram similarity of any field (0 to 1).
 */
function rank(words: string, c: string): RawBuilder<number> {
  const { typed, closeness } = fieldsOf(words, c);
  return sql<number>`((CASE WHEN lower(${sql.ref(`${c}.title`)}) = lower(${words}) THEN 2 ELSE 0 END)
    + (CASE WHEN ${sql.join(typed, sql` OR `)} THEN 1 ELSE 0 END)
    + greatest(${sql.join(closeness, sql`, `)})::float8)`;
}

/**
 * The ids of a page of the search's matches, best match first, then in the chosen order. Every
 * key runs in one direction (an ascending order ranks by the negated match) so a page continues
 * after its last class with one row comparison, as the plain list does.
 */
export async function searchPage(
  db: Database,
  now: Date,
  query: VideoListQuery & { search: string },
  context: PageContext,
  names: NameMatches,
): Promise<number[]> {
  const { search } = query;
  const { key, dir } = orders[query.sort];
  const direction = sql.raw(dir);
  const signed = (c: string) =>
    dir === 'asc' ? sql<number>`(-${rank(search, c)})` : rank(search, c);
  const conditions = [
    sql<boolean>`v.published_at <= ${now}`,
    matches(search, 'v'),
    ...filterConditions(query, context),
  ];
  if (query.after !== undefined) {
    const start = sql`(SELECT ${signed('a')}, ${sql.ref(`a.${key}`)}, a.id
      FROM ${classesWithNames('a', names)} WHERE a.id = ${query.after})`;
    const row = sql`(${signed('v')}, ${sql.ref(`v.${key}`)}, v.id)`;
    conditions.push(sql<boolean>`${row} ${sql.raw(dir === 'asc' ? '>' : '<')} ${start}`);
  }
  const { rows } = await sql<{ id: number }>`SELECT v.id
    FROM ${classesWithNames('v', names)}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${signed('v')} ${direction}, ${sql.ref(`v.${key}`)} ${direction}, v.id ${direction}
    LIMIT ${query.pageSize}`.execute(db);
  return rows.map((r) => r.id);
}
