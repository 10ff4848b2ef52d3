// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { CaptionsToggle } from './captions-toggle.tsx';
import { SkipButtons } from './skip-buttons.tsx';

/** The player's <video>, as far as the buttons read and move it (no media is played). */
const videoAt = (currentTime: number, duration: number) => ({
  current: { currentTime, duration } as HTMLVideoElement,
});

it('moves the class back and forward by ten seconds, named for a screen reader in full', async () => {
  const video = videoAt(100, 1800);
  const { user } = renderPage(<SkipButtons videoRef={video} />);

  await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
  expect(video.current.currentTime).toBe(90);
  await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
  await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
  expect(video.current.currentTime).toBe(110);
});

it('stops at the start and at the end of the class', async () => {
  const video = videoAt(4, 1800);
  const { user } = renderPage(<SkipButtons videoRef={video} />);
  await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
  expect(video.current.currentTime).toBe(0);

  video.current.currentTime = 1795;
  await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
  expect(video.current.currentTime).toBe(1800);
});

it('the captions button says whether captions are on, and asks to switch them', async () => {
  let on = false;
  const toggle = () => (on = !on);
  const { user, rerender } = renderPage(<CaptionsToggle on={on} onToggle={toggle} />);
  const button = screen.getByRole('button', { name: 'Captions' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  await user.click(button);
  expect(on).toBe(true);
  rerender(<CaptionsToggle on={on} onToggle={toggle} />);
  expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
});
