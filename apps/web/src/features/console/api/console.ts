import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  ConsoleInviteRole,
  StudioPageAnswer,
  StudioPageSaved,
  StudioPageSettings,
  TeamAnswer,
} from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const consoleKeys = {
  all: ['console'] as const,
  page: (studioId: number) => [...consoleKeys.all, 'page', studioId] as const,
  team: (studioId: number) => [...consoleKeys.all, 'team', studioId] as const,
  audit: (studioId: number, before: number | undefined) =>
    [...consoleKeys.all, 'audit', studioId, before ?? 'newest'] as const,
};
const studioPath = (studioId: number) => `/api/console/studios/${studioId}`;

/** GET /api/console/studios/{studioId}/page. */
export const useStudioPage = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: consoleKeys.page(studioId),
      queryFn: () => api<StudioPageAnswer>(`${studioPath(studioId)}/page`),
      meta: { personal: true },
    }),
  );

/** PUT /api/console/studios/{studioId}/page; the page and the log are read again after. */
export function useSaveStudioPage(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StudioPageSettings) =>
      api<StudioPageSaved>(`${studioPath(studioId)}/page`, { method: 'PUT', body: settings }),
    onSettled: () =>
      reloadAfterChange(queryClient, consoleKeys.page(studioId), [...consoleKeys.all, 'audit']),
  });
}

/** GET /api/console/studios/{studioId}/team. */
export const useTeam = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: consoleKeys.team(studioId),
      queryFn: () => api<TeamAnswer>(`${studioPath(studioId)}/team`),
      meta: { personal: true },
    }),
  );

/** POST /api/console/studios/{studioId}/invites; the team and the log are read again after. */
export function useInvite(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: { email: string; role: ConsoleInviteRole }) =>
      api<{ email: string }>(`${studioPath(studioId)}/invites`, { body: to }),
    onSettled: () => reloadAfterChange(queryClient, consoleKeys.all),
  });
}

/** GET /api/console/audit?studioId=…&before=…: one page, newest first. */
export const useAudit = (studioId: number, before: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: consoleKeys.audit(studioId, before),
      queryFn: () =>
        api<AuditPage>(
          `/api/console/audit?studioId=${studioId}${before ? `&before=${before}` : ''}`,
        ),
      meta: { personal: true },
    }),
  );

/** POST /api/console/invites/accept; what the person may open is read again after. */
export function useAcceptConsoleInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<{ studioId: number; studioName: string; role: ConsoleInviteRole }>(
        '/api/console/invites/accept',
        { body: { token } },
      ),
    onSettled: () => reloadAfterChange(queryClient, consoleKeys.all),
  });
}
