// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import type { User } from '@jetsweat/contract';
import { beforeEach, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session.ts';

const removeAllDownloads = vi.fn(() => Promise.resolve());
vi.mock('./downloads-store.ts', () => ({ removeAllDownloads }));
const { DownloadsUpkeep } = await import('./downloads-upkeep.tsx');

const session = (user: Partial<User> | null, loading: boolean): Session => ({
  user: user as User | null,
  loading,
  signIn: vi.fn(),
  refresh: vi.fn(() => Promise.resolve(null)),
  logout: vi.fn(),
});
const upkeepWith = (value: Session) =>
  render(
    <SessionContext.Provider value={value}>
      <DownloadsUpkeep />
    </SessionContext.Provider>,
  );

beforeEach(() => removeAllDownloads.mockClear());

it('removes every download once the server says the subscription has ended', () => {
  upkeepWith(session({ entitled: false }, false));
  expect(removeAllDownloads).toHaveBeenCalledTimes(1);
});

it('keeps them for an entitled member, and decides nothing on the stored user alone', () => {
  upkeepWith(session({ entitled: true }, false));
  upkeepWith(session({ entitled: false }, true));
  expect(removeAllDownloads).not.toHaveBeenCalled();
});

it('asks the server again when the browser comes back online', () => {
  const value = session({ entitled: true }, false);
  upkeepWith(value);
  window.dispatchEvent(new Event('online'));
  expect(value.refresh).toHaveBeenCalledTimes(1);
});
