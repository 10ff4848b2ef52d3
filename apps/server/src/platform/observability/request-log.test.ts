import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggedApp } from '../../../test/logged-app.ts';

let app: FastifyInstance;
let lines: Record<string, unknown>[];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, lines, close } = await loggedApp((app) => {
    // What the compression stream reports when the client closes the connection mid-answer.
    app.get('/api/test/client-left', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
  }));
});
afterAll(() => close());

it('writes one line per request, saying what was asked, the status and the time taken', async () => {
  lines.length = 0;
  await app.inject({ method: 'GET', url: '/api/basic/studios' });
  await app.inject({ method: 'GET', url: '/api/reset-password/secret-token-value' });
  const requestLines = lines.filter((l) => l.responseTime !== undefined);
  expect(requestLines).toHaveLength(2);
  expect(requestLines[0]!.msg).toMatch(/^GET \/api\/basic\/studios 200 \d+ ms$/);
  expect(requestLines[1]!.msg).toMatch(/^GET \/api\/reset-password\/\[redacted\] 404 \d+ ms$/);
  expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
    false,
  );
  expect(JSON.stringify(lines)).not.toContain('secret-token-value');
});

it("keeps what an operator reads in the line: the request's id, method, host, status and time", async () => {
  lines.length = 0;
  const res = await app.inject({ method: 'GET', url: '/api/basic/studios' });
  const [line] = lines.filter((l) => l.responseTime !== undefined);
  expect(line).toMatchObject({
    level: 30,
    reqId: res.headers['x-request-id'],
    req: { method: 'GET', host: 'localhost' },
    res: { statusCode: 200 },
  });
  expect(line!.version).toEqual(expect.any(String));
});

it('logs a client that left mid-answer as information, not as a failed request', async () => {
  lines.length = 0;
  await app.inject({ method: 'GET', url: '/api/test/client-left' });
  expect(lines.filter((l) => l.msg === 'request failed')).toEqual([]);
  expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  expect(lines.some((l) => /closed the connection/.test(String(l.msg)))).toBe(true);
});

it('cuts a long host and URL in the line, and writes the URL once', async () => {
  lines.length = 0;
  const host = 'h'.repeat(15 * 1024);
  const query = 'q'.repeat(7 * 1024);
  // Not /healthz: the probes' lines are written only when they fail (health-routes.ts).
  await app.inject({ method: 'GET', url: '/api/basic/studios', headers: { host } });
  await app.inject({ method: 'GET', url: `/api/basic/studios?q=${query}` });
  const requestLines = lines.filter((l) => l.responseTime !== undefined);
  expect(requestLines).toHaveLength(2);
  for (const line of requestLines) expect(JSON.stringify(line).length).toBeLessThan(2000);
  // A request's log line, as pino-http writes it (the fields this test reads).
  type RequestLine = { msg: string; req: { host?: string; url?: string } };
  const [hostLine, queryLine] = requestLines as [RequestLine, RequestLine];
  expect(hostLine.req.host).toBe(`${'h'.repeat(300)}…[${host.length} chars]`);
  expect(queryLine.msg).toMatch(/^GET \/api\/basic\/studios\?q=q+…\[\d+ chars\] 414 \d+ ms$/);
  expect(queryLine.req.url).toBeUndefined();
});
