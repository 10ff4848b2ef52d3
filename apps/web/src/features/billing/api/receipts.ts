import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt, ReceiptsAnswer } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { billingKeys } from './keys.ts';

/** GET /api/user/receipts: the member's payments, the latest first. */
export const receiptsQuery = queryOptions({
  queryKey: billingKeys.receipts(),
  queryFn: () => api<ReceiptsAnswer>('/api/user/receipts'),
  meta: { personal: true },
});

export const useReceipts = () => useQuery(receiptsQuery);

/** GET /api/user/receipts/{id}: one of the member's payments ('42', or a live class's 'pi_…'). */
export const useReceipt = (id: string) =>
  useQuery({
    queryKey: billingKeys.receipt(id),
    queryFn: () => api<Receipt>(`/api/user/receipts/${encodeURIComponent(id)}`),
    meta: { personal: true },
    // A malformed key is the server's to refuse (400), shown as its message.
    enabled: id !== '',
    retry: false,
  });
