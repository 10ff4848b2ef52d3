import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ChannelState } from '@jetsweat/contract';
import { api, isPassingFailure } from '../../../lib/api.ts';
import { liveKeys } from './keys.ts';

/** How often a room asks whether its class is on air: a member sees the instructor go live. */
const CHANNEL_REFRESH_MS = 10_000;

/** GET /api/livestream/channel/channelId/{id}: the class on air or not, and the caller's role. */
export const getChannel = (liveClassId: number) =>
  api<ChannelState>(`/api/livestream/channel/channelId/${liveClassId}`);

export const channelQuery = (liveClassId: number) =>
  queryOptions({
    queryKey: liveKeys.channel(liveClassId),
    queryFn: () => getChannel(liveClassId),
    meta: { personal: true },
    refetchInterval: CHANNEL_REFRESH_MS,
    // A refusal (402, 403, 404, 409) is the server's answer, not a hiccup to retry.
    retry: false,
  });

export const useChannel = (liveClassId: number) => useQuery(channelQuery(liveClassId));

/**
 * The failure a room shows instead of itself, or null. A refresh that got no answer (the
 * network, the server's own failure) keeps the room on the last answer until the next refresh:
 * shown instead, it would take down an instructor's studio mid-class (camera, recording, chat)
 * for a blip in their network. The server's refusal, or a first read that failed, is shown.
 */
export function channelFailure(
  channel: Pick<UseQueryResult<ChannelState>, 'isError' | 'data' | 'error'>,
): unknown {
  if (!channel.isError) return null;
  if (channel.data !== undefined && isPassingFailure(channel.error)) return null;
  return channel.error;
}
