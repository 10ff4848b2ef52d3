import { describe, expect, it } from 'vitest';
import { splitPartnerName } from './partner-name.ts';

describe('splitPartnerName', () => {
  it('splits a full name on the space and capitalises', () => {
    expect(splitPartnerName('jane doe', null)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitPartnerName('MARY ann smith', '')).toEqual({
      firstName: 'Mary',
      lastName: 'Ann Smith',
    });
  });
  it('capitalises separate first and last names', () => {
    expect(splitPartnerName('jane', 'DOE')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitPartnerName(null, null)).toEqual({ firstName: '', lastName: '' });
  });
});
