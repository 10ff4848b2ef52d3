#!/usr/bin/env node
// Starts Janus (Debian's `janus` package) with this folder's configuration, for tests and local
// tries: the @…@ values are filled into a copy in a temporary folder, and Janus runs in the
// foreground until this process ends.
//
//   node scripts/janus/start-janus.mjs --port 8288 [--rtp-ports 20000-20999] [--api-secret s]
//
// Imported, `startJanus({ port })` does the same and answers { url, stop }.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const LIB_FOLDERS = [
  '/usr/lib/x86_64-linux-gnu/janus',
  '/usr/lib/aarch64-linux-gnu/janus',
  '/usr/lib/janus',
  '/opt/janus/lib/janus',
];

/** The janus binary on PATH, or null when the package is not installed. */
export function janusBinary() {
  const found = spawnSync('sh', ['-c', 'command -v janus'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const libFolder = () => LIB_FOLDERS.find((f) => fs.existsSync(path.join(f, 'plugins')));

/** Writes the filled-in configuration into a fresh folder and answers its path. */
function writeConfig({ port, rtpPorts, apiSecret }) {
  const lib = libFolder();
  if (!lib) throw new Error(`Janus's plugins were not found in ${LIB_FOLDERS.join(', ')}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-janus-'));
  const values = {
    CONFIGS: folder,
    LIB: lib,
    API_SECRET: apiSecret,
    RTP_PORTS: rtpPorts,
    WS_PORT: String(port),
    WS_IP: '127.0.0.1',
  };
  for (const name of fs.readdirSync(here).filter((n) => n.endsWith('.jcfg'))) {
    const text = fs.readFileSync(path.join(here, name), 'utf8');
    fs.writeFileSync(
      path.join(folder, name),
      text.replace(/@([A-Z_]+)@/g, (_, key) => values[key] ?? ''),
    );
  }
  return folder;
}

/** Resolves once something accepts connections on the port (Janus's WebSocket is up). */
async function waitForPort(port, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const up = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Janus did not open port ${port} within ${ms} ms`);
}

export async function startJanus({
  port,
  rtpPorts = '20000-20999',
  apiSecret = 'jetsweat-test-secret',
  stdio = 'ignore',
}) {
  const binary = janusBinary();
  if (!binary) throw new Error('janus is not installed (apt-get install janus)');
  const folder = writeConfig({ port, rtpPorts, apiSecret });
  const child = spawn(
    binary,
    ['-C', path.join(folder, 'janus.jcfg'), '-F', folder, '--disable-colors'],
    { stdio },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(port, 15_000),
      exited.then((code) => {
        throw new Error(`Janus exited (${code}) before opening port ${port}`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `ws://127.0.0.1:${port}`, apiSecret, stop };
}

if (process.argv[1] === import.meta.filename) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const janus = await startJanus({
    port: Number(arg('port', '8288')),
    rtpPorts: arg('rtp-ports', '20000-20999'),
    apiSecret: arg('api-secret', 'jetsweat-test-secret'),
    stdio: 'inherit',
  });
  console.log(`Janus is up at ${janus.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void janus.stop().then(() => process.exit(0)));
}
