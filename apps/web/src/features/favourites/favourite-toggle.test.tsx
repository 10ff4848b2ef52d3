// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import {
  deletedFavouriteSchema,
  favouriteTexts,
  favouriteVideoSchema,
  myFavoritesAnswerSchema,
  type FavouriteVideo,
} from '@jetsweat/contract';
import { member, pilatesClass } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';

const record: FavouriteVideo = {
  id: 300,
  videoId: pilatesClass.id,
  createdAt: '2026-12-01T10:00:00.000Z',
  video: pilatesClass,
};

/**
 * The member's favourites as the server keeps them. An add waits for `release` when given, so a
 * test can look at the page while it is under way.
 */
function favourites(start: FavouriteVideo[], release?: Promise<void>) {
  let stored = start;
  const added = sentTo();
  const deleted = sentTo();
  server.use(
    http.get('/api/favorites/myFavorites', () => answer(myFavoritesAnswerSchema, stored)),
    http.post(
      '/api/favorites/add',
      added.record(async () => {
        await release;
        stored = [record];
        return answer(favouriteVideoSchema, record);
      }),
    ),
    http.post(
      '/api/favorites/delete',
      deleted.record(() => {
        stored = [];
        return answer(deletedFavouriteSchema, { id: record.id });
      }),
    ),
  );
  return { added, deleted };
}

const heart = () => screen.getByRole('button', { name: /^(♡ )?Favourite(d)?$/ });

it('shows the change at once, sends it, and a second press while the add is under way waits', async () => {
  let release!: () => void;
  const { added } = favourites([], new Promise<void>((r) => (release = r)));
  const { user } = renderPage(<FavouriteToggle video={pilatesClass} />, { signedInAs: member });
  await vi.waitFor(() => expect(heart()).toBeEnabled());
  expect(heart()).toHaveAttribute('aria-pressed', 'false');

  await user.click(heart());
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
  expect(heart()).toHaveTextContent('Favourited');
  await user.click(heart());
  expect(screen.getByRole('status')).toHaveTextContent(favouriteTexts.addPending);

  release();
  await vi.waitFor(() => expect(added.bodies).toEqual([{ videoId: pilatesClass.id }]));
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
});

it('a refused add is undone, and says so', async () => {
  server.use(
    http.get('/api/favorites/myFavorites', () => answer(myFavoritesAnswerSchema, [])),
    http.post('/api/favorites/add', () => refuse(404, 'There is no such class.')),
  );
  const { user } = renderPage(<FavouriteToggle video={pilatesClass} />, { signedInAs: member });
  await vi.waitFor(() => expect(heart()).toBeEnabled());
  await user.click(heart());

  expect(await screen.findByText(favouriteTexts.addFailed)).toBeVisible();
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
});

it('pressing a favourite removes it by its record’s id', async () => {
  const { deleted } = favourites([record]);
  const { user } = renderPage(<FavouriteToggle video={pilatesClass} />, { signedInAs: member });
  await vi.waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  await user.click(heart());

  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await vi.waitFor(() => expect(deleted.bodies).toEqual([{ favoriteId: 300 }]));
});
