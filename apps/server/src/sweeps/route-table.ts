// The routes the security sweeps call: every /api route of the app, described by the OpenAPI
// document (app.swagger()), plus any the document hides. A route added later is swept without
// anyone listing it. Imported by the sweeps only.
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { TestApp } from '../../test/harness.ts';
import { arbitraryFor, type JsonSchema, type Mode } from './schema-arbitrary.ts';

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface SweptRoute {
  method: string;
  /** Fastify's form: /api/liveclass/upcoming/:id */
  url: string;
  /** "GET /api/liveclass/upcoming/:id", as the sweeps' lists and messages name a route. */
  key: string;
  params: Field[];
  query: Field[];
  body: JsonSchema | undefined;
  /** False for a route the document hides (its fields are unknown, so anything is sent). */
  documented: boolean;
  /** Whether the document says the route needs a login (the bearer scheme); undefined if hidden. */
  documentedLogin: boolean | undefined;
}

/** A request's parts before they become a URL and a payload. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}

/** The OpenAPI document's own pages: static, no data, not in the envelope. */
const isDocumentation = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export function sweptRoutes(t: TestApp): SweptRoute[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes = new Map<string, SweptRoute>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || isDocumentation(path)) continue;
    for (const [method, op] of Object.entries(operations)) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      const fields = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false }));
      const key = `${method.toUpperCase()} ${url}`;
      routes.set(key, {
        method: method.toUpperCase(),
        url,
        key,
        params: fields('path'),
        query: fields('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        documented: true,
        documentedLogin: (op.security ?? []).some((s) => 'bearerAuth' in s),
      });
    }
  }
  for (const route of t.routes) {
    if (!route.url.startsWith('/api/') || isDocumentation(route.url)) continue;
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || routes.has(key)) continue;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1]!,
        schema: { type: 'string' },
        required: true,
      }));
      routes.set(key, {
        method,
        url: route.url,
        key,
        params,
        query: [],
        body: undefined,
        documented: false,
        documentedLogin: undefined,
      });
    }
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

const fieldsArbitrary = (fields: Field[], mode: Mode) =>
  fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.schema, mode, f.name)])), {
    requiredKeys: fields.filter((f) => f.required || mode === 'valid').map((f) => f.name),
  });

/** Requests for a route: what its schema accepts ('valid'), or that mixed with junk ('hostile'). */
export function partsArbitrary(route: SweptRoute, mode: Mode): fc.Arbitrary<RequestParts> {
  return fc.record({
    params: fieldsArbitrary(route.params, mode),
    query: fieldsArbitrary(route.query, mode),
    body: route.body || !route.documented ? arbitraryFor(route.body, mode) : fc.constant(undefined),
  });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encodes a path segment; a lone surrogate (not encodable) goes as invalid UTF-8 bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Turns a request's parts into app.inject's options. */
export function injectOptions(
  route: SweptRoute,
  parts: RequestParts,
  extra: { token?: string; remoteAddress?: string } = {},
): InjectOptions {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeSegment(asText(parts.params[name] ?? 'x') || 'x'),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(name, asText(v));
  }
  const search = query.size ? `?${query}` : '';
  const withBody = parts.body !== undefined && route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url: path + search,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    headers: {
      ...(extra.token ? { authorization: `Bearer ${extra.token}` } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: JSON.stringify(parts.body) } : {}),
  };
}

/** Whether a reply is in the API's envelope: `{status: 1, content}` for 2xx, `{status: 0, content: text}` otherwise. */
export function envelopeProblem(statusCode: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  if (!body || typeof body !== 'object') return `not an object: ${text.slice(0, 120)}`;
  const { status, content, requestId, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest).filter((k) => k !== 'field' && k !== 'code');
  if (extra.length) return `fields outside the envelope: ${extra.join(', ')}`;
  // Every failure carries its request's id, for the person to quote (platform/http/request-id.ts).
  if (status === 0 && typeof requestId !== 'string') return 'a failure without its requestId';
  if (statusCode < 400 && status !== 1) return `a ${statusCode} with status ${String(status)}`;
  if (statusCode >= 400 && (status !== 0 || typeof content !== 'string' || !content))
    return `a ${statusCode} without a message: ${text.slice(0, 120)}`;
  if (!('content' in (body as object))) return 'no content';
  return undefined;
}

let addresses = 0;
/**
 * A different client address for each sweep request (198.18.0.0/15, kept for benchmarks), so the
 * per-address limits do not turn the sweep's later requests into 429s.
 */
export function nextAddress(): string {
  const n = addresses++ % (1 << 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** A seed of its own for each route (so no two routes draw the same text), the same every run. */
export function seedFor(route: SweptRoute, salt = 0): number {
  let h = 2166136261 ^ salt;
  for (const c of route.key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * The sweeps' app: no flood limit (they send thousands of requests), no login delay, and no load
 * shedding (a 503 because the test machine is busy says nothing about a route).
 */
export const SWEEP_ENV = {
  API_LIMIT_PER_MINUTE: '1000000',
  LOGIN_DELAY_MS: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // The calendar providers configured, so their sign-in routes are swept as a member meets them
  // (no request reaches these addresses: a sign-in only makes the consent page's URL).
  GOOGLE_CLIENT_ID: 'sweep-google',
  GOOGLE_CLIENT_SECRET: 'sweep-google-secret',
  GOOGLE_AUTH_URL: 'http://127.0.0.1:9/auth',
  GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
  GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9/',
  MICROSOFT_CLIENT_ID: 'sweep-microsoft',
  MICROSOFT_CLIENT_SECRET: 'sweep-microsoft-secret',
  MICROSOFT_AUTHORITY_URL: 'http://127.0.0.1:9/common',
  MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9',
};
