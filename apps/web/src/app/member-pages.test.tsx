// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { easternDay } from '@jetsweat/contract';
import { useDayPasses } from '../features/billing/api/day-passes.ts';
import { useReceipts } from '../features/billing/api/receipts.ts';
import { useSubscription } from '../features/billing/api/subscription.ts';
import { useActivitySharing, useFriendsGoing } from '../features/friends/api/activity.ts';
import {
  useFriendProfile,
  useFriendRequests,
  useFriends,
} from '../features/friends/api/friends.ts';
import { useTeaching } from '../features/live/api/teaching.ts';
import { useMemberClasses } from '../features/schedule/api/member-classes.ts';
import { useFavouriteVideos } from '../features/favourites/api/favourite-videos.ts';
import { useProgram, usePrograms } from '../features/videos/api/programs.ts';
import { useProgress } from '../features/videos/api/progress.ts';
import { useVideo } from '../features/videos/api/video.ts';
import { progressRanges } from '../features/videos/progress/progress-ranges.ts';
import { useFeedAddress } from '../features/workouts/api/calendar-feed.ts';
import { useSyncStatus } from '../features/workouts/api/calendar-sync.ts';
import { useMyWorkouts } from '../features/workouts/api/my-workouts.ts';
import { localDay, monthOf, serverRange } from '../features/workouts/calendar/month-days.ts';
import { useMemberPacks } from '../lib/class-packs.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionContext, type Session } from '../lib/session.ts';
import { writeSession } from '../lib/storage.ts';
import { member } from '../test/fixtures.ts';
import { TEST_TOKEN } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { preloadMemberPage } from './member-pages.ts';

// The pages' code never arrives here: a page's calls must not wait for it (issue 56, point 9).
const never = new Promise<never>(() => undefined);
vi.mock('./routes/dashboard-route.tsx', () => never);
vi.mock('./routes/classes-route.tsx', () => never);
vi.mock('./routes/account-route.tsx', () => never);
vi.mock('./routes/profile-route.tsx', () => never);
vi.mock('./routes/upcoming-route.tsx', () => never);
vi.mock('./routes/class-route.tsx', () => never);
vi.mock('./routes/program-route.tsx', () => never);
vi.mock('../features/workouts/calendar/calendar-page.tsx', () => never);
vi.mock('../features/videos/programs/programs-page.tsx', () => never);
vi.mock('../features/videos/progress/progress-page.tsx', () => never);
vi.mock('../features/videos/downloads/downloads-page.tsx', () => never);
vi.mock('../features/friends/friends-page.tsx', () => never);
vi.mock('./member-area.tsx', () => never);

/** The few answers a hook reads into (the calendar's syncs, polled while one is syncing). */
const answers: Record<string, unknown> = {
  '/api/calendar/sync': { google: { state: 'off' }, outlook: { state: 'off' } },
};

/**
 * Every API call made, as 'METHOD /path body', answered with an empty list unless `answers`
 * has one (the page is not rendered here; its hooks hand on whatever comes).
 */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const body = await request.text();
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
      return HttpResponse.json({ status: 1, content: answers[url.pathname] ?? [] });
    }),
  );
  return calls;
}

/** The member, signed in: the pages' hooks read the session (the app's provider is not here). */
const signedIn: Session = {
  user: member,
  loading: false,
  signIn: () => Promise.resolve(member),
  refresh: () => Promise.resolve(member),
  logout: () => Promise.resolve(),
};

/** The addresses called (with their query unless `withQuery` is false). */
const pathsOf = (calls: string[], withQuery = true) =>
  new Set(calls.map((c) => (withQuery ? c.split(' ')[1] : c.split(/[ ?]/)[1])));
const today = () => progressRanges(easternDay(new Date()));
const calendarMonth = () => serverRange(monthOf(localDay(new Date())));

/**
 * Each member page of the menus: its address, the calls it makes as it opens, and its own hooks
 * as it calls them, which must find the answers in the cache rather than ask again.
 */
