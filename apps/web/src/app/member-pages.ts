import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths.ts';
import { preloadable } from '../lib/preloadable.ts';
import { readSession } from '../lib/storage.ts';
import { ClassesRoute, DashboardRoute } from './member-page-chunks.ts';

/** The member area's table of pages (member-area.tsx), a chunk of its own. */
export const MemberArea = preloadable(() => import('./member-area.tsx'));

const memberPages = [
  { path: paths.dashboard, page: DashboardRoute },
  { path: paths.platform, page: DashboardRoute },
  { path: paths.classes, page: ClassesRoute },
];

/**
 * Starts loading a member page's code and its data side by side (member-page-data.ts), before it is rendered: when
 * the app starts on it, and when a member points at a link to it. Without this each waited on the
 * one before: the app's code, the current user, the page's code, then the page's calls. Only for
 * someone with a session: the server checks each call's access itself, so nothing waits for the
 * current user; a page the member may not see is never shown, and its answers are only cached.
 */
export function preloadMemberPage(queryClient: QueryClient, to: string): void {
  const url = new URL(to, window.location.origin);
  const page = memberPages.find((p) => p.path === url.pathname.replace(/(.)\/$/, '$1'));
  if (!page || !readSession()) return;
  void MemberArea.preload().catch(() => undefined); // rendered again when it is needed
  void page.page.preload().then(
    (module) => module.preloadData(queryClient, url.searchParams),
    () => undefined, // the page makes its own calls when it renders
  );
}
