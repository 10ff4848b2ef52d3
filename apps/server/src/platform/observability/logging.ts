import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ChildLoggerOptions, DestinationStream } from 'pino';
import os from 'node:os';
import { trace } from '@opentelemetry/api';
import type { Config } from '../config/config.ts';
import { release } from './release.ts';
import { workOrigin } from './work-origin.ts';

/**
 * Fields that hold secrets, redacted at the top of a logged object and up to two levels inside it
 * (OWASP ASVS 5.0 16.2.5).
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'hash',
  'token',
  'tokenHash',
  'token_hash',
  'authToken',
  'authorization',
  'clientSecret',
  'client_secret',
  'card',
  'number',
  'cvc',
  'paymentMethod',
  'payment_method',
  'paymentMethodId',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/** Paths whose last segment is a secret: the reset link's token in the web app's URL. */
const SECRET_IN_PATH = /(\/reset-password\/)[^/?#]+/;
/** Query parameters that carry a secret: the newsletter's unsubscribe link has `?token=`. */
const SECRET_IN_QUERY = /([?&](?:token|authToken|password|clientSecret|client_secret)=)[^&#]*/gi;

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as it may be logged: what happened and where, never the values involved. Database
 * errors carry the query's parameters (PGlite) or the offending values (`detail` in node-postgres),
 * which may be e-mail addresses or password hashes.
 */
export function safeError(err: unknown): SafeError {
  const e = (err ?? {}) as Record<string, unknown>;
  // An error's message may quote what the request sent: cut like every other requested text.
  const safe: SafeError = {
    type: cutForLog(String(e.name ?? typeof err)),
    message: cutForLog(String(e.message ?? err), 2000),
    stack: cutForLog(String(e.stack ?? ''), 4000),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine']) {
    if (e[key] !== undefined) safe[key] = e[key];
  }
  if (e.cause) safe.cause = safeError(e.cause);
  return safe;
}

export function safeUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

/**
 * The most of a request's text a log line carries: its URL, and any other field (the host). Logged
 * at full length, a stream of requests with 15 KB hosts or queries filled the log writer's buffer
 * faster than stdout took it (issue 19, item 1): longer text is cut, saying how long it was.
 */
export const MAX_LOGGED_URL = 1000;
const MAX_LOGGED_TEXT = 300;

/** `text` cut to `max` characters, saying how many there were when it was longer. */
export function cutForLog(text: string, max = MAX_LOGGED_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length} chars]`;
}

/**
 * The trace a line was written in, when tracing is on (tracing.ts): the line and the spans of its
 * request then find each other in the log store and the tracing backend. Without the tracing SDK
 * there is never an active span. A job's lines also name the request that filed it.
 */
export function traceFields(): { trace_id?: string; span_id?: string; requestId?: string } {
  // A job's lines name the request that filed it (a request's own lines have reqId already).
  const origin = workOrigin.getStore();
  const filedBy = origin?.job ? { requestId: origin.requestId } : {};
  const span = trace.getActiveSpan();
  if (!span) return filedBy;
  const { traceId, spanId } = span.spanContext();
  return { ...filedBy, trace_id: traceId, span_id: spanId };
}

/** In development on a terminal, log lines are printed for a person to read (pino-pretty). */
export const printsReadably = (config: Pick<Config, 'env'>): boolean =>
  config.env === 'development' && process.stdout.isTTY === true;

/**
 * The logger of the whole server: JSON lines, secrets redacted, errors without their values. In
 * development on a terminal the lines are printed readably instead (pino-pretty), one per request.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'env'>,
  stream?: NodeJS.WritableStream | DestinationStream,
): FastifyServerOptions['logger'] {
  const readable = !stream && printsReadably(config);
  return {
    level: config.logLevel,
    // pino's own base fields, and the release on every line: which code wrote it.
    base: { pid: process.pid, hostname: os.hostname(), ...release },
    mixin: traceFields,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: safeError,
      // The URL is in the line's message (OneLinePerRequest), so it is not repeated here.
      req: (req: { method?: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        host: cutForLog(req.hostname ?? ''),
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
    ...(readable
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              singleLine: true,
              translateTime: 'HH:MM:ss',
              ignore: 'pid,hostname,version,commit,trace_id,span_id,reqId,req,res,responseTime',
            },
          },
        }
      : {}),
  };
}

const INFO_AND_BELOW = new Set(['info', 'debug', 'trace']);

/**
 * The server's logger without the redaction, for the request line alone: every field of that
 * line is built here (the method, the cut host, the address, the status, the time, the URL with
 * its secrets taken out by safeUrl), so there is nothing for it to find, and walking the wildcard
 * paths cost four times Fastify's whole request logging (issue 55, item 7). One per server.
 */
const requestLineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function requestLineLogger(server: FastifyBaseLogger): FastifyBaseLogger {
  let logger = requestLineLoggers.get(server);
  if (!logger) {
    logger = server.child({}, { redact: { paths: [] } } as ChildLoggerOptions);
    requestLineLoggers.set(server, logger);
  }
  return logger;
}

/**
 * One line per request, written when it is answered (Fastify's default writes two): what was
 * asked, the status and how long it took. Fastify's other log lines are kept as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply): void {
    // The line is not even written out when its level is off (error is always on).
    if (this.isLogDisabled(req) || (!error && !INFO_AND_BELOW.has(req.log.level))) return;
    const ms = Math.round(reply.elapsedTime);
    const fields = { req, res: { statusCode: reply.statusCode }, responseTime: ms };
    const line = `${req.method} ${cutForLog(safeUrl(req.url), MAX_LOGGED_URL)} ${reply.statusCode} ${ms} ms`;
    // An error may carry anything: its line goes through the redacting logger.
    if (error) req.log.error({ ...fields, err: error }, line);
    else requestLineLogger(req.server.log).info({ reqId: req.id, ...fields }, line);
  }
}
