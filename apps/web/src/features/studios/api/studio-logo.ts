import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';
import { studiosKeys } from './keys.ts';

/** GET /api/studio/logos/{slug}: the logo a studio's path shows in the navigation. */
export const getStudioLogo = (slug: string) =>
  api<{ logoUrl: string }>(`/api/studio/logos/${encodeURIComponent(slug)}`, { token: null });

export const studioLogoQuery = (slug: string) =>
  queryOptions({
    queryKey: studiosKeys.logo(slug),
    queryFn: () => getStudioLogo(slug),
    ...ONCE_A_VISIT,
  });
