import { sql, type RawBuilder } from 'kysely';

/**
 * The library's search, answered by the database with pg_trgm (migration 025): a class matches
 * when its title, instructor, studio or class type holds the words as typed (ILIKE, the words
 * taken literally) or is close to them by trigram word similarity (a typo forgiven).
 */

/** How close (0 to 1) the words must come to a field to count as a typo of it. */
const TYPO_SIMILARITY = 0.4;

/** The searched columns of one row, by table alias: the list's own, or the page start's. */
export interface SearchedColumns {
  title: string;
  instructor: string;
  studio: string;
  classType: string;
}

/** `words` for ILIKE, with its wildcards and escape character taken literally. */
const literalPattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function fields(c: SearchedColumns) {
  return [c.title, c.instructor, c.studio, c.classType].map((ref) => sql.ref(ref));
}

/** True when the row matches `words`. */
export function searchMatches(words: string, c: SearchedColumns): RawBuilder<boolean> {
  const pattern = literalPattern(words);
  const conditions = fields(c).flatMap((f) => [
    sql`${f} ILIKE ${pattern}`,
    sql`word_similarity(${words}, ${f}) >= ${TYPO_SIMILARITY}`,
  ]);
  return sql<boolean>`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * How well the row matches `words`, higher first: the exact title (2), then the words found as
 * typed in any field (1), then the closest trigram similarity of any field (0 to 1).
 */
export function searchRank(words: string, c: SearchedColumns): RawBuilder<number> {
  const pattern = literalPattern(words);
  const all = fields(c);
  const typed = sql.join(
    all.map((f) => sql`${f} ILIKE ${pattern}`),
    sql` OR `,
  );
  const closest = sql.join(
    all.map((f) => sql`word_similarity(${words}, ${f})`),
    sql`, `,
  );
  return sql<number>`((CASE WHEN lower(${sql.ref(c.title)}) = lower(${words}) THEN 2 ELSE 0 END)
    + (CASE WHEN ${typed} THEN 1 ELSE 0 END)
    + greatest(${closest})::float8)`;
}
