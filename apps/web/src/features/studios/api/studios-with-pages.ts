import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Studio } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';
import { studiosKeys } from './keys.ts';

/** GET /api/basic/studios: every studio with a page, the catalogue and the white-label-only ones. */
export const getStudiosWithPages = () => api<Studio[]>('/api/basic/studios', { token: null });

export const studiosWithPagesQuery = queryOptions({
  queryKey: studiosKeys.withPages(),
  queryFn: getStudiosWithPages,
  ...ONCE_A_VISIT,
});

export const useStudiosWithPages = () => useQuery(studiosWithPagesQuery);
