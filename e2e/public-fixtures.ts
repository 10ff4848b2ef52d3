import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo, origin } from './fixtures.ts';

/** A staff member's session: staff read the contact and demo-request inbox. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${origin}/api/user/login`, {
    data: { email: 'staff@jetsweat.example', password: 'letsworkout' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).content.authToken as string;
}

/** The stored inbox, as staff see it through the API. */
export async function inbox(
  request: APIRequestContext,
  kind: 'contact-messages' | 'demo-requests',
): Promise<any[]> {
  const res = await request.get(`${origin}/api/marketing/${kind}?limit=500`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).content;
}

/** Mails (raw .eml) whose Reply-To is this visitor: what support or sales received from them. */
export function mailsFrom(visitor: string): string[] {
  return mailsTo('').filter((m) =>
    new RegExp(`^Reply-To: .*${visitor.replace(/[.+]/g, '\\$&')}`, 'mi').test(m),
  );
}

/** Seconds the page's video has played, read from the element itself. */
export function videoTime(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((v: HTMLVideoElement) => v.currentTime);
}
