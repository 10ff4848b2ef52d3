import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failedToFetchUserText } from '@jetsweat/contract';
import { ApiError } from '../lib/api.ts';
import { clearSession, readSession, writeSession } from '../lib/storage.ts';
import { SessionContext, type Session } from '../lib/session.ts';
import { currentUserQuery, revokeToken } from '../features/accounts/api/current-user.ts';

/**
 * No answer at all (offline): the server has not refused the token, so the session stays with the
 * stored user, as it was shown while loading; downloaded classes play from it.
 */
const gotNoAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;
const userWhenUnanswered = (error: unknown) =>
  gotNoAnswer(error) ? (readSession()?.user ?? null) : null;

/**
 * The signed-in person. The token lives in local storage (spec 4.3) with the last user the
 * server answered for it, shown at once while the server is asked again; the user itself is
 * server state, in the query cache under its token. A load the server refuses ends the session;
 * one that got no answer (offline) keeps the stored user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => readSession()?.token ?? null);
  const userQuery = useQuery({
    ...currentUserQuery(token ?? ''),
    enabled: token !== null,
    placeholderData: () => readSession()?.user ?? undefined,
  });

  /** Answers that belong to the person who was signed in go with them. */
  const dropPersonalData = useCallback(
    () => queryClient.removeQueries({ predicate: (q) => q.meta?.personal === true }),
    [queryClient],
  );

  const forget = useCallback(() => {
    clearSession();
    setToken(null);
    dropPersonalData();
  }, [dropPersonalData]);

  const fresh = token !== null && userQuery.isSuccess && !userQuery.isPlaceholderData;
  useEffect(() => {
    // Only while the stored token is still this one: a logout in the same moment (the logout
    // page's effect runs just before this one) has already cleared it, and wins.
    if (fresh && readSession()?.token === token) writeSession({ token, user: userQuery.data });
  }, [fresh, token, userQuery.data]);

  useEffect(() => {
    if (!userQuery.isError || gotNoAnswer(userQuery.error)) return;
    console.error(failedToFetchUserText);
    forget();
  }, [userQuery.isError, userQuery.error, forget]);

  const refresh = useCallback(async () => {
    const current = readSession()?.token;
    if (!current) return null;
    try {
      const user = await queryClient.fetchQuery({ ...currentUserQuery(current), staleTime: 0 });
      // A logout (or another login) while this load was under way wins: its answer is dropped.
      return readSession()?.token === current ? user : null;
    } catch {
      return null;
    }
  }, [queryClient]);

  const signIn = useCallback(
    async (newToken: string) => {
      const user = await queryClient.fetchQuery(currentUserQuery(newToken));
      writeSession({ token: newToken, user });
      dropPersonalData();
      setToken(newToken);
      return user;
    },
    [queryClient, dropPersonalData],
  );

  const logout = useCallback(async () => {
    const stored = readSession();
    forget();
    // Revoke the token on the server too; being logged out locally does not wait for it.
    if (stored) await revokeToken(stored.token).catch(() => undefined);
  }, [forget]);

  const user = token === null ? null : (userQuery.data ?? userWhenUnanswered(userQuery.error));
  const loading = token !== null && (userQuery.isPending || userQuery.isPlaceholderData);
  const value = useMemo<Session>(
    () => ({ user, loading, signIn, refresh, logout }),
    [user, loading, signIn, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
