import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * Matching typed words against a text column with pg_trgm (migration 025), the one way the
 * library's search and the studios' name lookups judge a match: the words found as typed (ILIKE,
 * taken literally), or close to them by trigram word similarity (a typo forgiven).
 */

/** How close (0 to 1) the words must come to a text to count as a typo of it. */
export const TYPO_SIMILARITY = 0.4;

/** `words` with ILIKE's wildcards and escape character taken literally. */
const literal = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `words` for ILIKE, with its wildcards and escape character taken literally. */
const literalPattern = (words: string) => `%${literal(words)}%`;

/** True when `text` holds the words as typed. */
export function typedIn(words: string, text: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`(${text} ILIKE ${literalPattern(words)})`;
}

/** True when `text` begins with the words as typed (a name searched by its first letters). */
export function typedAtStart(words: string, text: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`(${text} ILIKE ${`${literal(words)}%`})`;
}

/** How close `text` comes to the words: trigram word similarity, 0 to 1. */
export function closenessTo(words: string, text: Expression<string>): RawBuilder<number> {
  return sql<number>`word_similarity(${words}, ${text})::float8`;
}
