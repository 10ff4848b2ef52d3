import { describe, expect, it } from 'vitest';
import type { WhitelabelStudio } from '@jetsweat/contract';
import {
  keepsStudioMode,
  signupLabel,
  studioForHost,
  studioSlugFromPath,
} from './whitelabel-mode.ts';

describe('studioSlugFromPath', () => {
  it('finds the studio in the studio-suffixed routes', () => {
    expect(studioSlugFromPath('/login/brookspilates')).toBe('brookspilates');
    expect(studioSlugFromPath('/signup/daypass/northloop')).toBe('northloop');
    expect(studioSlugFromPath('/logout/bkpilates')).toBe('bkpilates');
    expect(studioSlugFromPath('/checkout/mntstudio')).toBe('mntstudio');
  });
  it('ignores routes that carry no studio', () => {
    expect(studioSlugFromPath('/login')).toBeNull();
    expect(studioSlugFromPath('/login/daypass')).toBeNull();
    expect(studioSlugFromPath('/signup/gympass')).toBeNull();
    expect(studioSlugFromPath('/studios/bkpilates')).toBeNull();
  });
});

describe('studioForHost', () => {
  const studios = [
    { shortName: 'a', whitelabelDomain: 'a.localhost' },
    { shortName: 'b', whitelabelDomain: 'fit.example' },
  ] as WhitelabelStudio[];
  it('matches the domain, case-insensitively', () => {
    expect(studioForHost('A.localhost', studios)?.shortName).toBe('a');
    expect(studioForHost('fit.example', studios)?.shortName).toBe('b');
    expect(studioForHost('localhost', studios)).toBeUndefined();
  });
});

describe('signupLabel', () => {
  it("says 'Start Free' for studio 466, 'Sign Up' for brookspilates, else the trial", () => {
    expect(signupLabel({ id: 466, shortName: 'northloop' })).toBe('Start Free');
    expect(signupLabel({ id: 3, shortName: 'brookspilates' })).toBe('Sign Up');
    expect(signupLabel({ id: 4, shortName: 'bkpilates' })).toBe('Start Your Free Trial');
    expect(signupLabel(null)).toBe('Start Your Free Trial');
  });
});

describe('keepsStudioMode', () => {
  it('keeps a studio path’s branding through signing in and paying', () => {
    for (const path of ['/login', '/checkout', '/confirmation', '/account/northloop/2026-12-01'])
      expect(keepsStudioMode(path)).toBe(true);
  });
  it('gives the main site’s other pages back to JetSweat', () => {
    for (const path of ['/', '/studios', '/liveschedule', '/newplatform/dashboard', '/loginx'])
      expect(keepsStudioMode(path)).toBe(false);
  });
});
