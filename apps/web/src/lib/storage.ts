import type { User } from '@jetsweat/contract';
import { STRAP_STORAGE_KEY } from './heart-rate/remembered-strap.ts';

const SESSION_KEY = 'jetsweat.session';
/** The dashboard's cache of today's workout, cleared with the session. */
export const DAILY_CACHE_KEY = 'jetsweat.daily';

export interface StoredSession {
  token: string;
  user: User | null;
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredSession) : null;
    return parsed && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/**
 * Signing out leaves nothing of the person on a shared computer: the next one signed in must
 * not find the last one's heart-rate strap connecting by itself.
 */
export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(DAILY_CACHE_KEY);
  localStorage.removeItem(STRAP_STORAGE_KEY);
}
