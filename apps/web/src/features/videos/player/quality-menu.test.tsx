// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { StreamQuality } from '../../../ui/hls-video.tsx';
import { renderPage } from '../../../test/render.tsx';
import { QualityMenu } from './quality-menu.tsx';

const stream = (over: Partial<StreamQuality> = {}): StreamQuality => ({
  heights: [360, 720, 1080],
  chosen: -1,
  playing: 1,
  choose: vi.fn(),
  ...over,
});

it('offers Auto, saying what plays now, and each rendition by its lines', () => {
  renderPage(<QualityMenu quality={stream()} />);
  const menu = screen.getByRole('combobox', { name: 'Quality' });
  expect(menu).toHaveDisplayValue('Auto (720p)');
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['Auto (720p)', '360p', '720p', '1080p']);
});

it('hands the chosen rendition to the player, and -1 when Auto is chosen again', async () => {
  const quality = stream({ chosen: 2 });
  const { user } = renderPage(<QualityMenu quality={quality} />);
  const menu = screen.getByRole('combobox', { name: 'Quality' });
  expect(menu).toHaveDisplayValue('1080p');

  await user.selectOptions(menu, '360p');
  expect(quality.choose).toHaveBeenLastCalledWith(0);
  await user.selectOptions(menu, 'Auto (720p)');
  expect(quality.choose).toHaveBeenLastCalledWith(-1);
});

it('is not shown for a stream of one rendition, nor before the stream says', () => {
  const { rerender } = renderPage(<QualityMenu quality={stream({ heights: [720] })} />);
  expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  rerender(<QualityMenu quality={null} />);
  expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
});
