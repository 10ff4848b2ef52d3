import { describe, expect, it } from 'vitest';
import type { LiveClass } from '@jetsweat/contract';
import { filterChoices, matchesFilter, readFilter, withFilter } from './schedule-filters.ts';

const live = (over: Partial<LiveClass>): LiveClass =>
  ({
    id: 1,
    studioShortName: 'baristudio',
    studioName: 'Bari Studio',
    classType: 'Barre',
    instructor: 'Ana',
    minutesDuration: 45,
    level: 'Beginner',
    ...over,
  }) as LiveClass;

describe('the live schedule filters', () => {
  it('read what the URL says and ignore lengths and levels that do not exist', () => {
    expect(readFilter(new URLSearchParams('studio=baristudio&length=30to45&level=Expert'))).toEqual(
      {
        studio: 'baristudio',
        type: null,
        instructor: null,
        length: '30to45',
        level: null,
      },
    );
  });

  it('set and clear one filter, keeping the rest of the URL', () => {
    const set = withFilter(new URLSearchParams('level=Beginner&x=1'), 'type', 'Yoga');
    expect(set.toString()).toBe('level=Beginner&x=1&type=Yoga');
    expect(withFilter(set, 'level', null).toString()).toBe('x=1&type=Yoga');
  });

  it('keep a class only when every chosen filter matches it', () => {
    const f = readFilter(new URLSearchParams('type=Barre&length=30to45'));
    expect(matchesFilter(live({}), f)).toBe(true);
    expect(matchesFilter(live({ minutesDuration: 50 }), f)).toBe(false);
    expect(matchesFilter(live({ classType: null }), f)).toBe(false);
    expect(matchesFilter(live({ classType: null }), readFilter(new URLSearchParams()))).toBe(true);
  });

  it('offer the studios, types and instructors the classes have, by name', () => {
    const choices = filterChoices([
      live({}),
      live({
        studioShortName: 'yogavida',
        studioName: 'Yoga Vida',
        classType: 'Yoga',
        instructor: '',
      }),
      live({ id: 3 }),
    ]);
    expect(choices.studio).toEqual([
      { value: 'baristudio', label: 'Bari Studio' },
      { value: 'yogavida', label: 'Yoga Vida' },
    ]);
    expect(choices.type.map((c) => c.value)).toEqual(['Barre', 'Yoga']);
    expect(choices.instructor.map((c) => c.value)).toEqual(['Ana']);
  });
});
