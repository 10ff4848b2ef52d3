import { useCallback } from 'react';
import type { User } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** POST /api/user/login/{studio}: the studio part is empty on the main site (spec 2.5). */
export const login = (email: string, password: string, studio?: string) =>
  api<User>(`/api/user/login/${encodeURIComponent(studio ?? '')}`, {
    body: { email, password },
    token: null,
  });

/** Logs in and keeps the session (see useRegister); answers the user. */
export function useLogin() {
  const { signIn } = useSession();
  return useCallback(
    async (v: { email: string; password: string; studio?: string | undefined }) =>
      signIn((await login(v.email, v.password, v.studio || undefined)).authToken!),
    [signIn],
  );
}
