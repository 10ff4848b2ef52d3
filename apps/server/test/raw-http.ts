import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` as it is, bytes and all, to a listening server and reads the answer until the
 * server closes the connection. For what `inject` cannot send: it skips Node's HTTP parser, so
 * over-large headers and malformed requests never reach it.
 */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close while the request is still being written: what it answered counts.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => {
          const i = l.indexOf(':');
          return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

/** A GET of `path` with the headers given (Host first), asking the server to close afterwards. */
export function rawGet(port: number, path: string, headers: Record<string, string>) {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return rawRequest(port, `GET ${path} HTTP/1.1\r\n${lines.join('')}Connection: close\r\n\r\n`);
}

/** `n` random letters and digits: a made-up host or query nobody could have cached. */
export function randomText(n: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
}