const pages: {
  name: string;
  path: string;
  calls: string[];
  usePageHooks: () => UseQueryResult<unknown>[];
}[] = [
  {
    name: 'calendar',
    path: '/newplatform/items/calendar',
    calls: ['/api/workout/myWorkout', '/api/calendar/feed', '/api/calendar/sync'],
    usePageHooks: () => {
      const range = calendarMonth();
      return [useMyWorkouts(range.fromDate, range.toDate), useFeedAddress(), useSyncStatus()];
    },
  },
  {
    name: 'class',
    path: '/newplatform/items/classes/12',
    calls: ['/api/video/12', '/api/favorites/myFavorites'],
    usePageHooks: () => [useVideo(12), useFavouriteVideos()],
  },
  {
    name: 'program',
    path: '/newplatform/programs/3',
    calls: ['/api/video/programs/3'],
    usePageHooks: () => [useProgram(3)],
  },
  {
    name: 'programs',
    path: '/newplatform/programs',
    calls: ['/api/video/programs'],
    usePageHooks: () => [usePrograms()],
  },
  {
    name: 'progress',
    path: '/newplatform/progress',
    calls: ['/api/history/myprogress'],
    usePageHooks: () => {
      const r = today();
      return [r.chart, r.total, r.soFar, r.previousMonth].map(useProgress);
    },
  },
  {
    name: 'live classes',
    path: '/newplatform/live/upcoming',
    calls: ['/api/liveclass/upcoming', '/api/user/friends/going'],
    usePageHooks: () => [useMemberClasses(null), useFriendsGoing()],
  },
  {
    name: 'friends',
    path: '/newplatform/friends',
    calls: ['/api/user/friends', '/api/user/friends?pending=true', '/api/user/friends/profile'],
    usePageHooks: () => [useFriends(), useFriendRequests(), useFriendProfile()],
  },
  {
    name: 'profile',
    path: '/newplatform/profile',
    calls: ['/api/user/friends/sharing', '/api/user/friends/profile'],
    usePageHooks: () => [useActivitySharing(), useFriendProfile()],
  },
  {
    name: 'account',
    path: '/account',
    calls: [
      '/api/user/subscription',
      '/api/user/daypasses',
      '/api/user/packs',
      '/api/user/receipts',
      '/api/livestream/teaching',
    ],
    usePageHooks: () => [
      useSubscription(),
      useDayPasses(),
      useMemberPacks(),
      useReceipts(),
      useTeaching(),
    ],
  },
];

describe('a member page asks for its data with its code, not after it (issue 56, points 5 and 9)', () => {
  it("starts the dashboard's calls at once, all side by side, while the page's code is still loading", async () => {
    writeSession({ token: TEST_TOKEN, user: member });
    const called = recordCalls();
    void preloadMemberPage(createQueryClient(), '/newplatform/dashboard');
    await waitFor(
      () =>
        expect(pathsOf(called, false)).toEqual(
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
  }, 20_000);

  it("starts the library's list, studios and hearts the same way", async () => {
    writeSession({ token: TEST_TOKEN, user: member });
    const called = recordCalls();
    void preloadMemberPage(createQueryClient(), '/newplatform/items/classes');
    await waitFor(
      () =>
        expect(pathsOf(called, false)).toEqual(
          new Set(['/api/video/videos', '/api/basic/studios', '/api/favorites/myFavorites']),
        ),
      { timeout: 10_000 },
    );
  });

  it('asks nothing for a visitor, whose member page sends them to log in', async () => {
    const called = recordCalls();
    void preloadMemberPage(createQueryClient(), '/newplatform/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toEqual([]);
  });

  it('asks nothing on a public page, a member signed in or not', async () => {
    writeSession({ token: TEST_TOKEN, user: member });
    const called = recordCalls();
    await preloadMemberPage(createQueryClient(), '/faq');
    await preloadMemberPage(createQueryClient(), '/studios');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toEqual([]);
  });
});

describe.each(pages)(
  'the member $name page (issue 56, point 5)',
  ({ path, calls, usePageHooks }) => {
    it('starts its calls before its code has loaded, and its own hooks find the answers in the cache: no call twice', async () => {
      writeSession({ token: TEST_TOKEN, user: member });
      const called = recordCalls();
      const client = createQueryClient();
      await preloadMemberPage(client, path); // answers once the calls are on their way
      await waitFor(() => expect(pathsOf(called)).toEqual(new Set(calls)), { timeout: 10_000 });
      await waitFor(() => expect(client.isFetching()).toBe(0));
      const preloaded = [...called];

      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={signedIn}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      );
      const { result } = renderHook(usePageHooks, { wrapper });
      await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50)); // a call the hooks made would be here
      expect(called).toEqual(preloaded);
      expect(new Set(preloaded).size).toBe(preloaded.length);
    }, 20_000);
  },
);

it.each([
  [
    'the member downloads page fetches its code with no call: its classes are in this browser',
    '/newplatform/downloads',
  ],
  [
    "a class's page whose address names no class asks nothing: the page says it is not found",
    '/newplatform/items/classes/not-a-class',
  ],
])('%s', async (_name, path) => {
  writeSession({ token: TEST_TOKEN, user: member });
  const called = recordCalls();
  await preloadMemberPage(createQueryClient(), path);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(called).toEqual([]);
});
