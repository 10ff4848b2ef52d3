// A calendar sign-in as a browser makes it: the connect call sets the sign-in cookie, and the
// provider's redirect back carries it (or, for an attack, another browser's, or none).
import { calendarConnectAnswerSchema, type CalendarProvider } from '@jetsweat/contract';
import { SIGN_IN_COOKIE } from '../../src/features/workouts/sync/sign-in-cookie.ts';
import type { TestApp } from '../harness.ts';

/** The consent page `token`'s member is sent to, and the sign-in cookie their browser was given. */
export async function startSignIn(
  t: TestApp,
  provider: CalendarProvider,
  token: string,
): Promise<{ url: string; cookie: string; setCookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/calendar/sync/${provider}/connect`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`connect answered ${res.statusCode}: ${res.body}`);
  const { url } = calendarConnectAnswerSchema.parse(res.json<{ content: unknown }>().content);
  const setCookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith(`${SIGN_IN_COOKIE}=`));
  if (!setCookie) throw new Error('the connect answer gave the browser no sign-in cookie');
  return { url, cookie: setCookie.split(';')[0]!, setCookie };
}

/** The provider's redirect back to the app, from a browser with `cookie` (or none). */
export function redirectBack(t: TestApp, callbackUrl: string, cookie?: string) {
  const back = new URL(callbackUrl);
  return t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: cookie ? { cookie } : {},
  });
}
