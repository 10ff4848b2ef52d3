import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../features/accounts/api/current-user.ts';
import { readSession } from '../lib/storage.ts';
import { MemberArea, preloadMemberPage } from './member-pages.ts';

/**
 * Run once as the app starts, before the first render: with a stored session, the current user,
 * the member area's table of pages and (on a member page) the page's code and data are asked for
 * at once, side by side, rather than each after the render that needs it. Answers once the page's
 * calls are on their way.
 */
export function startLoading(queryClient: QueryClient): Promise<void> {
  const stored = readSession();
  if (!stored) return Promise.resolve();
  void queryClient.prefetchQuery(currentUserQuery(stored.token));
  void MemberArea.preload().catch(() => undefined);
  return preloadMemberPage(queryClient, `${window.location.pathname}${window.location.search}`);
}
