import { expect, test, type Page } from '@playwright/test';
import {
  billingTexts,
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
} from '@jetsweat/contract';
import { loginInBrowser, newPerson, origin, registerViaApi, studioOrigin } from './fixtures.ts';
import {
  buyViaApi,
  chooseDay,
  classRow,
  easternDay,
  easternTime,
  fillCard,
  groupClass,
  publicClasses,
  purchasedIds,
} from './schedule-fixtures.ts';

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('jetsweat.session') ?? '{}') as { token?: string }).token ??
      '',
  );

async function bookFromSchedule(
  page: Page,
  at: string,
  c: { id: number; scheduledDatetime: string },
) {
  await page.goto(`${at}/liveschedule`);
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
  await chooseDay(page, easternDay(c.scheduledDatetime));
  await classRow(page, c as never)
    .getByRole('button', { name: scheduleTexts.book })
    .click();
}

test('a visitor signs up in the modal, pays by card and sees the order summary', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 1);
  const person = newPerson('live-visitor');
  await bookFromSchedule(page, origin, c);

  const signup = page.getByRole('dialog', { name: 'Create your free account' });
  await signup.getByLabel('Email address').fill(person.email);
  await signup.getByLabel('First name').fill(person.firstName);
  await signup.getByLabel('Last name').fill(person.lastName);
  await signup.getByLabel('Password', { exact: true }).fill(person.password);
  await signup.getByLabel('Re-enter password').fill(person.password);
  await signup.getByRole('button', { name: 'Create My Account' }).click();

  const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
  await expect(payment).toContainText(c.title);
  await expect(payment).toContainText(`${easternTime(c.scheduledDatetime)} ET`);
  const price = formatDollars(liveClassPriceCents(c.price));
  await expect(payment.getByTestId('live-price')).toHaveText(price);
  await fillCard(payment);
  await payment.getByRole('button', { name: `Pay ${price}` }).click();

  const summary = page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle });
  await expect(summary).toContainText(c.title);
  await expect(summary).toContainText(price);
  await expect(summary).toContainText(`${easternTime(c.scheduledDatetime)} ET`);
  expect(await purchasedIds(request, await storedToken(page))).toEqual([c.id]);

  // The class page is theirs to open, with the join entry point.
  await summary.getByRole('link', { name: 'See the class' }).click();
  await expect(page).toHaveURL(`${origin}/newplatform/live/upcoming/${c.id}`);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByRole('button', { name: scheduleTexts.joinClass })).toBeDisabled();
});

test('login is reachable from the sign-up modal, and booking carries on with the chosen class', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 2);
  const person = newPerson('live-login');
  await registerViaApi(request, person);
  await bookFromSchedule(page, origin, c);

  await page
    .getByRole('dialog', { name: 'Create your free account' })
    .getByRole('button', { name: 'Already have an account? Sign in' })
    .click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toContainText(
    'To access live classes, you must be logged into your JetSweat account.',
  );
  await login.getByLabel('Email', { exact: true }).fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'LOG IN' }).click();

  const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
  await expect(payment).toContainText(c.title);
});

test('a declined card shows the bank’s words and books nothing', async ({ page, request }) => {
  const c = groupClass(await publicClasses(request), 3);
  const token = await registerViaApi(request, newPerson('live-declined'));
  await loginInBrowser(page, token);
  await bookFromSchedule(page, origin, c);
  const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
  await fillCard(payment, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(payment.getByRole('button', { name: /^Pay / })).toBeEnabled();
  expect(await purchasedIds(request, token)).toEqual([]);
});

test('a class already booked shows Booked instead of Book, and cannot be added again', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 4);
  const token = await registerViaApi(request, newPerson('live-again'));
  await buyViaApi(request, token, c);
  await loginInBrowser(page, token);
  await page.goto('/liveschedule');
  await expect(page.locator('.schedule-class, .schedule-empty').first()).toBeVisible();
  await chooseDay(page, easternDay(c.scheduledDatetime));
  const row = classRow(page, c);
  await expect(
    row.getByRole('link', { name: `${c.title}: ${scheduleTexts.bookedLinkLabel}` }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: scheduleTexts.book })).toHaveCount(0);
  expect(await purchasedIds(request, token)).toEqual([c.id]);
});

