import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@jetsweat/contract';
import { accountTexts } from '@jetsweat/contract';
import { clearSession, readSession, writeSession } from '../../lib/storage.ts';
import { accountsApi } from './api.ts';

export interface Session {
  user: User | null;
  /** True while a stored token is being turned into a user. */
  loading: boolean;
  /** Loads the user behind a fresh token (after sign-up or login) and keeps both. */
  signIn(token: string): Promise<User>;
  /** Reloads the user, e.g. after a purchase. */
  refresh(): Promise<User | null>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function loadUser(token: string): Promise<User> {
  const [user, subscription] = await Promise.all([
    accountsApi.me(token),
    accountsApi.subscription(token),
  ]);
  return { ...user, authToken: token, subscription };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => readSession()?.user ?? null);
  const [loading, setLoading] = useState(() => readSession() !== null);

  const forget = useCallback(() => {
    clearSession();
    setUser(null);
  }, []);

  const refresh = useCallback(async () => {
    const stored = readSession();
    if (!stored) return null;
    // A logout (or another login) while this load was under way wins: its answer is dropped.
    const stillCurrent = () => readSession()?.token === stored.token;
    try {
      const fresh = await loadUser(stored.token);
      if (!stillCurrent()) return null;
      writeSession({ token: stored.token, user: fresh });
      setUser(fresh);
      return fresh;
    } catch {
      if (!stillCurrent()) return null;
      console.error(accountTexts.failedToFetchUser);
      forget();
      return null;
    } finally {
      setLoading(false);
    }
  }, [forget]);

  useEffect(() => {
    if (readSession()) void refresh();
  }, [refresh]);

  const signIn = useCallback(async (token: string) => {
    const fresh = await loadUser(token);
    writeSession({ token, user: fresh });
    setUser(fresh);
    setLoading(false);
    return fresh;
  }, []);

  const logout = useCallback(async () => {
    const stored = readSession();
    forget();
    // Revoke the token on the server too; being logged out locally does not wait for it.
    if (stored) await accountsApi.logout(stored.token).catch(() => undefined);
  }, [forget]);

  const value = useMemo(
    () => ({ user, loading, signIn, refresh, logout }),
    [user, loading, signIn, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
