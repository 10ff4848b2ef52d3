/**
 * A PostgreSQL server and a Redis of the fault script's own, on ports of its choosing, so that it
 * can stop and start them mid-load without touching anything else on the machine. PostgreSQL's
 * programs come from Debian's packages (/usr/lib/postgresql/<version>/bin); they refuse to run as
 * root, so as root they run as the `postgres` user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { startLogged } from './cluster.mjs';

function postgresBin(program) {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0], 'bin', program);
}

const asRoot = process.getuid?.() === 0;
/**
 * Runs a PostgreSQL program as the user that owns the data directory; without blocking, so the
 * load keeps running while the server stops and starts.
 */
async function pgRun(program, args) {
  const cmd = asRoot ? 'runuser' : postgresBin(program);
  const argv = asRoot ? ['-u', 'postgres', '--', postgresBin(program), ...args] : args;
  await promisify(execFile)(cmd, argv);
}

/** A fresh PostgreSQL cluster in `dir` on 127.0.0.1:`port`, trust authentication, user postgres. */
export async function privatePostgres({ dir, port }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  await pgRun('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (action, extra = []) =>
    pgRun('pg_ctl', [action, '-D', dir, '-w', '-t', '60', ...extra]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('start', ['-o', options, '-l', path.join(dir, 'server.log')]),
    /** Fast shutdown: open connections are closed, as in a restart or a failover. */
    stop: () => ctl('stop', ['-m', 'fast']),
    async remove() {
      await ctl('stop', ['-m', 'immediate']).catch(() => undefined); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis without persistence on 127.0.0.1:`port` (nothing in it needs keeping). */
export function privateRedis({ port }) {
  let server;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = startLogged('redis', 'redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      for (let i = 0; i < 50; i++) {
        try {
          execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    stop: () => server?.kill('SIGTERM', 5000),
    /** How many flood-limit counters Redis holds now (the instances count there while it is up). */
    counters() {
      const out = execFileSync('redis-cli', [
        '-p',
        String(port),
        '--scan',
        '--pattern',
        'jetsweat-api-limit:*',
      ]);
      return out.toString().split('\n').filter(Boolean).length;
    },
  };
}
