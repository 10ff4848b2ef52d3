import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fakes read it: its path, query and JSON or form body. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>;
}
export interface FakeAnswer {
  status: number;
  body?: unknown;
  html?: string;
  location?: string;
}
export type FakeHandler = (req: FakeRequest) => FakeAnswer | undefined;

async function readBody(req: http.IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, any>;
}

/** A small HTTP server answering with `handle` (404 when it answers nothing) on 127.0.0.1. */
export async function startFakeServer(
  handle: FakeHandler,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://fake');
      let answer: FakeAnswer | undefined;
      try {
        answer = handle({
          method: req.method ?? 'GET',
          path: u.pathname,
          query: u.searchParams,
          headers: req.headers,
          body: await readBody(req),
        });
      } catch (err) {
        answer = { status: 500, body: { error: String(err) } };
      }
      answer ??= { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      if (answer.location) res.setHeader('Location', answer.location);
      if (answer.html !== undefined) {
        res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(answer.html);
      } else if (answer.body === undefined) {
        res.writeHead(answer.status).end();
      } else {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's consent page: one "Allow" link back to the app with a code and the state. */
export function consentPage(provider: string, query: URLSearchParams, code: string): FakeAnswer {
  const back = new URL(query.get('redirect_uri') ?? '');
  back.searchParams.set('code', code);
  back.searchParams.set('state', query.get('state') ?? '');
  const href = back.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    status: 200,
    html: `<!doctype html><title>${provider} consent (fake)</title><h1>${provider}: allow JetSweat to use your calendar?</h1><p>Scopes: ${query.get('scope') ?? ''}</p><a id="allow" href="${href}">Allow</a>`,
  };
}
