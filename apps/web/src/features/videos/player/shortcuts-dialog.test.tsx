// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import type { PlayerAction } from './shortcuts.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';

/** The class player's keys and its shortcuts dialog, wired as class-player.tsx wires them. */
function PlayerKeys({ onAction }: { onAction: (action: PlayerAction) => void }) {
  const [open, setOpen] = useState(false);
  usePlayerShortcuts((action) => (action === 'shortcuts' ? setOpen(true) : onAction(action)));
  return (
    <>
      <label>
        Note <input />
      </label>
      <button type="button">Play next class</button>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

it('turns the player’s keys into its actions', async () => {
  const onAction = vi.fn();
  const { user } = renderPage(<PlayerKeys onAction={onAction} />);
  await user.keyboard('k{ArrowLeft}{ArrowRight}fcm');
  expect(onAction.mock.calls.map(([a]) => a)).toEqual([
    'play-pause',
    'back',
    'forward',
    'full-screen',
    'captions',
    'mute',
  ]);
});

it('leaves the keys alone while the member types in a field, and Space on a focused button', async () => {
  const onAction = vi.fn();
  const { user } = renderPage(<PlayerKeys onAction={onAction} />);
  await user.type(screen.getByLabelText('Note'), 'kfc');
  expect(screen.getByLabelText('Note')).toHaveValue('kfc');
  screen.getByRole('button', { name: 'Play next class' }).focus();
  await user.keyboard(' ');
  expect(onAction).not.toHaveBeenCalled();
});

it('? lists the shortcuts; while it is open the player’s keys wait, and Close closes it', async () => {
  const onAction = vi.fn();
  const { user } = renderPage(<PlayerKeys onAction={onAction} />);
  await user.keyboard('?');
  const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(dialog).getByText('Play or pause')).toBeVisible();
  expect(within(dialog).getByText('Back 10 seconds')).toBeVisible();

  await user.keyboard('k');
  expect(onAction).not.toHaveBeenCalled();
  // Escape is the browser's own <dialog> cancel, which happy-dom does not do: the end-to-end
  // suite presses it in Chromium.
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
