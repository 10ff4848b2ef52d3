import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Fields that hold secrets wherever they appear in a logged object (OWASP ASVS 5.0 16.2.5). */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'authToken',
  'authorization',
  'clientSecret',
  'client_secret',
  'card',
  'number',
  'cvc',
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
  return url.replace(SECRET_IN_PATH, '$1[redacted]');
}

/** The logger of the whole server: JSON lines, secrets redacted, errors without their values. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
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
  };
}
