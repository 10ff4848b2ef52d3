/**
 * The yardsticks beside the product: its answers captured as they came over the wire, and a bare
 * Fastify server (bare-server.mjs) replaying them, for the API benchmarks.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, startProcess, waitForUrl } from './processes.mjs';
import { browserHeaders, root } from './product.mjs';

/**
 * A bare Fastify server in its own process answering each captured body at its path: serialising
 * it again on every request, or with `bytes` sending the bytes the product sent (see bare-server.mjs).
 * With `headers` it also sends the product's headers, with `logged` it logs each request as
 * Fastify does by default, to /dev/null (bare-server.mjs). `port` is where it
 * listens (a free one when not given); `command` as startProduct's.
 */
export async function startBare(
  captured,
  { bytes = false, headers = false, logged = false, port: fixedPort, command = ['node'] } = {},
) {
  const port = fixedPort ?? (await freePort());
  const file = path.join(root, '.tmp', `bench-bare-${port}-${Date.now().toString(36)}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(captured));
  const script = path.join(import.meta.dirname, 'bare-server.mjs');
  const server = startProcess(
    command[0],
    [
      ...command.slice(1),
      script,
      file,
      ...(bytes ? ['--bytes'] : []),
      ...(headers ? ['--headers'] : []),
      ...(logged ? ['--logged'] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/ready`, 120_000);
  return {
    base,
    pid: server.child.pid,
    async stop() {
      await server.stop();
      fs.rmSync(file, { force: true });
    },
  };
}

/**
 * One request as a browser makes it (its headers, Accept-Encoding included), answered as it came
 * over the wire: the status, the content type and encoding, the raw bytes (base64, as the bytes
 * yardstick sends them) and the body decoded to text (as the JSON yardstick serialises it).
 */
export function captureAnswer(base, { method, path: urlPath, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      {
        method,
        headers: {
          ...browserHeaders,
          ...headers,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br'
              ? zlib.brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? zlib.gunzipSync(wire)
                : wire;
          resolve({
            method,
            path: urlPath,
            requestBody: body ? JSON.parse(body) : undefined,
            status: res.statusCode,
            contentType: res.headers['content-type'] ?? 'application/json',
            encoding,
            wire: wire.toString('base64'),
            body: decoded.toString('utf8'),
            headers: res.headers,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
