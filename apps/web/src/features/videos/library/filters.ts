import type { ListBody } from '../api/keys.ts';
import {
  bodyFocusOptions,
  classTypes,
  difficultyOptions,
  specialOptions,
  DEFAULT_VIDEO_FILTER,
  DEFAULT_VIDEO_SORT,
  VIDEO_SEARCH_MAX_LENGTH,
  equipmentOptions,
  muscles,
  videoSorts,
  type BodyFocusOption,
  type ClassType,
  type Difficulty,
  type Equipment,
  type Muscle,
  type SpecialOption,
  type VideoSort,
} from '@jetsweat/contract';

export interface Range {
  min: number;
  max: number;
}

/** What the filter panel holds; `toListBody` turns it into the library call's body. */
export interface LibraryFilters {
  /** The search box's words ('' for none); the server ranks its matches best first. */
  search: string;
  classType: ClassType[];
  /** Instructors by name. */
  instructor: string[];
  studio: number[];
  equipment: Equipment[];
  targetMucles: Muscle[];
  level: Difficulty;
  bodyFocus: BodyFocusOption;
  special: SpecialOption;
  /** Minutes. */
  timeLength: Range;
  /** Kilocalories. */
  calorieBurn: Range;
  sort: VideoSort;
}

/** The panel's starting point (spec 9): 0-90 minutes, 0-800 kcal, any level, focus and special. */
export const defaultFilters: LibraryFilters = {
  search: '',
  classType: [],
  instructor: [],
  studio: [],
  equipment: [],
  targetMucles: [],
  level: 'Any',
  bodyFocus: 'Any',
  special: 'None',
  timeLength: { ...DEFAULT_VIDEO_FILTER.timeLength },
  calorieBurn: { ...DEFAULT_VIDEO_FILTER.calorieBurn },
  sort: DEFAULT_VIDEO_SORT,
};

export const sortLabels: Record<VideoSort, string> = {
  recommended: 'Recommended',
  newest: 'Newest',
  longest: 'Longest',
  shortest: 'Shortest',
  highest: 'Most calories',
};

/** The library call for these filters: lists only when something is chosen. */
export function toListBody(f: LibraryFilters): ListBody {
  const body: ListBody = {
    timeLength: f.timeLength,
    calorieBurn: f.calorieBurn,
    sort: { [f.sort]: true },
  };
  const search = f.search.trim();
  if (search) body.search = search;
  if (f.classType.length) body.classType = f.classType;
  if (f.instructor.length) body.instructor = f.instructor;
  if (f.studio.length) body.studio = f.studio;
  if (f.equipment.length) body.equipment = f.equipment;
  if (f.targetMucles.length) body.targetMucles = f.targetMucles;
  if (f.level !== 'Any') body.level = f.level;
  if (f.bodyFocus !== 'Any') body.bodyFocus = f.bodyFocus;
  if (f.special !== 'None') body.limitations = f.special;
  return body;
}

/** How many filters differ from the defaults (shown on the panel's button). */
export function activeFilterCount(f: LibraryFilters): number {
  const d = defaultFilters;
  return (
    f.classType.length +
    f.instructor.length +
    f.studio.length +
    f.equipment.length +
    f.targetMucles.length +
    Number(f.level !== d.level) +
    Number(f.bodyFocus !== d.bodyFocus) +
    Number(f.special !== d.special) +
    Number(f.timeLength.min !== d.timeLength.min || f.timeLength.max !== d.timeLength.max) +
    Number(f.calorieBurn.min !== d.calorieBurn.min || f.calorieBurn.max !== d.calorieBurn.max)
  );
}

const pick = <T extends string>(all: readonly T[], values: string[]): T[] =>
  values.filter((v): v is T => (all as readonly string[]).includes(v));

const one = <T extends string>(all: readonly T[], value: string | null, fallback: T): T =>
  pick(all, value === null ? [] : [value])[0] ?? fallback;

/** A number from the address within the panel's bounds, else the default. */
function bounded(value: string | null, fallback: number, bounds: Range): number {
  const n = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? Math.min(bounds.max, Math.max(bounds.min, n)) : fallback;
}

function rangeFrom(search: URLSearchParams, key: string, fallback: Range): Range {
  const min = bounded(search.get(`${key}Min`), fallback.min, fallback);
  const max = bounded(search.get(`${key}Max`), fallback.max, fallback);
  return min <= max ? { min, max } : { ...fallback };
}

/**
 * The filters the address carries (?q=yoga+flow&classType=Yoga&instructor=Ana+Diaz&equipment=None&studio=12&sort=newest&level=
 * Beginner&timeMin=15...): the panel keeps them there, so Back from a class and a shared link
 * show the same list. Unknown values are ignored.
 */
export function filtersFromSearch(search: URLSearchParams): LibraryFilters {
  const d = defaultFilters;
  return {
    // Longer than the server takes would only be refused: the address keeps what it would search.
    search: (search.get('q') ?? '').slice(0, VIDEO_SEARCH_MAX_LENGTH),
    classType: pick(classTypes, search.getAll('classType')),
    instructor: search
      .getAll('instructor')
      .map((n) => n.trim())
      .filter((n) => n !== '' && n.length <= VIDEO_SEARCH_MAX_LENGTH),
    equipment: pick(equipmentOptions, search.getAll('equipment')),
    targetMucles: pick(muscles, search.getAll('muscle')),
    studio: search
      .getAll('studio')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    level: one(difficultyOptions, search.get('level'), d.level),
    bodyFocus: one(bodyFocusOptions, search.get('focus'), d.bodyFocus),
    special: one(specialOptions, search.get('special'), d.special),
    timeLength: rangeFrom(search, 'time', d.timeLength),
    calorieBurn: rangeFrom(search, 'calories', d.calorieBurn),
    sort: one(videoSorts, search.get('sort'), d.sort),
  };
}

/** The address's form of the filters: only what differs from the defaults. */
export function filtersToSearch(f: LibraryFilters): URLSearchParams {
  const d = defaultFilters;
  const search = new URLSearchParams();
  if (f.search.trim()) search.set('q', f.search);
  for (const c of f.classType) search.append('classType', c);
  for (const i of f.instructor) search.append('instructor', i);
  for (const e of f.equipment) search.append('equipment', e);
  for (const m of f.targetMucles) search.append('muscle', m);
  for (const s of f.studio) search.append('studio', String(s));
  if (f.level !== d.level) search.set('level', f.level);
  if (f.bodyFocus !== d.bodyFocus) search.set('focus', f.bodyFocus);
  if (f.special !== d.special) search.set('special', f.special);
  if (f.timeLength.min !== d.timeLength.min) search.set('timeMin', String(f.timeLength.min));
  if (f.timeLength.max !== d.timeLength.max) search.set('timeMax', String(f.timeLength.max));
  if (f.calorieBurn.min !== d.calorieBurn.min) search.set('caloriesMin', String(f.calorieBurn.min));
  if (f.calorieBurn.max !== d.calorieBurn.max) search.set('caloriesMax', String(f.calorieBurn.max));
  if (f.sort !== d.sort) search.set('sort', f.sort);
  return search;
}
