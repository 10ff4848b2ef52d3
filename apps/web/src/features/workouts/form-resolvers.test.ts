import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldValues, Resolver } from 'react-hook-form';
import { scheduleTexts } from '@jetsweat/contract';
import { scheduleClassResolver, scheduleProgramResolver } from './form-resolvers.ts';

/** What the form shows under each field after a submit: the first message of each. */
async function warnings<T extends FieldValues>(resolver: Resolver<T>, values: T) {
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: 'firstError',
  });
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]));
}

describe('the scheduling forms check with the contract before anything is sent', () => {
  // 30 March 2026, 09:00 in the browser's (here the test's) time zone.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 30, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"Schedule this class" takes a day and time from now to a year ahead', async () => {
    expect(await warnings(scheduleClassResolver, { when: '2026-03-31T07:00' })).toEqual({});
    expect(await warnings(scheduleClassResolver, { when: '' })).toEqual({
      when: scheduleTexts.chooseWhen,
    });
    expect(await warnings(scheduleClassResolver, { when: '2026-03-29T07:00' })).toEqual({
      when: scheduleTexts.whenOutOfWindow,
    });
    expect(await warnings(scheduleClassResolver, { when: '2027-04-01T07:00' })).toEqual({
      when: scheduleTexts.whenOutOfWindow,
    });
  });

  it('"Schedule this program" takes a first day and a time, the first class not in the past', async () => {
    expect(
      await warnings(scheduleProgramResolver, { firstDay: '2026-03-31', time: '07:00' }),
    ).toEqual({});
    expect(await warnings(scheduleProgramResolver, { firstDay: '', time: '' })).toEqual({
      firstDay: scheduleTexts.chooseFirstDay,
      time: scheduleTexts.chooseTime,
    });
    expect(
      await warnings(scheduleProgramResolver, { firstDay: '2026-03-30', time: '08:58' }),
    ).toEqual({ firstDay: scheduleTexts.whenOutOfWindow });
  });
});
