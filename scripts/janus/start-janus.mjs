#!/usr/bin/env node
// Starts Janus (Debian's `janus` package) with this folder's configuration, for tests and local
// tries: the @…@ values are filled into a copy in a temporary folder, and Janus runs in the
// foreground until this process ends.
//
//   node scripts/janus/start-janus.mjs --port 8288 [--rtp-ports 20000-20999] [--api-secret s]
//
// Imported, `startJanus({ port })` does the same and answers { url, apiSecret, stop }; without a
// port it takes a free one, and another if a Janus of another test took that one first.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/processes.mjs';

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
function writeConfig({ port, rtpPorts, apiSecret, serverName }) {
  const lib = libFolder();
  if (!lib) throw new Error(`Janus's plugins were not found in ${LIB_FOLDERS.join(', ')}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-janus-'));
  const values = {
    CONFIGS: folder,
    LIB: lib,
    API_SECRET: apiSecret,
    SERVER_NAME: serverName,
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

/**
 * The server name the Janus on the port gives in its "info" answer. A port that opened is not
 * proof enough: when two tests pick the same free port at once, the Janus that loses the bind
 * exits, and the port that answers is the other one's.
 */
function serverNameOn(port) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, 'janus-protocol');
    const timer = setTimeout(() => (socket.close(), reject(new Error('no answer to info'))), 5_000);
    socket.onopen = () => socket.send(JSON.stringify({ janus: 'info', transaction: 'whose' }));
    socket.onmessage = (event) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(String(event.data))['server-name']);
    };
    socket.onerror = () => (clearTimeout(timer), reject(new Error('info failed')));
  });
}

/** Starts one Janus on the port; rejects when it is not this Janus that answers there. */
async function startOn({ port, rtpPorts, apiSecret, stdio }) {
  const binary = janusBinary();
  if (!binary) throw new Error('janus is not installed (apt-get install janus)');
  const serverName = `jetsweat-${crypto.randomBytes(6).toString('hex')}`;
  const folder = writeConfig({ port, rtpPorts, apiSecret, serverName });
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
      waitForPort(port, 15_000).then(async () => {
        const answered = await serverNameOn(port);
        if (answered !== serverName) throw new PortTaken(port);
      }),
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

class PortTaken extends Error {
  constructor(port) {
    super(`port ${port} is another Janus's`);
  }
}

export async function startJanus({
  port,
  rtpPorts = '20000-20999',
  apiSecret = crypto.randomBytes(16).toString('hex'),
  stdio = 'ignore',
}) {
  if (port) return startOn({ port, rtpPorts, apiSecret, stdio });
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn({ port: await freePort(), rtpPorts, apiSecret, stdio });
    } catch (err) {
      const clash = err instanceof PortTaken || /before opening port/.test(err.message);
      if (!clash || attempt === 3) throw err;
    }
  }
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
