import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths.ts';
import { preloadable } from '../lib/preloadable.ts';
import { readSession } from '../lib/storage.ts';
import { ClassesRoute, DashboardRoute } from './member-page-chunks.ts';

/** The member area's table of pages (member-area.tsx), a chunk of its own. */
export const MemberArea = preloadable(() => import('./member-area.tsx'));

/** What each page calls as it opens (routes/member-page-data.ts): a chunk of its own. */
const pageData = () => import('./routes/member-page-data.ts');

const memberPages = [
  { path: paths.dashboard, page: DashboardRoute },
  { path: paths.platform, page: DashboardRoute },
  { path: paths.classes, page: ClassesRoute },
];

/**
 * Starts loading a member page's code and its data side by side, before it is rendered: when the
 * app starts on it, and when a member points at a link to it. The data's chunk is small and its
 * own (routes/member-page-data.ts), so the calls start as soon as it is here. Without this each waited on the
 * one before: the app's code, the current user, the page's code, then the page's calls. Only for
 * someone with a session: the server checks each call's access itself, so nothing waits for the
 * current user; a page the member may not see is never shown, and its answers are only cached.
 * Answers once the page's calls are on their way (at once when there are none to make).
 */
export function preloadMemberPage(queryClient: QueryClient, to: string): Promise<void> {
  const url = new URL(to, window.location.origin);
  const page = memberPages.find((p) => p.path === url.pathname.replace(/(.)\/$/, '$1'));
  if (!page || !readSession()) return Promise.resolve();
  // The calls first: their small chunk arrives before the page's code, and the answers are
  // on their way while that code loads and renders (issue 56, point 9).
  const callsStarted = pageData().then(
    (module) => module.preloadPageData(queryClient, page.path, url.searchParams),
    () => undefined, // the page makes its own calls when it renders
  );
  void MemberArea.preload().catch(() => undefined); // rendered again when it is needed
  void page.page.preload().catch(() => undefined);
  return callsStarted;
}
