import { describe, expect, it } from 'vitest';
import {
  allTimeChart,
  ALL_TIME_DAILY_MAX,
  nextMonth,
  previousMonth,
  progressRanges,
  recentChart,
} from './progress-ranges.ts';

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

  it('go back and forward over the new year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonth('2025-12')).toBe('2026-01');
  });

  it('fill the recent chart with every day, 0 for days without a workout', () => {
    const chart = recentChart('2026-03-10', [{ date: '2026-03-09', calorie: 120 }]);
    expect(chart.per).toBe('day');
    expect(chart.bars).toHaveLength(30);
    expect(chart.bars[29]).toMatchObject({ key: '2026-03-10', calorie: 0, tick: 'Mar 10' });
    expect(chart.bars[28]).toMatchObject({
      key: '2026-03-09',
      calorie: 120,
      name: 'Monday, March 9, 2026',
    });
    expect(chart.bars[0]?.key).toBe('2026-02-09');
  });
});

describe('the all-time chart', () => {
  it("starts at the member's first workout, not 2018", () => {
    const chart = allTimeChart('2026-03-10', [
      { date: '2026-03-02', calorie: 200 },
      { date: '2026-03-05', calorie: 150 },
    ]);
    expect(chart?.from).toBe('2026-03-02');
    expect(chart?.per).toBe('day');
    expect(chart?.bars.map((b) => b.key)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });

  it(`draws a bar a month past ${ALL_TIME_DAILY_MAX} days, each month's calories added up`, () => {
    const chart = allTimeChart('2026-03-10', [
      { date: '2025-11-20', calorie: 100 },
      { date: '2025-11-25', calorie: 50 },
      { date: '2026-01-02', calorie: 300 },
    ]);
    expect(chart?.per).toBe('month');
    expect(chart?.from).toBe('2025-11-20');
    expect(chart?.bars.map((b) => [b.key, b.calorie])).toEqual([
      ['2025-11', 150],
      ['2025-12', 0],
      ['2026-01', 300],
      ['2026-02', 0],
      ['2026-03', 0],
    ]);
    expect(chart?.bars[0]).toMatchObject({ tick: 'Nov 2025', name: 'November 2025' });
  });

  it('is a bar a day up to the limit, and nothing before a first workout', () => {
    const first = '2026-01-08'; // 62 days through 10 March
    expect(allTimeChart('2026-03-10', [{ date: first, calorie: 1 }])?.bars).toHaveLength(
      ALL_TIME_DAILY_MAX,
    );
    expect(allTimeChart('2026-03-10', [])).toBeUndefined();
  });
});
