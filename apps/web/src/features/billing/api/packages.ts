import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountTexts, MAIN_STUDIO_KEY, type StudioPackages } from '@jetsweat/contract';
import { api, ApiError, errorMessage } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/studio/packages/{studio}: what a studio sells (JetSweat's own on the main site). */
export const getStudioPackages = (studioKey: string) =>
  api<StudioPackages>(`/api/studio/packages/${encodeURIComponent(studioKey || MAIN_STUDIO_KEY)}`, {
    token: null,
  });

export const studioPackagesQuery = (studioKey: string) =>
  queryOptions({
    queryKey: billingKeys.packages(studioKey),
    queryFn: () => getStudioPackages(studioKey),
    ...ONCE_A_VISIT,
  });

/** The packages a studio sells, or the message to show when they cannot be loaded. */
export function useStudioPackages(studioKey: string): {
  packages: StudioPackages | null;
  loadError: string | null;
} {
  const query = useQuery(studioPackagesQuery(studioKey));
  const loadError = query.isError
    ? query.error instanceof ApiError && query.error.status === 404
      ? accountTexts.unknownStudio
      : errorMessage(query.error)
    : null;
  return { packages: query.data ?? null, loadError };
}
