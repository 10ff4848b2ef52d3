// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { FeedAddress } from './feed-address.tsx';

const address = {
  url: 'https://jetsweat.example/api/calendar/feed/abc.ics',
  webcalUrl: 'webcal://jetsweat.example/api/calendar/feed/abc.ics',
};

const show = (onStop = vi.fn()) => ({
  onStop,
  ...renderPage(<FeedAddress address={address} busy={false} onReplace={vi.fn()} onStop={onStop} />),
});

it('says the feed is on in words, and Copy puts the address on the clipboard and says so', async () => {
  const { user } = show();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  expect(screen.getByText('Synced ✔')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Synced ✔' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(address.url);
  expect(await screen.findByText('Copied')).toBeVisible();
});

it('when the clipboard is refused, selects the address for the member to copy', async () => {
  const { user } = show();
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('refused'));
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText(/Copying was refused/)).toBeVisible();
  const field = screen.getByLabelText<HTMLInputElement>('Your calendar feed');
  expect(field.value.slice(field.selectionStart!, field.selectionEnd!)).toBe(address.url);
});

it('Stop syncing asks first: keeping it stops nothing, confirming stops the feed', async () => {
  const { user, onStop } = show();
  await user.click(screen.getByRole('button', { name: 'Stop syncing' }));
  const ask = screen.getByRole('dialog', { name: 'Stop syncing your calendar?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep syncing' }));
  expect(onStop).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Stop syncing' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Stop syncing your calendar?' })).getByRole(
      'button',
      { name: 'Yes, stop syncing' },
    ),
  );
  expect(onStop).toHaveBeenCalledOnce();
});
