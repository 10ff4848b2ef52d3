// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { PlayerAction } from './shortcuts.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';

function Player({ onAction }: { onAction: (action: PlayerAction) => void }) {
  usePlayerShortcuts(onAction);
  return <video data-testid="video" tabIndex={0} />;
}

it('an arrow on the focused video moves the class once, before the video’s own controls see it', () => {
  const onAction = vi.fn();
  const { getByTestId } = render(<Player onAction={onAction} />);
  const video = getByTestId('video');
  // Stands for the built-in seek slider, which would move the class by its own step.
  const ownControls = vi.fn();
  video.addEventListener('keydown', ownControls);
  const event = new KeyboardEvent('keydown', {
    key: 'ArrowRight',
    bubbles: true,
    cancelable: true,
  });
  video.dispatchEvent(event);
  expect(onAction.mock.calls).toEqual([['forward']]);
  expect(ownControls).not.toHaveBeenCalled();
  expect(event.defaultPrevented).toBe(true);
});

it('with the page focused the arrows still seek once each', () => {
  const onAction = vi.fn();
  render(<Player onAction={onAction} />);
  for (const key of ['ArrowLeft', 'ArrowRight'])
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  expect(onAction.mock.calls).toEqual([['back'], ['forward']]);
});
