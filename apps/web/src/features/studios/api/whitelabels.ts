import { queryOptions } from '@tanstack/react-query';
import type { WhitelabelStudio } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';
import { studiosKeys } from './keys.ts';

/** GET /api/studio/listWhitelabels: every studio with a branded site, for the site's branding. */
export const getWhitelabels = () =>
  api<WhitelabelStudio[]>('/api/studio/listWhitelabels', { token: null });

export const whitelabelsQuery = queryOptions({
  queryKey: studiosKeys.whitelabels(),
  queryFn: getWhitelabels,
  ...ONCE_A_VISIT,
});
