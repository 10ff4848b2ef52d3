// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { User } from '@jetsweat/contract';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session.ts';

const removeAllDownloads = vi.fn(() => Promise.resolve(0));
vi.mock('./downloads-store.ts', () => ({ removeAllDownloads }));
// Imported afresh for each test: the count of removed classes outlives the component.
let DownloadsUpkeep: typeof import('./downloads-upkeep.tsx').DownloadsUpkeep;
let SessionContext: typeof import('../../../lib/session.ts').SessionContext;

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

beforeEach(async () => {
  removeAllDownloads.mockClear();
  vi.resetModules();
  ({ DownloadsUpkeep } = await import('./downloads-upkeep.tsx'));
  ({ SessionContext } = await import('../../../lib/session.ts'));
});

it('removes every download once the server says the subscription has ended, and says so', async () => {
  removeAllDownloads.mockResolvedValueOnce(2);
  upkeepWith(session({ entitled: false }, false));
  expect(removeAllDownloads).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your subscription is no longer active, so the 2 classes you downloaded were removed from this browser.',
  );
  // The payment page the member is sent to may mount it afresh: the message stays.
  upkeepWith(session({ entitled: false }, false));
  expect(await screen.findAllByRole('status')).toHaveLength(2);
});

it('says nothing when there was nothing to remove', async () => {
  const { container } = upkeepWith(session({ entitled: false }, false));
  await Promise.resolve();
  expect(container).toBeEmptyDOMElement();
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
