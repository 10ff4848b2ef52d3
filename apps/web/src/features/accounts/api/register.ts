import { useCallback } from 'react';
import type { UserInfo } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** POST /api/user/register[/{studio}]: a new account, answered with its token. */
export const register = (userInfo: UserInfo, studio?: string) =>
  api<{ authToken: string }>(
    studio ? `/api/user/register/${encodeURIComponent(studio)}` : '/api/user/register',
    { body: { userInfo }, token: null },
  );

/** POST /api/user/register/gympass: a partner-pass holder's account. */
export const registerPartner = (userInfo: UserInfo & { token: string }) =>
  api<{ authToken: string }>('/api/user/register/gympass', { body: { userInfo }, token: null });

/**
 * Creates the account and signs its owner in; answers the new user. The accounts calls change
 * the session, not cached answers, so they go through the session rather than useMutation (which
 * also keeps TanStack's mutation code off the public sign-up and login pages).
 */
export function useRegister() {
  const { signIn } = useSession();
  return useCallback(
    async (v: { userInfo: UserInfo; studio?: string | undefined }) =>
      signIn((await register(v.userInfo, v.studio || undefined)).authToken),
    [signIn],
  );
}

export function useRegisterPartner() {
  const { signIn } = useSession();
  return useCallback(
    async (userInfo: UserInfo & { token: string }) =>
      signIn((await registerPartner(userInfo)).authToken),
    [signIn],
  );
}
