import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionSummary, User } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { accountsKeys } from './keys.ts';

/** GET /api/user/me and /api/user/subscription with a given token: the user the session holds. */
export async function getCurrentUser(token: string): Promise<User> {
  const [user, subscription] = await Promise.all([
    api<User>('/api/user/me', { token }),
    api<SubscriptionSummary>('/api/user/subscription', { token }),
  ]);
  return { ...user, authToken: token, subscription };
}

/** Fetched when a session starts and when it is refreshed, never on its own. */
export const currentUserQuery = (token: string) =>
  queryOptions({
    queryKey: accountsKeys.currentUser(token),
    queryFn: () => getCurrentUser(token),
    staleTime: Infinity,
  });

/** POST /api/user/logout: the server forgets the token. */
export const revokeToken = (token: string) =>
  api<string>('/api/user/logout', { method: 'POST', token });
