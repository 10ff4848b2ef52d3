import { randomBytes, randomUUID } from 'node:crypto';
import { consentPage, startFakeServer, type FakeAnswer, type FakeRequest } from './fake-http.ts';

/** An event as the fake Microsoft Graph keeps it. */
export interface FakeOutlookEvent {
  id: string;
  account: string;
  subject: string;
  body: { contentType: string; content: string };
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  location?: { displayName: string };
  allowNewTimeProposals?: boolean;
  singleValueExtendedProperties?: Array<{ id: string; value: string }>;
}

export interface FakeMicrosoft {
  url: string;
  /** The environment that points the server at this fake. */
  env: Record<string, string>;
  events(): FakeOutlookEvent[];
  /** Follows a consent URL as a person who clicks Allow: the app's callback URL with the code. */
  consent(consentUrl: string): string;
  /** Revokes every grant given so far: refreshing answers invalid_grant. */
  revokeAll(): void;
  /** The scopes each sign-in asked for. */
  scopesAsked: string[];
  /** Every request the fake answered, as "METHOD /path". */
  calls: string[];
  /** Access tokens given from now on last this long (MSAL refreshes within 5 minutes of the end). */
  setTokenSeconds(seconds: number): void;
  /** How many refreshes the token endpoint refused (invalid_grant). */
  refusedRefreshes(): number;
  close(): Promise<void>;
}

const token = () => randomBytes(16).toString('hex');
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/**
 * A local stand-in for Microsoft: the identity platform's consent page and token endpoint (as
 * MSAL calls them), and Graph v1.0's /me and /me/events (create, patch, delete, list).
 */
export async function startFakeMicrosoft(port = 0): Promise<FakeMicrosoft> {
  const codes = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, string>();
  const revoked = new Set<string>();
  const events = new Map<string, FakeOutlookEvent>();
  const scopesAsked: string[] = [];
  const calls: string[] = [];
  let clientId = '';
  let refusedRefreshes = 0;
  let tokenSeconds = 3599;

  // One person signs in, every time: a new consent is a new grant to the same mailbox.
  const account = randomUUID();
  const newCode = (q: URLSearchParams) => {
    const code = token();
    codes.set(code, account);
    scopesAsked.push(q.get('scope') ?? '');
    clientId = q.get('client_id') ?? clientId;
    return code;
  };

  function tokens(account: string, withRefresh: boolean): FakeAnswer {
    const access = token();
    accessTokens.set(access, account);
    const refresh = token();
    if (withRefresh) refreshTokens.set(refresh, account);
    const now = Math.floor(Date.now() / 1000);
    const idToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      aud: clientId,
      iss: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      iat: now,
      nbf: now,
      exp: now + 3600,
      oid: account,
      sub: account,
      tid: TENANT,
      name: 'Fake Member',
      preferred_username: `${account}@outlook.example`,
      ver: '2.0',
    })}.sig`;
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        scope: 'User.Read MailboxSettings.Read Calendars.ReadWrite',
        expires_in: tokenSeconds,
        ext_expires_in: tokenSeconds,
        access_token: access,
        ...(withRefresh && { refresh_token: refresh }),
        id_token: idToken,
        client_info: b64({ uid: account, utid: TENANT }),
      },
    };
  }

  function tokenEndpoint(req: FakeRequest): FakeAnswer {
    const b = req.body;
    const refused = {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'AADSTS70000: The provided grant has expired or was revoked.',
        error_codes: [70000],
      },
    };
    if (b.grant_type === 'authorization_code') {
      const account = codes.get(b.code);
      codes.delete(b.code);
      return account ? tokens(account, true) : refused;
    }
    if (b.grant_type === 'refresh_token') {
      const account = refreshTokens.get(b.refresh_token);
      if (!account || revoked.has(b.refresh_token)) {
        refusedRefreshes += 1;
        return refused;
      }
      return tokens(account, true);
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  function graph(req: FakeRequest): FakeAnswer | undefined {
    const account = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const error = (status: number, code: string) => ({
      status,
      body: { error: { code, message: code } },
    });
    if (!account) return error(401, 'InvalidAuthenticationToken');
    if (req.path === '/v1.0/me')
      return {
        status: 200,
        body: {
          id: account,
          displayName: 'Fake Member',
          mail: `${account}@outlook.example`,
          userPrincipalName: `${account}@outlook.example`,
        },
      };
    const m = /^\/v1\.0\/me\/events(?:\/([^/]+))?$/.exec(req.path);
    if (!m) return undefined;
    const id = m[1] && decodeURIComponent(m[1]);
    if (!id && req.method === 'POST') {
      const event = { ...req.body, id: token(), account } as FakeOutlookEvent;
      events.set(event.id, event);
      return { status: 201, body: event };
    }
    if (!id && req.method === 'GET')
      return {
        status: 200,
        body: { value: [...events.values()].filter((e) => e.account === account) },
      };
    const existing = id ? events.get(id) : undefined;
    if (!existing || existing.account !== account) return error(404, 'ErrorItemNotFound');
    if (req.method === 'PATCH') {
      Object.assign(existing, req.body);
      return { status: 200, body: existing };
    }
    if (req.method === 'DELETE') {
      events.delete(existing.id);
      return { status: 204 };
    }
    if (req.method === 'GET') return { status: 200, body: existing };
    return undefined;
  }

  const revokeAll = () => {
    for (const t of refreshTokens.keys()) revoked.add(t);
    accessTokens.clear();
  };
  const server = await startFakeServer((req) => {
    calls.push(`${req.method} ${req.path}`);
    if (req.path === '/common/oauth2/v2.0/authorize')
      return consentPage('Microsoft', req.query, newCode(req.query));
    if (req.path === '/common/oauth2/v2.0/token' && req.method === 'POST')
      return tokenEndpoint(req);
    if (req.path === '/_fake/events') return { status: 200, body: [...events.values()] };
    if (req.path === '/_fake/revoke' && req.method === 'POST') {
      revokeAll();
      return { status: 204 };
    }
    if (req.path.startsWith('/v1.0/')) return graph(req);
    return undefined;
  }, port);

  return {
    url: server.url,
    env: {
      MICROSOFT_CLIENT_ID: 'fake-microsoft-client',
      MICROSOFT_CLIENT_SECRET: 'fake-microsoft-secret',
      MICROSOFT_AUTHORITY_URL: `${server.url}/common`,
      MICROSOFT_GRAPH_URL: server.url,
    },
    events: () => [...events.values()],
    consent(consentUrl) {
      const q = new URL(consentUrl).searchParams;
      return consentPage('Microsoft', q, newCode(q))
        .html!.match(/href="([^"]+)"/)![1]!
        .replace(/&amp;/g, '&');
    },
    revokeAll,
    scopesAsked,
    calls,
    refusedRefreshes: () => refusedRefreshes,
    setTokenSeconds: (seconds) => (tokenSeconds = seconds),
    close: server.close,
  };
}
