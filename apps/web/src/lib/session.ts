import { createContext, useContext } from 'react';
import type { User } from '@jetsweat/contract';

/** The signed-in person, as every page reads it; app/session-provider.tsx provides it. */
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

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/**
 * What a feature needs to let a visitor sign up or log in without leaving its page (the live
 * schedule's booking): the accounts feature renders it, src/app hands it over.
 */
export interface SignInModalsProps {
  /** Which modal is open, if any. */
  open: 'signup' | 'login' | null;
  onOpen(modal: 'signup' | 'login'): void;
  onClose(): void;
  onSignedIn(user: User): void;
}
