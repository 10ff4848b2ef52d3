import { describe, expect, it } from 'vitest';
import { accountTexts } from './accounts-texts.ts';
import { newPasswordFormSchema, partnerSignupFormSchema, signupFormSchema } from './forms.ts';

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
