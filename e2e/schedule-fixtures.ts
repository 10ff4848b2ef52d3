// Helpers for the live-schedule end-to-end tests.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  cancelClosesAt,
  DEFAULT_CANCEL_WINDOW_MINUTES,
  PERSONAL_TRAINING_AVAILABILITY,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';
import { origin } from './fixtures.ts';

export const EASTERN = 'America/New_York';

/** The Eastern Time day ('YYYY-MM-DD') and 12-hour time ('7:00 PM') of an instant, as the page shows them. */
export const easternDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: EASTERN,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
export const easternTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ');

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function publicClasses(
  request: APIRequestContext,
  studioId?: number,
): Promise<LiveClass[]> {
  const res = await request.get(
    `${origin}/api/liveclass/upcoming/public/all${studioId ? `?studioId=${studioId}` : ''}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()).content as LiveClass[];
}

export async function purchasedIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get(`${origin}/api/liveclass/purchased`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()).content.purchased as LiveClass[]).map((c) => c.id);
}

/** A personal-training class (one seat): the schedule lists these on a tab of their own. */
export const isPersonalClass = (c: LiveClass): boolean =>
  c.product.availability === PERSONAL_TRAINING_AVAILABILITY;

/**
 * A group class far enough ahead that it will not start during the test, picked by `index` so
 * tests running side by side tend to use different classes.
 */
/**
 * The classes whose studio keeps the default policy (2 hours, no fees): where the member is told
 * the specification's sentence rather than the studio's own policy line.
 */
export const onDefaultPolicy = (classes: LiveClass[]): LiveClass[] =>
  classes.filter(
    (c) =>
      c.cancelPolicy.cancelWindowMinutes === DEFAULT_CANCEL_WINDOW_MINUTES &&
      c.cancelPolicy.lateCancelFeeCents === 0 &&
      c.cancelPolicy.noShowFeeCents === 0,
  );

export function groupClass(classes: LiveClass[], index: number): LiveClass {
  const later = classes.filter(
    (c) =>
      !isPersonalClass(c) &&
      // The demo's full class (its waitlist, issue 22) cannot be booked.
      c.seatsLeft > 0 &&
      Date.parse(c.scheduledDatetime) > Date.now() + 60 * 60 * 1000,
  );
  const c = later[index % later.length];
  if (!c) throw new Error('the demo schedule has no group class ahead');
  return c;
}

/**
 * A personal-training class (a paid 1:1 with one seat) far enough ahead to be booked and then
 * cancelled before the cut-off, picked by `index` so tests side by side use different ones.
 */
export function personalClass(classes: LiveClass[], index: number): LiveClass {
  const later = classes.filter(
    (c) =>
      isPersonalClass(c) &&
      c.seatsLeft > 0 &&
      (c.price ?? 0) > 0 &&
      // Three hours before its studio's cancellation window closes (12 hours at BK Pilates).
      cancelClosesAt(c.scheduledDatetime, c.cancelPolicy) > Date.now() + 3 * 60 * 60 * 1000,
  );
  const c = later[index % later.length];
  if (!c) throw new Error('the demo schedule has no personal-training class ahead');
  return c;
}

/** Opens the live schedule on the class's day, on the tab of its kind. */
export async function openClassDay(page: Page, c: LiveClass, at = ''): Promise<void> {
  await page.goto(`${at}/liveschedule`);
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
  await chooseDay(page, easternDay(c.scheduledDatetime));
  if (isPersonalClass(c)) await page.getByRole('tab', { name: scheduleTexts.personalTab }).click();
  await expect(classRow(page, c)).toBeVisible();
}

/** The page does not scroll sideways: nothing is wider than the window (a phone's 390 px). */
export async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(sizes.content, `${what} is no wider than the window`).toBeLessThanOrEqual(sizes.viewport);
}

/** The member's card receipts, as the account page lists them. */
export async function receiptsOf(
  request: APIRequestContext,
  token: string,
): Promise<{ kind: string; amountCents: number; refunded: boolean }[]> {
  const res = await request.get(`${origin}/api/user/receipts`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).content.receipts;
}

/** Moves the week strip forward until the class's Eastern day shows, then chooses that day. */
export async function chooseDay(page: Page, day: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const button = page.locator(`[data-day="${day}"]`);
    if (await button.count()) {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  throw new Error(`day ${day} not reached`);
}

/** The row of a class in the day's list. */
export const classRow = (page: Page, c: LiveClass): Locator =>
  page.locator(`.schedule-class[data-class-id="${c.id}"]`);

/** Books a class through the API the way the web app does: intent, card payment, confirmation. */
export async function buyViaApi(
  request: APIRequestContext,
  token: string,
  c: LiveClass,
): Promise<void> {
  const amount = c.price === null ? 1000 : Math.round(c.price * 100);
  const intent = await request.post(`${origin}/api/liveclass/upcoming/payment-intent`, {
    headers: auth(token),
    data: { amount, studioId: c.studioId, liveClassId: c.id, coupon: null },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { client_secret: secret, id } = (await intent.json()).content;
  const pm = await request.post(`${origin}/api/sandbox/v1/payment_methods`, {
    data: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
      },
    },
  });
  const paid = await request.post(`${origin}/api/sandbox/v1/intents/${id}/confirm`, {
    data: { clientSecret: secret, paymentMethod: (await pm.json()).content.id },
  });
  expect((await paid.json()).content.status).toBe('succeeded');
  const done = await request.post(`${origin}/api/liveclass/upcoming/${c.id}/confirmation`, {
    headers: auth(token),
    data: { amount, studioId: c.studioId, paymentIntentId: id, promo: null },
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** Fills the sandbox card form inside the payment modal. */
export async function fillCard(dialog: Locator, number = '4242 4242 4242 4242'): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog
    .getByLabel('Expiration date')
    .fill(`12 / ${String(new Date().getFullYear() + 3).slice(2)}`);
  await dialog.getByLabel('CVC').fill('123');
}
