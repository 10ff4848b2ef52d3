import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that carries a browser's device token (OWASP's "device cookie"). */
export const DEVICE_COOKIE = 'jetsweat_device';
/** A browser stays known this long after its last login. */
export const DEVICE_DAYS = 90;

// Exactly what platform/tokens.ts newToken() makes: anything else is not ours and is ignored.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The device token the request's cookie carries, when it has one of the right shape. */
export function deviceTokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === DEVICE_COOKIE && value && TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/**
 * Gives the browser its device token: HttpOnly (page scripts never see it), only on the account
 * calls that use it, never sent by another site's page, and only over HTTPS when the site is.
 */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const parts = [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/user',
    `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (req.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
