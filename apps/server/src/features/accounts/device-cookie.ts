import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTokenCookie, tokenCookieOf } from '../../platform/http/token-cookie.ts';

/** The cookie that carries a browser's device token (OWASP's "device cookie"). */
export const DEVICE_COOKIE = 'jetsweat_device';
/** A browser stays known this long after its last login. */
export const DEVICE_DAYS = 90;

/** The device token the request's cookie carries, when it has one of the right shape. */
export const deviceTokenOf = (req: FastifyRequest): string | undefined =>
  tokenCookieOf(req, DEVICE_COOKIE);

/**
 * Gives the browser its device token: only on the account calls that use it, and never sent by
 * another site's page (Strict).
 */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  setTokenCookie(req, reply, {
    name: DEVICE_COOKIE,
    value: token,
    path: '/api/user',
    seconds: DEVICE_DAYS * 24 * 60 * 60,
    sameSite: 'Strict',
  });
}
