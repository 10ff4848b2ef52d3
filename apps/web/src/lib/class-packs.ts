import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberPack, MemberPacks, StudioPacks } from '@jetsweat/contract';
import { api } from './api.ts';

// A member's class packs (issue 54), read where they are bought (billing) and where a class is
// booked with one (schedule). Under billing's keys, so a purchase's refresh reads them again.
const packsKeys = {
  member: () => ['billing', 'member-packs'] as const,
  studio: (studioId: number) => ['billing', 'studio-packs', studioId] as const,
};

/** GET /api/user/packs: the member's packs, newest first, with credits left and expiry. */
export const memberPacksQuery = queryOptions({
  queryKey: packsKeys.member(),
  queryFn: () => api<MemberPacks>('/api/user/packs'),
  meta: { personal: true },
});

export const useMemberPacks = (enabled = true) => useQuery({ ...memberPacksQuery, enabled });

/** GET /api/studios/{studioId}/packs: the studio's packs on sale, and whether its intro is open. */
export const studioPacksQuery = (studioId: number) =>
  queryOptions({
    queryKey: packsKeys.studio(studioId),
    queryFn: () => api<StudioPacks>(`/api/studios/${studioId}/packs`),
    meta: { personal: true },
  });

export const useStudioPacks = (studioId: number | undefined) =>
  useQuery({ ...studioPacksQuery(studioId ?? 0), enabled: studioId !== undefined });

/** The member's packs at a studio that can still book: paid, credits left, not expired. */
export function usablePacksAt(packs: readonly MemberPack[], studioId: number, now: number) {
  return packs.filter(
    (p) =>
      p.studioId === studioId &&
      p.status === 'paid' &&
      p.creditsLeft > 0 &&
      p.expiresAt !== null &&
      Date.parse(p.expiresAt) > now,
  );
}
