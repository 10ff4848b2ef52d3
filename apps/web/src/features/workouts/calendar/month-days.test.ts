import { describe, expect, it } from 'vitest';
import type { Workout } from '@jetsweat/contract';
import { addMonths, monthTotals, monthWeeks, serverRange, workoutsByDay } from './month-days.ts';

const workout = (id: number, when: Date, extra: Partial<Workout> = {}): Workout => ({
  id,
  when: when.toISOString(),
  status: 'scheduled',
  programId: null,
  programTitle: null,
  videoId: 1,
  liveClassId: null,
  video: {
    id: 1,
    title: 'Barre',
    instructor: 'Ana',
    summary: '',
    duration: 1800,
    poster: '',
    classType: 'Barre',
    studioName: 'Studio',
  },
  liveClass: null,
  ...extra,
});

describe("the calendar's month", () => {
  it('lays February 2026 out in weeks from Sunday, and steps across years', () => {
    const weeks = monthWeeks({ year: 2026, month: 2 });
    // 1 February 2026 is a Sunday.
    expect(weeks[0]![0]).toBe('2026-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('asks the server for a day either side, so no local day is cut off', () => {
    expect(serverRange({ year: 2026, month: 3 })).toEqual({
      fromDate: '2026-02-28',
      toDate: '2026-04-01',
    });
  });

  it('groups workouts by local day in order, counts statuses, and leaves out workouts with no class', () => {
    const days = workoutsByDay(
      [
        workout(2, new Date(2026, 2, 5, 18, 0), { status: 'completed' }),
        workout(1, new Date(2026, 2, 5, 7, 0)),
        workout(3, new Date(2026, 2, 6, 7, 0), { video: null, videoId: null }),
        workout(4, new Date(2026, 3, 1, 7, 0)),
        workout(5, new Date(2026, 2, 9, 7, 0), { status: 'skipped' }),
      ],
      { year: 2026, month: 3 },
    );
    expect([...days.keys()]).toEqual(['2026-03-05', '2026-03-09']);
    expect(days.get('2026-03-05')!.map((w) => w.id)).toEqual([1, 2]);
    expect(monthTotals(days)).toEqual({ scheduled: 1, completed: 1, skipped: 1 });
  });
});
