import type { ListBody } from '../api/keys.ts';
import { videoPagesQuery } from '../api/video-list.ts';
import { filtersFromSearch, toListBody } from './filters.ts';
import { libraryViews } from './view-picker.tsx';

/**
 * The list the library opens with at this address: the filtered view (the address's filters) or
 * "Show all"; null for the grouped views, which make calls of their own. The library's preload
 * (src/app/member-pages.ts) fetches its first page before the page's code has arrived; the page
 * reads the same address the same way (classes-page.tsx).
 */
export function openingListBody(search: URLSearchParams): ListBody | null {
  const view = search.get('view');
  if (view === 'all') return {};
  if (view !== 'filtered' && libraryViews.some((v) => v.key === view)) return null;
  return toListBody(filtersFromSearch(search));
}

/** The first page of the library's opening list, or null (see openingListBody). */
export function openingListQuery(search: URLSearchParams) {
  const body = openingListBody(search);
  return body === null ? null : videoPagesQuery(body);
}
