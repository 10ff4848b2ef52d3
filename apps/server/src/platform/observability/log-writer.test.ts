import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { boundedLogWriter, reportDroppedLines, type LogWriter } from './log-writer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let pipes = 0;
const writers: LogWriter[] = [];
afterEach(() => {
  // Destroying the writer closes its descriptor; a retry still pending then fails harmlessly.
  for (const w of writers.splice(0)) {
    const stream = w.stream as unknown as NodeJS.EventEmitter & { destroy(): void };
    stream.on('error', () => undefined);
    stream.destroy();
  }
});

/** A pipe nobody reads (a named one, held open for reading and writing): stdout, stuck. */
function stuckPipe(): { fd: number; drain: () => string } {
  const file = path.join(dir, `pipe-${pipes++}`);
  execFileSync('mkfifo', [file]);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_NONBLOCK);
  const drain = () => {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(65536);
    const readSome = () => {
      try {
        return fs.readSync(fd, buf);
      } catch {
        return 0; // EAGAIN: nothing more in the pipe
      }
    };
    for (let n = readSome(); n > 0; n = readSome()) chunks.push(Buffer.from(buf.subarray(0, n)));
    return Buffer.concat(chunks).toString();
  };
  return { fd, drain };
}

const line = 'x'.repeat(1000);

describe('the bounded log writer', () => {
  it('drops and counts the lines a stuck output cannot take, keeping at most its bound', async () => {
    const pipe = stuckPipe();
    const writer = boundedLogWriter({ fd: pipe.fd, maxBytes: 64 * 1024 });
    writers.push(writer);
    const log = pino(writer.stream);
    const written = 5000; // about 5 MB, against 64 KiB of pipe and 64 KiB of buffer
    for (let i = 0; i < written; i++) log.info({ i }, line);
    await new Promise((r) => setTimeout(r, 100));
    const kept = written - writer.droppedLines();
    // At most what the pipe holds plus the bound, each line being a little over 1 KB.
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(140);
    expect(writer.droppedLines()).toBeGreaterThan(written - 140);
    // What did go out is the first lines, in order (the last one may be cut where the pipe
    // filled: its rest waits in the writer).
    const out = pipe.drain().split('\n').slice(0, -1);
    expect(out.length).toBeGreaterThan(0);
    expect(out.map((l) => JSON.parse(l).i)).toEqual(out.map((_l, i) => i));
  });

  it('writes everything when the output keeps up', async () => {
    const pipe = stuckPipe();
    const writer = boundedLogWriter({ fd: pipe.fd, maxBytes: 64 * 1024 });
    writers.push(writer);
    const log = pino(writer.stream);
    let out = '';
    for (let i = 0; i < 200; i++) {
      log.info({ i }, line);
      if (i % 20 === 19) {
        await new Promise((r) => setTimeout(r, 20));
        out += pipe.drain();
      }
    }
    await new Promise((r) => setTimeout(r, 150));
    out += pipe.drain();
    expect(writer.droppedLines()).toBe(0);
    expect(out.split('\n').filter(Boolean)).toHaveLength(200);
  });

  it('reports the lines dropped since its last report, and nothing when none were', async () => {
    let dropped = 0;
    const fake: LogWriter = { stream: { write: () => undefined }, droppedLines: () => dropped };
    const warnings: unknown[] = [];
    const log = { warn: (fields: unknown) => warnings.push(fields) } as never;
    const stop = reportDroppedLines(fake, log, 20);
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings).toEqual([]);
    dropped = 7;
    await new Promise((r) => setTimeout(r, 50));
    dropped = 10;
    stop();
    expect(warnings).toEqual([
      { droppedLogLines: 7, droppedLogLinesTotal: 7 },
      { droppedLogLines: 3, droppedLogLinesTotal: 10 },
    ]);
  });
});
