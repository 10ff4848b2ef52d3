import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * How many bytes of log lines may wait for a slow stdout. Past it new lines are dropped and
 * counted: without a bound, a flood of requests (or a stalled log collector) kept every line in
 * memory until the process ran out of heap (issue 19, item 1).
 */
export const LOG_BUFFER_BYTES = 8 * 1024 * 1024;

/** How often a count of dropped lines is written, when there is one. */
const REPORT_EVERY_MS = 60_000;

export interface LogWriter {
  /** The stream pino writes to. */
  stream: DestinationStream;
  /** Lines dropped since the start because the buffer was full. */
  droppedLines(): number;
}

/**
 * A log writer to a file descriptor (stdout by default) that writes asynchronously, keeps at most
 * `maxBytes` waiting and drops (and counts) lines beyond that. pino flushes it at exit.
 */
export function boundedLogWriter({
  fd = 1,
  maxBytes = LOG_BUFFER_BYTES,
}: { fd?: number; maxBytes?: number } = {}): LogWriter {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 0, maxLength: maxBytes });
  let dropped = 0;
  stream.on('drop', () => {
    dropped++;
  });
  return { stream, droppedLines: () => dropped };
}

/**
 * Writes a warning with the number of lines dropped since the last one, every `everyMs` while
 * lines are being dropped. Answers the function that stops it (and reports what is left).
 */
export function reportDroppedLines(
  writer: LogWriter,
  log: FastifyBaseLogger,
  everyMs = REPORT_EVERY_MS,
): () => void {
  let reported = 0;
  const report = () => {
    const total = writer.droppedLines();
    if (total === reported) return;
    log.warn(
      { droppedLogLines: total - reported, droppedLogLinesTotal: total },
      'log lines dropped: the log output is slower than the lines written',
    );
    reported = total;
  };
  const timer = setInterval(report, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    report();
  };
}
