import type { CalendarProvider } from '@jetsweat/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../../platform/tokens.ts';

/**
 * The cookie that binds a calendar sign-in to the browser that started it (issue 50, item 6): a
 * random value set when the member asks for the consent page, and needed, with the state the
 * provider carries back, on the provider's redirect. A consent link opened in another browser
 * (the attacker's link in a victim's, which would put the victim's calendar on the attacker's
 * account) comes back without it and is refused.
 */
export const SIGN_IN_COOKIE = 'jetsweat_calendar_sign_in';

// Exactly what platform/tokens.ts newToken() makes: anything else is not ours and is ignored.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Only the provider's redirect back reads it. */
const cookiePath = (provider: CalendarProvider) => `/api/calendar/sync/${provider}/callback`;

/**
 * What a sign-in is kept under: the state and the browser's value hashed together, so a state is
 * good only with that browser's cookie, and neither is stored as it is.
 */
export const signInKey = (state: string, browser: string) => hashToken(`${state}.${browser}`);

/** The sign-in value the request's cookie carries, when it has one of the right shape. */
export function signInCookieOf(req: FastifyRequest): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === SIGN_IN_COOKIE && value && TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

function setCookie(req: FastifyRequest, reply: FastifyReply, parts: string[]): void {
  // HttpOnly: page scripts never see it. Lax: the provider's redirect is a top-level navigation
  // from its site, which Lax lets carry the cookie (Strict would not).
  const all = [...parts, 'HttpOnly', 'SameSite=Lax'];
  if (req.protocol === 'https') all.push('Secure');
  reply.header('set-cookie', all.join('; '));
}

/** Gives the browser the sign-in's value, for as long as the sign-in's state lasts. */
export function setSignInCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  s: { provider: CalendarProvider; browser: string; seconds: number },
): void {
  setCookie(req, reply, [
    `${SIGN_IN_COOKIE}=${s.browser}`,
    `Path=${cookiePath(s.provider)}`,
    `Max-Age=${s.seconds}`,
  ]);
}

/** Drops the value once the redirect back has used it, whatever came of it. */
export function clearSignInCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  provider: CalendarProvider,
): void {
  setCookie(req, reply, [`${SIGN_IN_COOKIE}=`, `Path=${cookiePath(provider)}`, 'Max-Age=0']);
}
