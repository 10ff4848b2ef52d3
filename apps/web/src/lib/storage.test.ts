// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  DAILY_CACHE_KEY,
  readSession,
  STRAP_STORAGE_KEY,
  writeSession,
} from './storage.ts';
// The page's storage, as every web test has it (Node's own hides the DOM's).
import '../test/render.tsx';

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written, and nothing that is not a session', () => {
    expect(readSession()).toBeNull();
    writeSession({ token: 't-1', user: null });
    expect(readSession()).toEqual({ token: 't-1', user: null });
    localStorage.setItem('jetsweat.session', '{"token":7}');
    expect(readSession()).toBeNull();
  });

  it('leaves nothing of the person at sign-out: session, cached day and paired strap', () => {
    writeSession({ token: 't-1', user: null });
    localStorage.setItem(DAILY_CACHE_KEY, '{}');
    localStorage.setItem(STRAP_STORAGE_KEY, 'strap-1');
    localStorage.setItem('jetsweat.unrelated', 'kept');
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(DAILY_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(STRAP_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('jetsweat.unrelated')).toBe('kept');
  });
});
