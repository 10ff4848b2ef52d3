import type { QueryClient } from '@tanstack/react-query';
import { dayPassesQuery } from '../../features/billing/api/day-passes.ts';
import { receiptsQuery } from '../../features/billing/api/receipts.ts';
import { subscriptionQuery } from '../../features/billing/api/subscription.ts';
import { teachingQuery } from '../../features/live/api/teaching.ts';
import { memberPacksQuery } from '../../lib/class-packs.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The account page's sections: membership, day passes, packs, receipts, the classes taught. */
export function preloadAccountData(queryClient: QueryClient) {
  prefetch(queryClient, subscriptionQuery);
  prefetch(queryClient, dayPassesQuery);
  prefetch(queryClient, memberPacksQuery);
  prefetch(queryClient, receiptsQuery);
  prefetch(queryClient, teachingQuery());
}
