// Accessibility as a standing check (issue 12): axe finds no serious or critical problem on any
// page a visitor, a signed-in person or a member reaches, nor in the modals those pages open.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { billingTexts, scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import {
  buyDayPassViaApi,
  easternDayFromToday,
  fillCard,
  subscribeViaApi,
  testCards,
} from './billing-kit.ts';
import { loginInBrowser, newPerson, registerViaApi, studioOrigin } from './fixtures.ts';
import { asMember } from './member-fixtures.ts';
import {
  buyViaApi,
  chooseDay,
  classRow,
  easternDay,
  fillCard as fillCardIn,
  groupClass,
  publicClasses,
  isPersonalClass,
} from './schedule-fixtures.ts';

/** Every route of the router a visitor reaches without an account. */
const publicPages = [
  '/',
  '/signup',
  '/signup/brookspilates',
  '/signup/daypass',
  '/signup/daypass/brookspilates',
  '/signup/gympass',
  '/login',
  '/login/northloop',
  '/login/daypass',
  '/login/daypass/brookspilates',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/subscription',
  '/studios',
  '/studios/intensati',
  '/explorestudio',
  '/how-it-works',
  '/how-to-connect',
  '/compatibledevices',
  '/faq',
  '/contact',
  '/programs',
  '/live',
  '/whoweserve/healthplans',
  '/whoweserve/employers',
  '/whoweserve/schools',
  '/terms',
  '/privacypolicy',
  '/iframe-sandbox',
  '/specials/SPRING25',
  '/newspecials/summer?code=SUN10',
  '/liveschedule',
  '/test',
  '/no-such-page',
];

/** A studio's own (white-label) site: its login as the home page, its schedule, its contact. */
const whiteLabelPages = ['/', '/liveschedule', '/contact', '/signup'];

/** Pages for a signed-in person who has not bought anything yet. */
const accountPages = [
  '/payment',
  '/daypass/brookspilates',
  '/confirmation',
  '/purchase-confirmation?productId=3',
  '/account',
];

/** Every member page; the names in braces are filled in with the member's own ids. */
const memberPages = [
  '/newplatform/dashboard',
  '/newplatform/items/classes',
  '/newplatform/items/classes/{video}',
  '/newplatform/progress',
  '/newplatform/programs',
  '/newplatform/programs/{program}',
  '/newplatform/profile',
  '/newplatform/items/calendar',
  '/newplatform/live/upcoming',
  '/newplatform/live/upcoming/{liveClass}',
  '/broadcast',
  '/broadcast/{liveClass}',
  '/account',
  '/account/{today}',
  '/account/receipts/{receipt}',
  '/cancel',
  '/confirmation',
];

/** Splits a list of pages into groups of `size`: each group is one test, run in parallel. */
function groups<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );
}

/** Visits each page in turn; every page's findings are reported, not only the first page's. */
async function checkPages(page: Page, urls: string[]) {
  // The suite's 30 s is for one page; a busy machine takes a few seconds for each.
  test.setTimeout(30_000 + 15_000 * urls.length);
  for (const url of urls)
    await test.step(url, async () => {
      await page.goto(url);
      await settled(page);
      await expectNoSeriousFindings(page, url);
    });
}

const studioSite = studioOrigin('brookspilates');
const visitorPages = [...publicPages, ...whiteLabelPages.map((path) => `${studioSite}${path}`)];

/** A page's name in a test's title: the port, which changes from run to run, left out. */
const named = (urls: string[]) => urls.map((url) => url.replace(/^http:\/\/|:\d+/g, '')).join(' ');

for (const group of groups(visitorPages, 5))
  test(`visitor pages: ${named(group)}`, ({ page }) => checkPages(page, group));

test('pages of a signed-in person without a plan', async ({ page, request }) => {
  await loginInBrowser(page, await registerViaApi(request, newPerson('a11y')));
  await checkPages(page, accountPages);
});

/** A fresh subscriber with a receipt, signed in on the page; answers their session token. */
async function signedInMember(page: Page, request: APIRequestContext) {
  const token = await registerViaApi(request, newPerson('a11y-member'));
  // A day pass is a charge today (the plan starts with a free trial), so it makes a receipt.
  await buyDayPassViaApi(request, token);
  await subscribeViaApi(request, token);
  await loginInBrowser(page, token);
  return token;
}

/** The member's own ids for the placeholders of `memberPages`. */
async function memberIds(request: APIRequestContext, token: string) {
  const get = <T>(path: string) => asMember<T>(request, token, 'GET', path);
  const [video] = await asMember<{ id: number }[]>(request, token, 'POST', '/api/video/videos', {});
  const [program] = await get<{ id: number }[]>('/api/video/programs');
  const { receipts } = await get<{ receipts: { id: number }[] }>('/api/user/receipts');
  const [liveClass] = await publicClasses(request);
  return {
    video: video!.id,
    program: program!.id,
    receipt: receipts[0]!.id,
    liveClass: liveClass!.id,
    // The day pass bought today, confirmed on the account page.
    today: easternDayFromToday(0),
  };
}

