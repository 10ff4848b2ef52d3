import type { User } from '@jetsweat/contract';

const SESSION_KEY = 'jetsweat.session';
/** The dashboard's cache of today's workout, cleared with the session. */
export const DAILY_CACHE_KEY = 'jetsweat.daily';
/**
 * Where the paired heart-rate strap's id is kept between visits (lib/heart-rate/remembered-strap.ts);
 * here, not there, so the sign-out every page has does not bring the strap's code with it.
 */
export const STRAP_STORAGE_KEY = 'jetsweat.heart-rate-strap';

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
