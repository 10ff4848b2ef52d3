import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../lib/paths.ts';
import { preloadable } from '../lib/preloadable.ts';
import { readSession } from '../lib/storage.ts';

/** The member area's table of pages (member-area.tsx), a chunk of its own. */
export const MemberArea = preloadable(() => import('./member-area.tsx'));

/**
 * What each member page calls as it opens, and its code (routes/member-page-data.ts): a small
 * chunk of its own. Its table of pages stays out of here, every public page's first load.
 */
const pageData = () => import('./routes/member-page-data.ts');

/** Addresses of the member platform and the account: those the page table may know. */
const underMember = (pathname: string) =>
  [paths.platform, paths.account].some(
    (root) => pathname === root || pathname.startsWith(`${root}/`),
  );

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
  const pathname = url.pathname.replace(/(.)\/$/, '$1');
  if (!underMember(pathname) || !readSession()) return Promise.resolve();
  // The calls first: their small chunk arrives before the page's code, and the answers are
  // on their way while that code loads and renders (issue 56, point 9).
  const callsStarted = pageData().then(
    (module) => module.preloadPage(queryClient, pathname, url.searchParams),
    () => undefined, // the page makes its own calls when it renders
  );
  void MemberArea.preload().catch(() => undefined); // rendered again when it is needed
  return callsStarted;
}
