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

/** GET /api/user/receipts/{id}: one of the member's payments. */
export const useReceipt = (id: number) =>
  useQuery({
    queryKey: billingKeys.receipt(id),
    queryFn: () => api<Receipt>(`/api/user/receipts/${id}`),
    meta: { personal: true },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
