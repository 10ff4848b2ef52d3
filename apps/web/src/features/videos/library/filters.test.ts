import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultFilters,
  filtersFromSearch,
  filtersToSearch,
  toListBody,
} from './filters.ts';

describe('library filters', () => {
  it('start from 0-90 minutes, 0-800 kcal and the recommended order', () => {
    expect(toListBody(defaultFilters)).toEqual({
      timeLength: { min: 0, max: 90 },
      calorieBurn: { min: 0, max: 800 },
      sort: { recommended: true },
    });
    expect(activeFilterCount(defaultFilters)).toBe(0);
  });

  it('send only what is chosen, and the special as limitations', () => {
    const f = {
      ...defaultFilters,
      classType: ['Yoga', 'Pilates'] as const,
      level: 'Beginner' as const,
      special: 'Prenatal' as const,
      sort: 'shortest' as const,
    };
    const body = toListBody({ ...f, classType: [...f.classType] });
    expect(body).toMatchObject({
      classType: ['Yoga', 'Pilates'],
      level: 'Beginner',
      limitations: 'Prenatal',
      sort: { shortest: true },
    });
    expect(body).not.toHaveProperty('bodyFocus');
    expect(activeFilterCount({ ...f, classType: [...f.classType] })).toBe(4);
  });

  it('read the filters a link carries and ignore unknown values', () => {
    const f = filtersFromSearch(
      new URLSearchParams('classType=Yoga&classType=Nope&equipment=None&studio=3&sort=newest'),
    );
    expect(f.classType).toEqual(['Yoga']);
    expect(f.equipment).toEqual(['None']);
    expect(f.studio).toEqual([3]);
    expect(f.sort).toBe('newest');
  });
});

describe('library filters in the address', () => {
  it('go there and back unchanged, keeping only what differs from the defaults', () => {
    const f = {
      ...defaultFilters,
      search: 'yoga flwo',
      classType: ['Yoga' as const],
      instructor: ['Ana Diaz', 'Li Wei'],
      studio: [4],
      equipment: ['None' as const],
      targetMucles: ['Biceps' as const],
      level: 'Advanced' as const,
      bodyFocus: 'Core' as const,
      special: 'Low Impact' as const,
      timeLength: { min: 16, max: 30 },
      calorieBurn: { min: 0, max: 300 },
      sort: 'newest' as const,
    };
    const search = filtersToSearch(f);
    expect(search.has('caloriesMin')).toBe(false);
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(f);
    expect(filtersToSearch(defaultFilters).toString()).toBe('');
  });

  it('put numbers back in range and ignore reversed ranges', () => {
    const f = filtersFromSearch(
      new URLSearchParams('timeMin=-5&timeMax=500&caloriesMin=700&caloriesMax=100'),
    );
    expect(f.timeLength).toEqual({ min: 0, max: 90 });
    expect(f.calorieBurn).toEqual({ min: 0, max: 800 });
  });

  it('keep the search as typed, send it trimmed, and drop a blank one', () => {
    const f = filtersFromSearch(new URLSearchParams('q=%25_+yoga+&instructor=+&instructor=Li+Wei'));
    expect(f.search).toBe('%_ yoga ');
    expect(f.instructor).toEqual(['Li Wei']);
    expect(toListBody(f)).toMatchObject({ search: '%_ yoga', instructor: ['Li Wei'] });
    expect(toListBody({ ...defaultFilters, search: '   ' })).not.toHaveProperty('search');
    expect(filtersToSearch({ ...defaultFilters, search: '  ' }).toString()).toBe('');
  });

  it('cut a search longer than the server takes', () => {
    const f = filtersFromSearch(new URLSearchParams({ q: 'a'.repeat(10_000) }));
    expect(f.search).toHaveLength(100);
  });
});
