import { randomBytes } from 'node:crypto';
import { consentPage, startFakeServer, type FakeRequest, type FakeAnswer } from './fake-http.ts';

/** An event as the fake Google Calendar keeps it. */
export interface FakeGoogleEvent {
  id: string;
  account: string;
  summary: string;
  start: { dateTime: string };
  end: { dateTime: string };
  location?: string;
  description?: string;
  extendedProperties?: { private?: Record<string, string> };
  status: 'confirmed' | 'cancelled';
}

export interface FakeGoogle {
  url: string;
  /** The environment that points the server at this fake. */
  env: Record<string, string>;
  /** The live events (not deleted), of every account. */
  events(): FakeGoogleEvent[];
  /** Every request the fake answered, as "METHOD /path". */
  calls: string[];
  /** Follows a consent URL as a person who clicks Allow: the app's callback URL with the code. */
  consent(consentUrl: string): string;
  /** Revokes every grant given so far: refreshing answers invalid_grant. */
  revokeAll(): void;
  /** The next `n` calendar calls answer 503. */
  failNext(n: number): void;
  close(): Promise<void>;
}

const token = () => randomBytes(16).toString('hex');

/**
 * A local stand-in for Google: the OAuth 2 consent page and token endpoint, and Calendar v3's
 * events insert, patch, delete and list on the primary calendar, of one Google account.
 */
export async function startFakeGoogle(port = 0): Promise<FakeGoogle> {
  const codes = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const revoked = new Set<string>();
  const events = new Map<string, FakeGoogleEvent>();
  const calls: string[] = [];
  let failing = 0;

  // One person signs in, every time: a new consent is a new grant to the same calendar.
  const newCode = () => {
    const code = token();
    codes.set(code, 'google-account');
    return code;
  };

  function tokenEndpoint(req: FakeRequest): FakeAnswer {
    const b = req.body;
    if (b.grant_type === 'authorization_code') {
      const account = codes.get(b.code);
      codes.delete(b.code);
      if (!account) return { status: 400, body: { error: 'invalid_grant' } };
      const refresh = token();
      refreshTokens.set(refresh, account);
      const access = token();
      accessTokens.set(access, account);
      return {
        status: 200,
        body: {
          access_token: access,
          refresh_token: refresh,
          expires_in: 3599,
          token_type: 'Bearer',
        },
      };
    }
    if (b.grant_type === 'refresh_token') {
      const account = refreshTokens.get(b.refresh_token);
      if (!account || revoked.has(b.refresh_token))
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        };
      const access = token();
      accessTokens.set(access, account);
      return {
        status: 200,
        body: { access_token: access, expires_in: 3599, token_type: 'Bearer' },
      };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  function calendarApi(req: FakeRequest): FakeAnswer | undefined {
    const m = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(req.path);
    if (!m) return undefined;
    const account = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account)
      return { status: 401, body: { error: { code: 401, message: 'Invalid Credentials' } } };
    if (failing > 0) {
      failing -= 1;
      return { status: 503, body: { error: { code: 503, message: 'Backend Error' } } };
    }
    const id = m[1] && decodeURIComponent(m[1]);
    const existing = id ? events.get(id) : undefined;
    const gone = {
      status: 410,
      body: { error: { code: 410, message: 'Resource has been deleted' } },
    };
    const notFound = { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    if (!id && req.method === 'POST') {
      const event = { ...req.body, id: token(), account, status: 'confirmed' } as FakeGoogleEvent;
      events.set(event.id, event);
      return { status: 200, body: event };
    }
    if (!id && req.method === 'GET') {
      const items = [...events.values()].filter(
        (e) => e.account === account && e.status !== 'cancelled',
      );
      return { status: 200, body: { kind: 'calendar#events', items } };
    }
    if (!existing || existing.account !== account) return notFound;
    if (existing.status === 'cancelled') return gone;
    if (req.method === 'PATCH') {
      Object.assign(existing, req.body);
      return { status: 200, body: existing };
    }
    if (req.method === 'DELETE') {
      existing.status = 'cancelled';
      return { status: 204 };
    }
    if (req.method === 'GET') return { status: 200, body: existing };
    return undefined;
  }

  const server = await startFakeServer((req) => {
    calls.push(`${req.method} ${req.path}`);
    if (req.path === '/o/oauth2/v2/auth') return consentPage('Google', req.query, newCode());
    if (req.path === '/token' && req.method === 'POST') return tokenEndpoint(req);
    if (req.path === '/_fake/events')
      return { status: 200, body: [...events.values()].filter((e) => e.status !== 'cancelled') };
    if (req.path === '/_fake/revoke' && req.method === 'POST') {
      for (const t of refreshTokens.keys()) revoked.add(t);
      accessTokens.clear();
      return { status: 204 };
    }
    return calendarApi(req);
  }, port);

  return {
    url: server.url,
    env: {
      GOOGLE_CLIENT_ID: 'fake-google-client',
      GOOGLE_CLIENT_SECRET: 'fake-google-secret',
      GOOGLE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      GOOGLE_CALENDAR_API_URL: `${server.url}/`,
    },
    events: () => [...events.values()].filter((e) => e.status !== 'cancelled'),
    calls,
    consent(consentUrl) {
      const q = new URL(consentUrl).searchParams;
      return consentPage('Google', q, newCode())
        .html!.match(/href="([^"]+)"/)![1]!
        .replace(/&amp;/g, '&');
    },
    revokeAll() {
      for (const t of refreshTokens.keys()) revoked.add(t);
      accessTokens.clear();
    },
    failNext(n) {
      failing = n;
    },
    close: server.close,
  };
}
