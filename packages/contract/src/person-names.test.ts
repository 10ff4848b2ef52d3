import { describe, expect, it } from 'vitest';
import { isPlainName, nameProblem, nameTexts } from './person-names.ts';
import { userInfoSchema } from './accounts.ts';

describe('person names', () => {
  it.each([
    "O'Brien",
    'St. John',
    'Mary-Ann',
    'J.R.',
    'José Núñez',
    '李小龙',
    'van der Berg',
    'Ng',
  ])('accepts the name %s', (name) => expect(isPlainName(name)).toBe(true));

  it.each([
    'Payment failed. Re-enter your card at https://evil.example',
    'see evil.example',
    'evil.co/pay',
    'www.evil',
    'ftp://x',
    'go to 10.0.0.1',
    'evil．example',
    'jordan@evil.example',
  ])('refuses the link-like name %s', (name) =>
    expect(nameProblem(name, 'first name')).toBe(nameTexts.noLinks('first name')),
  );

  it.each(['Jordan\nPayment failed', 'Jordan\rX', 'Jo\u0000', 'Jo\u2028rdan', 'Jo\u202Erdan'])(
    'refuses a name with a control character (%j)',
    (name) => expect(nameProblem(name, 'last name')).toBe(nameTexts.oneLine('last name')),
  );

  it('refuses them in the sign-up schema with the text', () => {
    const r = userInfoSchema.safeParse({
      email: 'a@example.com',
      firstName: 'Payment failed. Re-enter your card at https://evil.example',
      lastName: 'Rivera',
      password: 'long enough password',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([nameTexts.noLinks('first name')]);
  });
});
