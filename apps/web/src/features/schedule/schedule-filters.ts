import {
  classLevels,
  durationBuckets,
  durationBucketOf,
  type ClassLevel,
  type DurationBucket,
  type LiveClass,
} from '@jetsweat/contract';

/**
 * The live schedule's filters, kept in the page's URL (?studio=&type=&instructor=&length=&level=)
 * so a filtered schedule can be shared or bookmarked. A value the URL names that no class has
 * simply matches nothing; a length or level outside the lists is ignored.
 */
export interface ScheduleFilter {
  studio: string | null;
  type: string | null;
  instructor: string | null;
  length: DurationBucket['key'] | null;
  level: ClassLevel | null;
}
export type FilterKey = keyof ScheduleFilter;
export const filterKeys: readonly FilterKey[] = ['studio', 'type', 'instructor', 'length', 'level'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((v) => v === value) ?? null;

export function readFilter(params: URLSearchParams): ScheduleFilter {
  return {
    studio: params.get('studio') || null,
    type: params.get('type') || null,
    instructor: params.get('instructor') || null,
    length: oneOf(
      durationBuckets.map((b) => b.key),
      params.get('length'),
    ),
    level: oneOf(classLevels, params.get('level')),
  };
}

/** The URL's parameters with one filter set (or cleared with null); other parameters are kept. */
export function withFilter(
  params: URLSearchParams,
  key: FilterKey,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

export const isFiltered = (f: ScheduleFilter) => filterKeys.some((k) => f[k] !== null);

export function matchesFilter(c: LiveClass, f: ScheduleFilter): boolean {
  return (
    (f.studio === null || c.studioShortName === f.studio) &&
    (f.type === null || c.classType === f.type) &&
    (f.instructor === null || c.instructor === f.instructor) &&
    (f.length === null || durationBucketOf(c.minutesDuration * 60).key === f.length) &&
    (f.level === null || c.level === f.level)
  );
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The choices each filter offers: what the schedule's classes actually have. */
export function filterChoices(classes: readonly LiveClass[]) {
  const studios = new Map(classes.map((c) => [c.studioShortName, c.studioName]));
  return {
    studio: sorted(studios.keys()).map((value) => ({ value, label: studios.get(value)! })),
    type: sorted(classes.flatMap((c) => (c.classType ? [c.classType] : []))).map(asChoice),
    instructor: sorted(classes.flatMap((c) => (c.instructor ? [c.instructor] : []))).map(asChoice),
    length: durationBuckets.map((b) => ({ value: b.key, label: b.label })),
    level: classLevels.map(asChoice),
  };
}
const asChoice = (value: string) => ({ value, label: value });
