import type { CalendarProvider } from '@jetsweat/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTokenCookie, tokenCookieOf } from '../../../platform/http/token-cookie.ts';
import { hashToken } from '../../../platform/http/tokens.ts';

/**
 * The cookie that binds a calendar sign-in to the browser that started it (issue 50, item 6): a
 * random value set when the member asks for the consent page, and needed, with the state the
 * provider carries back, on the provider's redirect. A consent link opened in another browser
 * (the attacker's link in a victim's, which would put the victim's calendar on the attacker's
 * account) comes back without it and is refused.
 */
export const SIGN_IN_COOKIE = 'jetsweat_calendar_sign_in';

/** Only the provider's redirect back reads it. */
const cookiePath = (provider: CalendarProvider) => `/api/calendar/sync/${provider}/callback`;

/**
 * What a sign-in is kept under: the state and the browser's value hashed together, so a state is
 * good only with that browser's cookie, and neither is stored as it is.
 */
export const signInKey = (state: string, browser: string) => hashToken(`${state}.${browser}`);

/** The sign-in value the request's cookie carries, when it has one of the right shape. */
export const signInCookieOf = (req: FastifyRequest): string | undefined =>
  tokenCookieOf(req, SIGN_IN_COOKIE);

/**
 * The sign-in's value on the provider's redirect path only. Lax: the provider's redirect is a
 * top-level navigation from its site, which Lax lets carry the cookie (Strict would not).
 */
const setCookie = (
  req: FastifyRequest,
  reply: FastifyReply,
  c: { provider: CalendarProvider; value: string; seconds: number },
) =>
  setTokenCookie(req, reply, {
    name: SIGN_IN_COOKIE,
    value: c.value,
    path: cookiePath(c.provider),
    seconds: c.seconds,
    sameSite: 'Lax',
  });

/** Gives the browser the sign-in's value, for as long as the sign-in's state lasts. */
export function setSignInCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  s: { provider: CalendarProvider; browser: string; seconds: number },
): void {
  setCookie(req, reply, { provider: s.provider, value: s.browser, seconds: s.seconds });
}

/** Drops the value once the redirect back has used it, whatever came of it. */
export function clearSignInCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  provider: CalendarProvider,
): void {
  setCookie(req, reply, { provider, value: '', seconds: 0 });
}
