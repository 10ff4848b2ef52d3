import {
  SYNC_OTHER_BROWSER,
  workoutTexts,
  type CalendarProvider,
  type CalendarSyncState,
  type CalendarSyncStatus,
} from '@jetsweat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { newToken } from '../../../platform/http/tokens.ts';
import { sealGrant } from './grant-seal.ts';
import type { CalendarProviderClient } from './provider.ts';
import { signInKey } from './sign-in-cookie.ts';
import {
  insertSignIn,
  memberConnections,
  saveConnection,
  startDisconnect,
  takeSignIn,
  waitingChanges,
} from './sync-store.ts';

/** How long a sign-in's state is good for: the member is at the consent page meanwhile. */
export const SIGN_IN_MINUTES = 10;
/** Where the browser lands after the provider's consent page. */
export const CALENDAR_PAGE = '/newplatform/items/calendar';

/** Each provider's sync as the member's calendar shows it. */
async function syncStatus(
  db: Deps['db'],
  clients: Partial<Record<CalendarProvider, CalendarProviderClient>>,
  userId: number,
): Promise<CalendarSyncStatus> {
  const [connections, waiting] = await Promise.all([
    memberConnections(db, userId),
    waitingChanges(db, userId),
  ]);
  const one = (provider: CalendarProvider): CalendarSyncState => {
    const n = waiting[provider] ?? 0;
    const state = connections[provider];
    const configured = clients[provider] !== undefined;
    if (!state) return { configured, state: 'unsynced', waiting: 0 };
    if (state === 'needs-reconnecting')
      return { configured, state: 'needs-reconnecting', waiting: n };
    if (state === 'disconnecting') return { configured, state: 'syncing', waiting: n };
    return { configured, state: n > 0 ? 'syncing' : 'synced', waiting: n };
  };
  return { google: one('google'), outlook: one('outlook') };
}

/**
 * Connecting a member's Google Calendar or Outlook (OAuth 2 authorization code), what their
 * sync is doing, and disconnecting. The sending itself is the queue's (sync-queue.ts).
 */
export function createCalendarSync(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  clients: Partial<Record<CalendarProvider, CalendarProviderClient>>,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { db, clock, config } = deps;
  const redirectUri = (provider: CalendarProvider) =>
    `${config.publicUrl}/api/calendar/sync/${provider}/callback`;
  const clientOf = (provider: CalendarProvider) => {
    const client = clients[provider];
    if (!client) throw badRequest(workoutTexts.syncNotConfigured);
    return client;
  };

  return {
    status: (userId: number) => syncStatus(db, clients, userId),

    /**
     * The provider's consent page for this member's session, and the value for the browser's
     * sign-in cookie (sign-in-cookie.ts): the state is good once, and only with that value.
     */
    async connectUrl(
      userId: number,
      sessionId: number,
      provider: CalendarProvider,
    ): Promise<{ url: string; browser: string }> {
      const client = clientOf(provider);
      const state = newToken();
      const browser = newToken();
      const expiresAt = new Date(clock.now().getTime() + SIGN_IN_MINUTES * 60_000);
      const key = signInKey(state, browser);
      await insertSignIn(db, { key, sessionId, userId, provider, expiresAt });
      return { url: await client.consentUrl(state, redirectUri(provider)), browser };
    },

    /**
     * The provider's redirect back, with the browser's sign-in cookie: trades the code for the
     * grant and keeps it sealed. Answers where the browser goes next: the calendar page, saying
     * whether it worked. Without the cookie of the browser that asked for the consent page
     * nothing is taken or stored, and the page says to sign in from this browser.
     */
    async finishConnect(
      provider: CalendarProvider,
      q: { code?: string; state?: string; error?: string },
      browser: string | undefined,
    ): Promise<string> {
      const client = clientOf(provider);
      const failed = `${CALENDAR_PAGE}?syncFailed=${provider}`;
      if (!browser) return `${failed}&reason=${SYNC_OTHER_BROWSER}`;
      if (!q.state) return failed;
      const userId = await takeSignIn(db, signInKey(q.state, browser), provider, clock.now());
      if (userId === undefined || q.error || !q.code) return failed;
      try {
        const grant = await client.redeem(q.code, redirectUri(provider));
        const sealed = sealGrant(config.calendar.tokenKey, grant);
        await saveConnection(db, userId, provider, sealed, clock.now());
      } catch (err) {
        log.warn({ err, provider }, 'calendar sign-in: the code was not accepted');
        return failed;
      }
      return `${CALENDAR_PAGE}?synced=${provider}`;
    },

    /** Removes every synced event (in the queue), then forgets the grant. */
    async disconnect(userId: number, provider: CalendarProvider): Promise<void> {
      clientOf(provider);
      if (!(await startDisconnect(db, userId, provider)))
        throw notFound(workoutTexts.syncNotConnected);
    },
  };
}
export type CalendarSync = ReturnType<typeof createCalendarSync>;
