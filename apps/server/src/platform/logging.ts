import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.ts';

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
  const safe: SafeError = {
    type: String(e.name ?? typeof err),
    message: String(e.message ?? err),
    stack: String(e.stack ?? ''),
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
 * The logger of the whole server: JSON lines, secrets redacted, errors without their values. In
 * development on a terminal the lines are printed readably instead (pino-pretty), one per request.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'env'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const readable = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: safeError,
      req: (req: { method?: string; url?: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: safeUrl(req.url ?? ''),
        host: req.hostname,
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
              ignore: 'pid,hostname,reqId,req,res,responseTime',
            },
          },
        }
      : {}),
  };
}

/**
 * One line per request, written when it is answered (Fastify's default writes two): what was
 * asked, the status and how long it took. Fastify's other log lines are kept as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const ms = Math.round(reply.elapsedTime);
    const fields = { req, res: { statusCode: reply.statusCode }, responseTime: ms };
    const line = `${req.method} ${safeUrl(req.url)} ${reply.statusCode} ${ms} ms`;
    if (error) req.log.error({ ...fields, err: error }, line);
    else req.log.info(fields, line);
  }
}
