import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { origin } from './fixtures.ts';

/** Stripe's test cards, as the sandbox gateway knows them. */
export const testCards = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authenticate: '4000 0027 6000 3184',
} as const;

/** Types a card into the sandbox card form the way a person would. */
export async function fillCard(
  page: Page,
  number: string,
  expiry = '12 / 34',
  cvc = '123',
): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/** A subscription bought through the API (a promo code replaces the trial), for tests about what subscribers see. */
export async function subscribeViaApi(
  request: APIRequestContext,
  token: string,
  packageId = 'jetsweat_monthly',
  promo?: string,
): Promise<void> {
  const card = await request.post(`${origin}/api/sandbox/v1/tokens`, {
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(card.status()).toBe(200);
  const res = await request.post(`${origin}/api/user/subscribe`, {
    headers: { authorization: `Bearer ${token}` },
    data: { source: 'website', packageId, token: (await card.json()).content.id, promo },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A day pass bought through the API (a charge, so the person has a receipt). */
export async function buyDayPassViaApi(request: APIRequestContext, token: string): Promise<void> {
  const card = await request.post(`${origin}/api/sandbox/v1/tokens`, {
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(card.status()).toBe(200);
  const res = await request.post(`${origin}/api/user/daypass/purchase`, {
    headers: { authorization: `Bearer ${token}` },
    data: { source: 'website', token: (await card.json()).content.id },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The server's view of a person's subscription. */
export async function subscriptionOf(request: APIRequestContext, token: string) {
  const res = await request.get(`${origin}/api/user/subscription`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).content;
}

const etDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** A day some days from today in Eastern Time, 'YYYY-MM-DD'. */
export function easternDayFromToday(days: number): string {
  const today = etDay.format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
