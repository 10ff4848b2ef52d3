import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { liveKeys } from './keys.ts';

/** While the recording is being made into an on-demand class, the summary asks again this often. */
const WHILE_PROCESSING_MS = 30_000;

/** GET /api/livestream/{liveClassId}/summary: the member's own class, once it has ended. */
export const useClassSummary = (liveClassId: number) =>
  useQuery(
    queryOptions({
      queryKey: liveKeys.summary(liveClassId),
      queryFn: () => api<ClassSummary>(`/api/livestream/${liveClassId}/summary`),
      meta: { personal: true },
      refetchInterval: (q) => {
        const state = q.state.data?.recording.state;
        return state === 'processing' || state === 'recording' ? WHILE_PROCESSING_MS : false;
      },
    }),
  );
