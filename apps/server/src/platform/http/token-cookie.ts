import type { FastifyReply, FastifyRequest } from 'fastify';

// Exactly what tokens.ts newToken() makes: anything else is not ours and is ignored.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token the request's cookie `name` carries, when it has one of the right shape. */
export function tokenCookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, value] = pair.split('=', 2).map((part) => part.trim());
    if (key === name && value && TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/**
 * Gives the browser a token cookie: HttpOnly (page scripts never see it), on `path` only, and only
 * over HTTPS when the site is. An empty value with no seconds left removes it.
 */
export function setTokenCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  c: { name: string; value: string; path: string; seconds: number; sameSite: 'Strict' | 'Lax' },
): void {
  const parts = [
    `${c.name}=${c.value}`,
    `Path=${c.path}`,
    `Max-Age=${c.seconds}`,
    'HttpOnly',
    `SameSite=${c.sameSite}`,
  ];
  if (req.protocol === 'https') parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