for (const group of groups(memberPages, 5))
  test(`member pages: ${group.join(' ')}`, async ({ page, request }) => {
    const ids = await memberIds(request, await signedInMember(page, request));
    const urls = group.map((path) =>
      path.replace(/\{(\w+)\}/, (_, name: keyof typeof ids) => String(ids[name])),
    );
    await checkPages(page, urls);
  });

test.describe('open modals', () => {
  // Each test opens several modals and runs axe on each: more than one page's worth of time.
  test.describe.configure({ timeout: 90_000 });

  test('the sign-up, login and plain modals (/test)', async ({ page }) => {
    await page.goto('/test');
    for (const [button, title] of [
      ['Open sign-up modal', 'Create your free account'],
      ['Open login modal', 'Log in'],
      ['Open plain modal', 'A plain modal'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectNoSeriousFindings(page, title);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('Get In Contact (health plans)', async ({ page }) => {
    await page.goto('/whoweserve/healthplans');
    await page.getByRole('button', { name: 'Get in Touch' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get In Contact' });
    await expect(dialog.getByRole('form', { name: 'Request a demo' })).toBeVisible();
    await expectNoSeriousFindings(page, 'Get In Contact');
  });

  /** Opens the live schedule on the class's day and presses its Book button. */
  async function book(page: Page, c: LiveClass) {
    await page.goto('/liveschedule');
    await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
    await chooseDay(page, easternDay(c.scheduledDatetime));
    await classRow(page, c).getByRole('button', { name: scheduleTexts.book }).click();
  }

  test('the booking modals: payment, order summary, already subscribed', async ({
    page,
    request,
  }) => {
    const classes = await publicClasses(request);
    const token = await registerViaApi(request, newPerson('a11y-live'));
    await loginInBrowser(page, token);
    const paid = groupClass(classes, 5);
    await book(page, paid);
    const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
    await expect(payment.getByLabel('Card number')).toBeVisible();
    await expectNoSeriousFindings(page, scheduleTexts.paymentTitle);
    // A card that asks the bank: the bank's check opens over the payment modal, which meanwhile
    // leaves the page usable (Stripe.js puts its own check there, outside the modal).
    await fillCardIn(payment, testCards.authenticate);
    await payment.getByRole('button', { name: /^Pay / }).click();
    const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(bank).toBeVisible();
    expect(await bank.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await payment.evaluate((d) => d.matches(':modal'))).toBe(false);
    await expectNoSeriousFindings(page, 'Confirm your payment, over the payment modal');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    const summary = page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle });
    await expect(summary).toContainText(paid.title);
    await expectNoSeriousFindings(page, scheduleTexts.orderSummaryTitle);

    await subscribeViaApi(request, token);
    await book(page, groupClass(classes, 6));
    await expect(
      page.getByRole('dialog', { name: scheduleTexts.alreadySubscribedTitle }),
    ).toBeVisible();
    await expectNoSeriousFindings(page, scheduleTexts.alreadySubscribedTitle);
  });

  test('Confirm your payment (card authentication)', async ({ page, request }) => {
    await loginInBrowser(page, await registerViaApi(request, newPerson('a11y-auth')));
    await page.goto('/payment');
    await fillCard(page, testCards.authenticate);
    await page.getByRole('button', { name: billingTexts.confirmOrder }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    await expectNoSeriousFindings(page, 'Confirm your payment');
  });

  test('Cancel this booking? (a live class)', async ({ page, request }) => {
    const token = await registerViaApi(request, newPerson('a11y-cancel-class'));
    const later = (await publicClasses(request)).filter(
      (c) =>
        !isPersonalClass(c) &&
        c.seatsLeft > 0 &&
        Date.parse(c.scheduledDatetime) > Date.now() + 6 * 60 * 60 * 1000,
    );
    const c = later[29 % later.length]!;
    await buyViaApi(request, token, c);
    await loginInBrowser(page, token);
    await page.goto('/newplatform/live/upcoming');
    await page.getByRole('button', { name: `${scheduleTexts.cancelBooking}: ${c.title}` }).click();
    await expect(
      page.getByRole('dialog', { name: scheduleTexts.cancelConfirmTitle }),
    ).toBeVisible();
    await expectNoSeriousFindings(page, scheduleTexts.cancelConfirmTitle);
  });

  test('Cancel your subscription?', async ({ page, request }) => {
    await signedInMember(page, request);
    await page.goto('/cancel');
    await page.getByRole('button', { name: billingTexts.cancelSubscription }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your subscription?' })).toBeVisible();
    await expectNoSeriousFindings(page, 'Cancel your subscription?');
  });
});
