import type { VideoListQuery } from '@jetsweat/contract';
import { sql, type RawBuilder } from 'kysely';

/** The library's filters as SQL conditions on its classes (`v`), for library-store.ts's pages. */

/**
 * The site a list is read for: a studio's own (white-label) site lists that studio's classes
 * only, the main site (null) every studio's (docs/decisions/0055-white-label-member-area.md). The
 * studio's classes are read through videos_studio_idx.
 */
export type SiteStudioId = number | null;

/** One of the library's filters: its value in a query (undefined when not asked), its SQL on `v`. */
interface Filter {
  value(query: VideoListQuery, siteStudioId: SiteStudioId): unknown;
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
 * The library's filters, in one fixed order; instructors are matched by name. Written as SQL
 * fragments rather than with the query builder's immutable steps, and a page's query is compiled
 * once per set of filters asked (listPage): a page is read on every request.
 */
export const filters: readonly Filter[] = [
  {
    value: (_, siteStudioId) => siteStudioId ?? undefined,
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
  {
    value: (q) => q.instructor,
    condition: (names) =>
      sql<boolean>`v.instructor_id IN (SELECT id FROM studio_instructors WHERE name = ANY(${names}::text[]))`,
  },
];

/** Each filter's value in `query`, in the filters' order (undefined where it asks none). */
export const filterValues = (query: VideoListQuery, siteStudioId: SiteStudioId): unknown[] =>
  filters.map((f) => f.value(query, siteStudioId));

/** The conditions of the filters given a value (`values` in the filters' order). */
export function filterConditions(values: readonly unknown[]): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  values.forEach((value, i) => {
    if (value !== undefined) conditions.push(filters[i]!.condition(value));
  });
  return conditions;
}
