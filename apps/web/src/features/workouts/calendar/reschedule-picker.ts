import { daysInMonth } from '@jetsweat/contract';

/** The reschedule picker's choices (spec 5): 12-hour clock, 5-minute steps, this year or next. */
export interface PickedTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 1-12 */
  hour: number;
  /** 0-59: a multiple of 5 when picked, the workout's own minute until another is */
  minute: number;
  meridiem: 'AM' | 'PM';
}

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const pickerHours = Array.from({ length: 12 }, (_, i) => i + 1);
export const pickerMinutes = Array.from({ length: 12 }, (_, i) => i * 5);
/**
 * The minute choices with the workout's own minute among them, so changing only the hour of a
 * workout at 2:19 keeps :19 (issue 56, point 2) rather than rounding it to a step.
 */
export const pickerMinutesWith = (minute: number) =>
  pickerMinutes.includes(minute) ? pickerMinutes : [...pickerMinutes, minute].sort((a, b) => a - b);
export const pickerYears = (now: Date) => [now.getFullYear(), now.getFullYear() + 1];
/** The days the month has in that year (February 29 in leap years only). */
export const pickerDays = (year: number, month: number) =>
  Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1);

/** 12 AM is hour 0; PM adds 12 (12 PM stays 12). */
export function hour24(hour: number, meridiem: 'AM' | 'PM'): number {
  return (hour % 12) + (meridiem === 'PM' ? 12 : 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What POST /api/workout/update takes: 'MM-DD-YYYY HH:mm'. */
export function pickedWhen(p: PickedTime): string {
  return `${pad(p.month)}-${pad(p.day)}-${p.year} ${pad(hour24(p.hour, p.meridiem))}:${pad(p.minute)}`;
}

/** The picker's starting point for a workout at `at`, in local time, to the minute. */
export function pickedFrom(at: Date): PickedTime {
  const h = at.getHours();
  return {
    year: at.getFullYear(),
    month: at.getMonth() + 1,
    day: at.getDate(),
    hour: h % 12 === 0 ? 12 : h % 12,
    minute: at.getMinutes(),
    meridiem: h < 12 ? 'AM' : 'PM',
  };
}
