import { describe, expect, it } from 'vitest';
import {
  hour24,
  pickedFrom,
  pickedWhen,
  pickerDays,
  pickerMinutesWith,
  pickerYears,
} from './reschedule-picker.ts';

describe('the reschedule picker', () => {
  it('maps 12 AM to hour 0 and adds 12 for PM, keeping 12 PM at noon', () => {
    expect(hour24(12, 'AM')).toBe(0);
    expect(hour24(1, 'AM')).toBe(1);
    expect(hour24(12, 'PM')).toBe(12);
    expect(hour24(7, 'PM')).toBe(19);
  });

  it("writes the server's 'MM-DD-YYYY HH:mm'", () => {
    expect(pickedWhen({ year: 2027, month: 3, day: 4, hour: 12, minute: 5, meridiem: 'AM' })).toBe(
      '03-04-2027 00:05',
    );
    expect(
      pickedWhen({ year: 2026, month: 12, day: 31, hour: 11, minute: 55, meridiem: 'PM' }),
    ).toBe('12-31-2026 23:55');
  });

  it('offers the days of the month, with February 29 in leap years only', () => {
    expect(pickerDays(2027, 2)).toHaveLength(28);
    expect(pickerDays(2028, 2)).toHaveLength(29);
    expect(pickerDays(2026, 4)).toHaveLength(30);
    expect(pickerDays(2026, 1)).toHaveLength(31);
  });

  it('offers this year and the next, and starts from the workout to its minute', () => {
    expect(pickerYears(new Date(2026, 10, 20))).toEqual([2026, 2027]);
    expect(pickedFrom(new Date(2026, 10, 20, 0, 7))).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hour: 12,
      minute: 7,
      meridiem: 'AM',
    });
    expect(pickedFrom(new Date(2026, 10, 20, 13, 30)).meridiem).toBe('PM');
  });

  it('offers 5-minute steps and the workout’s own minute among them', () => {
    expect(pickerMinutesWith(20)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(pickerMinutesWith(19)).toEqual([0, 5, 10, 15, 19, 20, 25, 30, 35, 40, 45, 50, 55]);
    // Only the hour changed: 2:19 PM moved to 4:19 PM.
    const at = pickedFrom(new Date(2026, 10, 20, 14, 19));
    expect(pickedWhen({ ...at, hour: 4 })).toBe('11-20-2026 16:19');
  });
});
