import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import {
  confirmAddress,
  loginInBrowser,
  mailsTo,
  newPerson,
  origin,
  registerViaApi,
} from './fixtures.ts';
import { easternIn, INSTRUCTOR, login } from './live-room-kit.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;
const classesApi = `${origin}/api/console/studios/${BK}/classes`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Books a paid class by card through the sandbox gateway, as the browser's checkout does. */
async function bookByCard(
  request: APIRequestContext,
  token: string,
  classId: number,
  cents: number,
) {
  const intent = await request.post(`${origin}/api/liveclass/upcoming/payment-intent`, {
    headers: auth(token),
    data: { amount: cents, studioId: BK, liveClassId: classId, coupon: null },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { id, client_secret: clientSecret } = (await intent.json()).content;
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: 'T' };
  const pm = await request.post(`${origin}/api/sandbox/v1/payment_methods`, { data: { card } });
  const paid = await request.post(`${origin}/api/sandbox/v1/intents/${id}/confirm`, {
    data: { clientSecret, paymentMethod: (await pm.json()).content.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const booked = await request.post(`${origin}/api/liveclass/upcoming/${classId}/confirmation`, {
    headers: auth(token),
    data: { amount: cents, studioId: BK, paymentIntentId: id, promo: null },
  });
  expect(booked.status(), await booked.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 900 } });

test('an admin schedules a class that appears on /liveschedule, then cancels it: the member is refunded and e-mailed', async ({
  page,
  request,
}) => {
  // Two accessibility scans, five page loads and a booking: past a minute on a busy 2-core CI.
  test.setTimeout(120_000);
  const token = await login(request, ADMIN);
  await loginInBrowser(page, token);
  await page.goto(`/console/studios/${BK}`);
  const section = page.getByRole('region', { name: 'Live classes' });
  await section.getByRole('button', { name: 'Schedule a class' }).click();
  const form = page.getByRole('form', { name: 'Schedule a class' });
  const title = `Console Sculpt ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  // A past time is named under its field.
  await form.getByLabel('Starts (Eastern Time)').fill(easternIn(-3 * 60));
  await form.getByLabel('Instructor').selectOption({ index: 1 });
  await form.getByLabel('Description').fill('Slow sculpting work, bring a mat.');
  await form.getByLabel('Class type').selectOption('Barre');
  await form.getByLabel('Level').selectOption('Advanced');
  await expect(form.getByRole('checkbox', { name: 'Show on JetSweat' })).toBeChecked();
  await form.getByLabel('Price (USD)').fill('19.00');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('alert')).toHaveText('The class must start in the future.');
  await form.getByLabel('Starts (Eastern Time)').fill(easternIn(3 * 60));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(section.getByRole('status')).toContainText('Scheduled 1 class(es)');
  const row = section.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('$19.00');
  await settled(page);
  await expectNoSeriousFindings(page, "the console's live classes");

  // Changing it shows what was stored; saving it unchanged keeps it.
  await row.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('form', { name: 'Change the class' });
  await expect(change.getByLabel('Description')).toHaveValue('Slow sculpting work, bring a mat.');
  await expect(change.getByLabel('Class type')).toHaveValue('Barre');
  await expect(change.getByLabel('Level')).toHaveValue('Advanced');
  await expect(change.getByRole('checkbox', { name: 'Show on JetSweat' })).toBeChecked();
  await settled(page);
  await expectNoSeriousFindings(page, "the console's class form");
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved.');

  // The public schedule filters by the class type and level it was given.
  await page.goto('/liveschedule?type=Barre&level=Advanced');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto('/liveschedule?type=Barre&level=Beginner');
  // The filters show once the classes are read: only then does an absence mean anything.
  await expect(page.getByRole('form', { name: 'Filter classes' }).getByLabel('Level')).toHaveValue(
    'Beginner',
  );
  await expect(page.getByText(title)).toHaveCount(0);

  // A member books it by card; the admin cancels it.
  const member = newPerson('console-cancel');
  const memberToken = await registerViaApi(request, member);
  await confirmAddress(request, member.email);
  const list = await request.get(classesApi, { headers: auth(token) });
  const made = (await list.json()).content.classes.find(
    (c: { title: string }) => c.title === title,
  );
  await bookByCard(request, memberToken, made.id, 1900);

  await page.goto(`/console/studios/${BK}`);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Cancel class' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Cancelled. 1 refund(s) made, 1 attendee(s) e-mailed.',
  );
  await expect(row).toContainText('(cancelled)');
  await expect
    .poll(() => mailsTo(member.email).some((m) => m.includes(`Cancelled: ${title}`)))
    .toBe(true);
  // Quoted-printable: a long line is broken with '=' where the day's time happens to put it.
  const mail = mailsTo(member.email)
    .find((m) => m.includes(`Cancelled: ${title}`))!
    .replace(/=\r?\n/g, '');
  expect(mail).toContain('$19.00 is refunded');
  const purchased = await request.get(`${origin}/api/liveclass/purchased`, {
    headers: auth(memberToken),
  });
  expect(JSON.stringify((await purchased.json()).content)).not.toContain(title);
  // Public reads may be kept by the browser for their 5 s max-age (send-prepared.ts), no longer.
  await page.goto('/liveschedule');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(title)).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});

test('an instructor sees their classes but cannot change prices', async ({ page, request }) => {
  const token = await login(request, INSTRUCTOR);
  await loginInBrowser(page, token);
  await page.goto(`/console/studios/${BK}`);
  const section = page.getByRole('region', { name: 'Live classes' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'Schedule a class' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Change' })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousFindings(page, "an instructor's console");
  const list = await request.get(classesApi, { headers: auth(token) });
  const classes = (await list.json()).content.classes as { id: number; startsAt: string }[];
  const id = classes[0]?.id ?? 1;
  const res = await request.put(`${classesApi}/${id}`, {
    headers: auth(token),
    data: {
      title: 'Free now',
      startsAt: easternIn(30 * 60),
      minutes: 45,
      instructorId: 1,
      capacity: 10,
      priceCents: 0,
      kind: 'group',
    },
  });
  expect(res.status()).toBe(403);
});
