import { describe, expect, it } from 'vitest';
import { chartDays, previousMonth, progressRanges } from './progress-ranges.ts';

describe('progress ranges', () => {
  it('ask for everything since 2018, the previous month as 01-31 and the month so far', () => {
    const r = progressRanges('2026-03-10');
    expect(r.total).toEqual({ fromDate: '2018-01-01', toDate: '2026-03-10' });
    expect(r.previousMonth).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-31' });
    expect(r.previousMonthName).toBe('February 2026');
    expect(r.soFar).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-10' });
    expect(r.monthName).toBe('March 2026');
    expect(r.chart).toEqual({ fromDate: '2026-02-09', toDate: '2026-03-10' });
  });

  it('go back over the new year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('fill the chart with every day, 0 for days without a workout', () => {
    const days = chartDays('2026-03-10', [{ date: '2026-03-09', calorie: 120 }]);
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ date: '2026-03-10', calorie: 0 });
    expect(days[28]).toEqual({ date: '2026-03-09', calorie: 120 });
    expect(days[0]?.date).toBe('2026-02-09');
  });
});
