/** Child processes and ports for the benchmarks. */
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody is listening on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a command whose output goes to ours; stop() ends it and waits for it to exit. With `ipc`
 * the child has an IPC channel (child.send), as a benchmark's probe in it needs. `stdout:
 * 'ignore'` sends its standard output to /dev/null (a server logging every request under load).
 */
export function startProcess(cmd, args, { ipc = false, stdout = 'inherit', ...opts } = {}) {
  const stdio = ['ignore', stdout, 'inherit', ...(ipc ? ['ipc'] : [])];
  const child = spawn(cmd, args, { ...opts, stdio });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls a URL until it answers 2xx, or throws after `ms`. */
export async function waitForUrl(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
