import { preloadable } from '../../lib/preloadable.ts';

/** The feature's page, its code a chunk of its own that src/app fetches with its data ahead. */
export const FriendsPage = preloadable(() => import('./friends-page.tsx'));
