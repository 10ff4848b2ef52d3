// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { writeSession } from '../lib/storage.ts';
import { member } from '../test/fixtures.ts';
import { TEST_TOKEN } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { preloadMemberPage } from './member-pages.ts';

// The pages' code never arrives here: a page's calls must not wait for it (issue 56, point 9).
const never = new Promise<never>(() => undefined);
vi.mock('./routes/dashboard-route.tsx', () => never);
vi.mock('./routes/classes-route.tsx', () => never);
vi.mock('./member-area.tsx', () => never);

/** Every API path called, answered with an empty list (the page is not rendered here). */
function recordCalls(): string[] {
  const paths: string[] = [];
  server.use(
    http.all('/api/*', ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json({ status: 1, content: [] });
    }),
  );
  return paths;
}

describe('a member page asks for its data with its code, not after it (issue 56, point 9)', () => {
  it("starts the dashboard's calls at once, all side by side, while the page's code is still loading", async () => {
    writeSession({ token: TEST_TOKEN, user: member });
    const called = recordCalls();
    preloadMemberPage(createQueryClient(), '/newplatform/dashboard');
    await waitFor(
      () =>
        expect(new Set(called)).toEqual(
          new Set([
            '/api/workout/dailyWorkout',
            '/api/workout/myWorkout',
            '/api/history/myprogress',
            '/api/history/continueWatching',
            '/api/programs/list',
            '/api/video/videos',
            '/api/history/myHistory',
            '/api/history/myHabits',
            '/api/favoriteClasses/myFavoriteClasses',
            '/api/favoriteStudios/myFavoriteStudios',
            '/api/basic/studios',
            '/api/user/friends/going',
            '/api/user/friends/finished',
          ]),
        ),
      { timeout: 10_000 }, // the first import of the data's modules is compiled here
    );
  });

  it("starts the library's list, studios and hearts the same way", async () => {
    writeSession({ token: TEST_TOKEN, user: member });
    const called = recordCalls();
    preloadMemberPage(createQueryClient(), '/newplatform/items/classes');
    await waitFor(
      () =>
        expect(new Set(called)).toEqual(
          new Set(['/api/video/videos', '/api/basic/studios', '/api/favorites/myFavorites']),
        ),
      { timeout: 10_000 },
    );
  });

  it('asks nothing for a visitor, whose member page sends them to log in', async () => {
    const called = recordCalls();
    preloadMemberPage(createQueryClient(), '/newplatform/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toEqual([]);
  });
});
