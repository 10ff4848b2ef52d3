// Graceful shutdown, on the real entry point: the server runs as a child process, gets SIGTERM in
// the middle of a request (or of a job), and must finish it, refuse new connections, and exit
// cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { readinessTexts } from '@jetsweat/contract';
import { openPglite } from './platform/db/open.ts';
import { embeddedCopyAt } from '../test/fresh-database.ts';
import { startSlowSmtp } from '../test/slow-smtp.ts';

const main = path.join(import.meta.dirname, 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-shutdown-'));
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => probe.once('listening', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** Resolves once the child's output contains `text`; answers everything it printed so far. */
function waitForOutput(child: ChildProcess, output: { text: string }, text: string) {
  return new Promise<void>((resolve, reject) => {
    const check = () => output.text.includes(text) && resolve();
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited (${code}):\n${output.text}`)));
    check();
  });
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

/**
 * Starts the server on the embedded database in `dataDir/name` (a copy of the run's seeded
 * template); resolves once it listens.
 */
async function startServer(name: string, env: Record<string, string> = {}) {
  await embeddedCopyAt(path.join(dataDir, name, 'db'), 'seeded');
  const port = await freePort();
  const output = { text: '' };
  const server = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      // These tests are about closing; the drain before it has its own test.
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  server.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
  await waitForOutput(server, output, 'JetSweat is running');
  return { server, port, output, exited };
}

it('finishes the request in flight on SIGTERM, takes no new connection, and exits 0', async () => {
  const { server, port, output, exited } = await startServer('request');

  // A request whose body has not all arrived yet: in flight when the signal comes.
  const body = JSON.stringify({ msg: 'sent across a shutdown', level: 'info' });
  const client = net.connect(port, '127.0.0.1');
  await new Promise((r) => client.once('connect', r));
  let answer = '';
  client.on('data', (chunk) => (answer += chunk.toString()));
  const answered = new Promise((r) => client.once('end', r));
  client.write(
    `POST /api/logger HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 300));

  server.kill('SIGTERM');
  await waitForOutput(server, output, 'shutting down');
  let refused = false;
  for (let i = 0; i < 50 && !refused; i++) {
    refused = await connectionRefused(port);
    if (!refused) await new Promise((r) => setTimeout(r, 20));
  }
  expect(refused).toBe(true);

  client.end(body.slice(10));
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('{"status":1,"content":"logged"}');
  expect(await exited).toBe(0);
  expect(output.text).toContain('sent across a shutdown');
  expect(output.text).toContain('"msg":"shut down"');
}, 120_000);

it('lets a job running on SIGTERM (an e-mail on a slow SMTP server) finish, then exits 0', async () => {
  const smtp = await startSlowSmtp(2000);
  const { server, port, output, exited } = await startServer('job', { MAIL_URL: smtp.url });
  const res = await fetch(`http://127.0.0.1:${port}/api/user/reset-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member@jetsweat.example' }),
  });
  expect(res.status).toBe(200);
  // The mail job is under way: the SMTP server has the message and holds its answer for 2 s.
  await smtp.received;
  server.kill('SIGTERM');
  await waitForOutput(server, output, 'shutting down');

  expect(await exited).toBe(0);
  const exitedAt = Date.now();
  await smtp.close();
  expect(smtp.accepted).toHaveLength(1);
  expect(smtp.accepted[0]!).toBeLessThanOrEqual(exitedAt);
  expect(output.text).not.toContain('mail not sent');
  expect(output.text).toContain('"msg":"shut down"');
  // The queue recorded the job as done before the database closed: nothing is sent twice.
  const db = await openPglite(path.join(dataDir, 'job', 'db'));
  try {
    const { rows } = await sql<{ state: string }>`
      SELECT state FROM pgboss.job WHERE name = 'mail'`.execute(db);
    expect(rows).toEqual([{ state: 'completed' }]);
  } finally {
    await db.destroy();
  }
}, 120_000);

it('drains on SIGTERM: /readyz says no while requests are still answered, then the port closes', async () => {
  const { server, port, output, exited } = await startServer('drain', { DRAIN_SECONDS: '2' });
  const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
  expect((await get('/readyz')).status).toBe(200);

  server.kill('SIGTERM');
  await waitForOutput(server, output, 'shutting down');
  const signalled = Date.now();
  const readiness = await get('/readyz');
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toMatchObject({ status: 0, content: readinessTexts.draining });
  // Whatever the balancer still sends meanwhile is served as usual.
  expect((await get('/healthz')).status).toBe(200);
  expect((await get('/api/basic/webStudiosInfo')).status).toBe(200);

  let refused = false;
  while (!refused && Date.now() - signalled < 10_000) {
    refused = await connectionRefused(port);
    if (!refused) await new Promise((r) => setTimeout(r, 50));
  }
  expect(refused).toBe(true);
  // Not before the drain was over (less a little for the log line's way to this test).
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_500);
  expect(await exited).toBe(0);
}, 120_000);
