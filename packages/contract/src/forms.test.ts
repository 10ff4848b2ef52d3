import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountTexts } from './accounts-texts.ts';
import {
  newPasswordFormSchema,
  partnerSignupFormSchema,
  scheduleClassFormSchema,
  scheduleProgramFormSchema,
  signupFormSchema,
} from './forms.ts';
import { scheduleTexts } from './schedule-texts.ts';

const filled = {
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Rivera',
  password: 'a-long-password',
  confirmation: 'a-long-password',
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('signupFormSchema', () => {
  it("accepts a filled form whose e-mail has an '@' and whose passwords match", () => {
    expect(signupFormSchema('page').safeParse(filled).success).toBe(true);
    expect(signupFormSchema('modal').safeParse(filled).success).toBe(true);
  });
  it("warns on an e-mail without '@'; on an empty one only on the page", () => {
    expect(problems(signupFormSchema('page').safeParse({ ...filled, email: 'a.b' }))).toEqual({
      email: accountTexts.invalidEmail,
    });
    expect(problems(signupFormSchema('page').safeParse({ ...filled, email: '' }))).toEqual({
      email: accountTexts.invalidEmail,
      'root.missing': accountTexts.fillEveryField,
    });
    expect(signupFormSchema('modal').safeParse({ ...filled, email: '' }).success).toBe(true);
  });
  it('warns on a confirmation that differs, even while other fields are empty', () => {
    expect(
      problems(
        signupFormSchema('page').safeParse({ ...filled, firstName: '', confirmation: 'other' }),
      ),
    ).toEqual({
      confirmation: accountTexts.passwordMismatch,
      'root.missing': accountTexts.fillEveryField,
    });
  });
  it('reports a missing field at the form, never under the field', () => {
    expect(problems(signupFormSchema('modal').safeParse({ ...filled, lastName: '' }))).toEqual({
      'root.missing': accountTexts.fillEveryField,
    });
  });
});

describe('password pairs', () => {
  it('the partner form lets an empty confirmation wait; the new-password form does not', () => {
    const pair = { password: 'secret-one', confirmation: '' };
    expect(partnerSignupFormSchema.safeParse(pair).success).toBe(true);
    expect(problems(newPasswordFormSchema.safeParse(pair))).toEqual({
      confirmation: accountTexts.passwordMismatch,
    });
    expect(newPasswordFormSchema.safeParse({ password: '', confirmation: '' }).success).toBe(true);
  });
});

describe('the scheduling forms', () => {
  // 30 March 2026, 09:00 in the test's own time zone, as the browser's inputs are read.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 30, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a class: a day and time from now to a year ahead', () => {
    expect(scheduleClassFormSchema.safeParse({ when: '2026-03-31T07:00' }).success).toBe(true);
    expect(scheduleClassFormSchema.safeParse({ when: '2026-03-30T09:00' }).success).toBe(true);
    expect(problems(scheduleClassFormSchema.safeParse({ when: '' }))).toEqual({
      when: scheduleTexts.chooseWhen,
    });
    expect(problems(scheduleClassFormSchema.safeParse({ when: '2026-02-31T07:00' }))).toEqual({
      when: scheduleTexts.chooseWhen,
    });
    expect(problems(scheduleClassFormSchema.safeParse({ when: '2026-03-30T08:00' }))).toEqual({
      when: scheduleTexts.whenOutOfWindow,
    });
    expect(problems(scheduleClassFormSchema.safeParse({ when: '2027-04-01T07:00' }))).toEqual({
      when: scheduleTexts.whenOutOfWindow,
    });
  });

  it('a program: a first day and a time, the first class from now to a year ahead', () => {
    expect(
      scheduleProgramFormSchema.safeParse({ firstDay: '2026-03-31', time: '07:00' }).success,
    ).toBe(true);
    expect(problems(scheduleProgramFormSchema.safeParse({ firstDay: '', time: '' }))).toEqual({
      firstDay: scheduleTexts.chooseFirstDay,
      time: scheduleTexts.chooseTime,
    });
    expect(
      problems(scheduleProgramFormSchema.safeParse({ firstDay: '2026-03-31', time: '25:00' })),
    ).toEqual({ time: scheduleTexts.chooseTime });
    expect(
      problems(scheduleProgramFormSchema.safeParse({ firstDay: '2026-03-30', time: '07:00' })),
    ).toEqual({ firstDay: scheduleTexts.whenOutOfWindow });
    expect(
      problems(scheduleProgramFormSchema.safeParse({ firstDay: '2027-04-01', time: '07:00' })),
    ).toEqual({ firstDay: scheduleTexts.whenOutOfWindow });
  });
});