test("a member entitled on a studio's own site books without paying and sees the already-subscribed modal", async ({
  page,
  request,
}) => {
  const login = await request.post(`${origin}/api/user/login`, {
    data: { email: 'staff@jetsweat.example', password: 'letsworkout' },
  });
  const token = (await login.json()).content.authToken as string;
  const owned = await purchasedIds(request, token);
  const northloop = await publicClasses(request, 466);
  const c = northloop.find(
    (x) => !owned.includes(x.id) && Date.parse(x.scheduledDatetime) > Date.now() + 3600_000,
  )!;

  const at = studioOrigin('northloop');
  await loginInBrowser(page, token, at);
  await bookFromSchedule(page, at, c);
  const dialog = page.getByRole('dialog', { name: scheduleTexts.alreadySubscribedTitle });
  await expect(dialog).toContainText(c.title);
  await expect(dialog.getByRole('link', { name: 'See the class' })).toHaveAttribute(
    'href',
    `/newplatform/live/upcoming/${c.id}`,
  );
  await expect(dialog.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/newplatform/dashboard',
  );
  await expect(dialog.getByRole('link', { name: 'See your booked classes' })).toHaveAttribute(
    'href',
    '/newplatform/live/upcoming',
  );
  expect(await purchasedIds(request, token)).toContain(c.id);
});

test('a coupon that makes the class free skips the card', async ({ page, request }) => {
  const c = groupClass(await publicClasses(request), 7);
  const token = await registerViaApi(request, newPerson('live-coupon'));
  await loginInBrowser(page, token);
  await bookFromSchedule(page, origin, c);
  const payment = page.getByRole('dialog', { name: scheduleTexts.paymentTitle });
  await expect(payment.getByLabel('Card number')).toBeVisible();

  await payment.getByRole('button', { name: 'I have a promo code' }).click();
  await payment.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByRole('alert')).toHaveText("No such coupon: 'NOSUCHCODE'");
  await expect(payment.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await payment.getByRole('button', { name: 'Clear promo code' }).click();
  await payment.getByRole('textbox', { name: 'Promo code' }).fill('FREECLASS');
  await payment.getByRole('button', { name: 'Apply' }).click();
  await expect(payment.getByText(billingTexts.couponApplied)).toBeVisible();
  await expect(payment.getByText(billingTexts.freeOrder)).toBeVisible();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await payment.getByRole('button', { name: 'Book my free class' }).click();

  const summary = page.getByRole('dialog', { name: scheduleTexts.orderSummaryTitle });
  await expect(summary).toContainText('Free with FREECLASS');
  expect(await purchasedIds(request, token)).toEqual([c.id]);
});

test('a subscriber on the main site books without paying and sees the already-subscribed modal', async ({
  page,
  request,
}) => {
  const c = groupClass(await publicClasses(request), 8);
  const token = await registerViaApi(request, newPerson('live-subscriber'));
  const card = await request.post(`${origin}/api/sandbox/v1/tokens`, {
    data: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
      },
    },
  });
  const subscribed = await request.post(`${origin}/api/user/subscribe`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      source: 'website',
      packageId: 'jetsweat_monthly',
      token: (await card.json()).content.id,
    },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  await loginInBrowser(page, token);
  await bookFromSchedule(page, origin, c);
  const dialog = page.getByRole('dialog', { name: scheduleTexts.alreadySubscribedTitle });
  await expect(dialog).toContainText('Live classes are part of your JetSweat subscription.');
  await expect(dialog).toContainText(c.title);
  await expect(dialog.getByRole('link', { name: 'See the class' })).toHaveAttribute(
    'href',
    `/newplatform/live/upcoming/${c.id}`,
  );
  await expect(page.getByRole('dialog', { name: scheduleTexts.paymentTitle })).toHaveCount(0);
  expect(await purchasedIds(request, token)).toEqual([c.id]);

  // The class now says Booked, so it cannot be booked twice.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(classRow(page, c).getByRole('button', { name: scheduleTexts.book })).toHaveCount(0);
  await expect(
    classRow(page, c).getByRole('link', { name: `${c.title}: ${scheduleTexts.bookedLinkLabel}` }),
  ).toBeVisible();
  expect(await purchasedIds(request, token)).toEqual([c.id]);
});
