import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Studio } from '@jetsweat/contract';
import { api } from './api.ts';
import { ONCE_A_VISIT } from './query-client.ts';

/**
 * GET /api/basic/webStudiosInfo: the partner catalogue. Shared because the studios pages, the
 * marketing pages and the navigation's menu all show it; it is loaded once a visit.
 */
export const getStudioCatalogue = () => api<Studio[]>('/api/basic/webStudiosInfo', { token: null });

export const studioCatalogueQuery = queryOptions({
  queryKey: ['studios', 'catalogue'],
  queryFn: getStudioCatalogue,
  ...ONCE_A_VISIT,
});

/** The catalogue; `enabled: false` waits (the menu loads it when first opened). */
export const useStudioCatalogue = (enabled = true) =>
  useQuery({ ...studioCatalogueQuery, enabled });
