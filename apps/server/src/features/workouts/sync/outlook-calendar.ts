import {
  ConfidentialClientApplication,
  InteractionRequiredAuthError,
  type AccountInfo,
} from '@azure/msal-node';
import {
  Client,
  GraphError,
  HTTPMessageHandler,
  type Context,
  type GraphRequest,
  type Middleware,
} from '@microsoft/microsoft-graph-client';
import type { CalendarProviderConfig } from '../../../platform/config/config.ts';
import {
  GrantRefused,
  type CalendarApi,
  type CalendarProviderClient,
  type SyncedEvent,
} from './provider.ts';

/** Spec 4 and 9, with offline access so that the server keeps syncing without the browser. */
export const OUTLOOK_SCOPES = [
  'user.read',
  'mailboxsettings.read',
  'calendars.readwrite',
  'offline_access',
];
/** The single-value extended property (a named string) that holds the event's workout id. */
export const OUTLOOK_WORKOUT_PROPERTY =
  'String {66f5a359-4659-4830-9070-00047ec6ac6e} Name jetsweatWorkoutId';
/** Spec 8: what a grant without its account says. */
export const ACCOUNT_MISSING =
  'User account missing from session. Please sign out and sign in again.';

const utc = (d: Date) => ({ dateTime: d.toISOString().slice(0, -1), timeZone: 'UTC' });

function outlookEvent(e: SyncedEvent) {
  return {
    subject: e.title,
    body: { contentType: 'HTML', content: e.html },
    start: utc(e.start),
    end: utc(e.end),
    location: { displayName: e.location },
    allowNewTimeProposals: true,
    singleValueExtendedProperties: [{ id: OUTLOOK_WORKOUT_PROPERTY, value: String(e.workoutId) }],
  };
}

/**
 * MSAL for the authority in the configuration. MSAL insists on an https authority; its endpoints
 * are given here (no discovery request), so the configured URL, https or a local fake's http, is
 * the one called.
 */
function msalFor(c: CalendarProviderConfig): ConfidentialClientApplication {
  const authority = c.authUrl.replace(/^http:/, 'https:');
  const host = new URL(authority).host;
  return new ConfidentialClientApplication({
    auth: {
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      authority,
      knownAuthorities: [host],
      authorityMetadata: JSON.stringify({
        token_endpoint: `${c.authUrl}/oauth2/v2.0/token`,
        authorization_endpoint: `${c.authUrl}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${c.authUrl}/oauth2/v2.0/logout`,
        issuer: `${authority}/v2.0`,
        jwks_uri: `${c.authUrl}/discovery/v2.0/keys`,
      }),
      cloudDiscoveryMetadata: JSON.stringify({
        tenant_discovery_endpoint: `${authority}/v2.0/.well-known/openid-configuration`,
        'api-version': '1.1',
        metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
      }),
    },
  });
}

const isRefused = (err: unknown) =>
  err instanceof InteractionRequiredAuthError ||
  (err as { errorCode?: string }).errorCode === 'invalid_grant';
const isGone = (err: unknown) => err instanceof GraphError && err.statusCode === 404;

/**
 * Outlook through Microsoft's own clients: MSAL's authorization-code flow (its token cache, which
 * holds the refresh token, is the grant kept) and Microsoft Graph v1.0 on the member's calendar.
 */
export function outlookCalendarClient(c: CalendarProviderConfig): CalendarProviderClient {
  return {
    provider: 'outlook',
    consentUrl: (state, redirectUri) =>
      msalFor(c).getAuthCodeUrl({ scopes: OUTLOOK_SCOPES, redirectUri, state, prompt: 'consent' }),

    async redeem(code, redirectUri) {
      const msal = msalFor(c);
      const result = await msal.acquireTokenByCode({ code, scopes: OUTLOOK_SCOPES, redirectUri });
      if (!result.account) throw new Error(ACCOUNT_MISSING);
      // The profile, as the spec's sign-in reads it: proves the token opens the member's account.
      const graph = graphClient(c, async () => result.accessToken);
      await graph('/me').select(['id', 'displayName', 'mail', 'userPrincipalName']).get();
      return msal.getTokenCache().serialize();
    },

    open(cache) {
      const msal = msalFor(c);
      msal.getTokenCache().deserialize(cache);
      let changed = false;
      let forceRefresh = false;
      // Graph's client wraps what a middleware throws in its own error: the refusal is kept here.
      let refusal: GrantRefused | undefined;
      const token = async () => {
        try {
          const [account]: AccountInfo[] = await msal.getTokenCache().getAllAccounts();
          if (!account) throw (refusal = new GrantRefused(new Error(ACCOUNT_MISSING)));
          const result = await msal.acquireTokenSilent({
            account,
            scopes: OUTLOOK_SCOPES,
            forceRefresh,
          });
          forceRefresh = false;
          if (result.fromCache === false) changed = true;
          return result.accessToken;
        } catch (err) {
          if (err instanceof GrantRefused) throw err;
          if (isRefused(err)) throw (refusal = new GrantRefused(err));
          throw err;
        }
      };
      return outlookApi(
        graphClient(c, token),
        () => (changed ? msal.getTokenCache().serialize() : undefined),
        () => (forceRefresh = true),
        () => refusal,
      );
    },
  };
}

type Graph = (path: string) => GraphRequest;

/** Gives each Graph request the member's token (their configured Graph URL, https or a fake's). */
class MemberToken implements Middleware {
  private next: Middleware | undefined;
  constructor(private readonly token: () => Promise<string>) {}
  async execute(context: Context): Promise<void> {
    const options = (context.options ??= {});
    options.headers = { ...(options.headers as Record<string, string>) };
    options.headers.Authorization = `Bearer ${await this.token()}`;
    await this.next!.execute(context);
  }
  setNext(next: Middleware): void {
    this.next = next;
  }
}

/**
 * Graph requests to the configured Graph URL with the member's token. Graph's own auth handler
 * sends a token only to Graph's https hosts, so this chain puts it there itself.
 */
function graphClient(c: CalendarProviderConfig, token: () => Promise<string>): Graph {
  const auth = new MemberToken(token);
  auth.setNext(new HTTPMessageHandler());
  const client = Client.initWithMiddleware({
    baseUrl: `${c.apiUrl}/`,
    defaultVersion: 'v1.0',
    middleware: auth,
  });
  return (path) => client.api(path);
}

/**
 * The member's calendar. A token Graph refuses (401) is refreshed once and the call made again,
 * so a revoked grant shows as MSAL's invalid_grant, not as a provider failing.
 */
function outlookApi(
  graph: Graph,
  changedGrant: () => string | undefined,
  refreshNext: () => void,
  refusal: () => GrantRefused | undefined,
): CalendarApi {
  const attempt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw refusal() ?? err;
    }
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await attempt(run);
    } catch (err) {
      if (!(err instanceof GraphError && err.statusCode === 401)) throw err;
      refreshNext();
      return attempt(run);
    }
  };
  return {
    async create(e) {
      const made = (await call(() => graph('/me/events').post(outlookEvent(e)))) as { id: string };
      return made.id;
    },
    async update(eventId, e) {
      try {
        await call(() => graph(`/me/events/${encodeURIComponent(eventId)}`).patch(outlookEvent(e)));
        return 'updated';
      } catch (err) {
        if (isGone(err)) return 'gone';
        throw err;
      }
    },
    async remove(eventId) {
      try {
        await call(() => graph(`/me/events/${encodeURIComponent(eventId)}`).delete());
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    },
    changedGrant,
  };
}
