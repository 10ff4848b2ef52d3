import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { billingKeys } from './keys.ts';

/** GET /api/products/list?productIds=: the products a confirmation screen names. */
export const getProducts = (productIds: string) =>
  api<{ products: Product[] }>(`/api/products/list?productIds=${encodeURIComponent(productIds)}`);

export const productsQuery = (productIds: string) =>
  queryOptions({
    queryKey: billingKeys.products(productIds),
    queryFn: () => getProducts(productIds),
  });

/** The first product of the list, or null; whether loading it failed (spec 8). */
export function useProduct(productId: string): {
  loading: boolean;
  product: Product | null;
  /** The list could not be loaded (as opposed to holding no such product). */
  failed: boolean;
} {
  const query = useQuery({ ...productsQuery(productId), enabled: productId !== '' });
  return {
    loading: productId !== '' && query.isPending,
    product: query.data?.products[0] ?? null,
    failed: query.isError,
  };
}
