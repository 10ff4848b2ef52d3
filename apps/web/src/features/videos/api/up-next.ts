import { useQuery } from '@tanstack/react-query';
import type { UpNext } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** GET /api/video/{videoId}/up-next: the class to offer when this one ends. */
export const useUpNext = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: videosKeys.upNext(id),
    queryFn: () => api<UpNext>(`/api/video/${id}/up-next`),
    meta: { personal: true },
    enabled,
  });
