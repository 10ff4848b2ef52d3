import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionAnswer, SubscriptionRecord } from '@jetsweat/contract';
import { api, ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/user/subscription: the person's subscription, if any. */
export const getSubscription = () => api<SubscriptionAnswer>('/api/user/subscription');

export const subscriptionQuery = queryOptions({
  queryKey: billingKeys.subscription(),
  queryFn: getSubscription,
  meta: { personal: true },
});

export const useSubscription = () => useQuery(subscriptionQuery);

export type SubscriptionChange = { success: boolean; subscriptionRecord: SubscriptionRecord };
export type LifecycleAction = 'cancel' | 'uncancel' | 'pause' | 'unpause';

const lifecycleCalls: Record<LifecycleAction, () => Promise<SubscriptionChange>> = {
  cancel: () => api('/api/user/subscription', { method: 'DELETE' }),
  uncancel: () => api('/api/user/subscription/un-cancel', { method: 'POST' }),
  pause: () => api('/api/user/subscription/pause', { method: 'POST' }),
  unpause: () => api('/api/user/subscription/un-pause', { method: 'POST' }),
};

/** What a purchase or change leaves stale: the subscription, receipts, passes and the user. */
export function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return async () => {
    await reloadAfterChange(
      queryClient,
      billingKeys.subscription(),
      billingKeys.receipts(),
      billingKeys.dayPasses(),
    );
    await refresh();
  };
}

/** Puts a change's answer in the cache, where the subscription pages read it. */
export function useKeepSubscriptionRecord() {
  const queryClient = useQueryClient();
  return (record: SubscriptionRecord) =>
    queryClient.setQueryData(billingKeys.subscription(), (old: SubscriptionAnswer | undefined) =>
      old ? { ...old, subscription: record } : old,
    );
}

/**
 * Cancel, undo, pause or resume (spec 2.10 and the lifecycle calls). The answer carries the new
 * record, which becomes the cached subscription; the user is reloaded for their entitlement.
 */
export function useLifecycleChange() {
  const keep = useKeepSubscriptionRecord();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (action: LifecycleAction) => {
      const change = await lifecycleCalls[action]();
      if (!change?.subscriptionRecord) throw new ApiError(0, 'bad response', change);
      return change.subscriptionRecord;
    },
    onSuccess: async (record) => {
      keep(record);
      await refresh();
    },
  });
}
