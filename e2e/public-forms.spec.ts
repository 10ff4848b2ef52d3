import { expect, test } from '@playwright/test';
import { accountTexts, marketingTexts, promoValuePoints } from '@jetsweat/contract';
import { mailsTo, newPerson, origin, registerViaApi, loginInBrowser } from './fixtures.ts';
import { inbox, mailsFrom } from './public-fixtures.ts';

test('the contact form refuses bad input with a clear message, then stores the message and mails support', async ({
  page,
  request,
}) => {
  const visitor = newPerson('contact');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  const send = form.getByRole('button', { name: 'Send message' });

  await send.click();
  await expect(form.getByRole('alert')).toHaveText(marketingTexts.nameMissing);
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Your name').fill('Jordan Rivera');
  await form.getByLabel('Email').fill('jordan.example.com');
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(accountTexts.invalidEmail);

  await form.getByLabel('Email').fill(visitor.email);
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(marketingTexts.messageMissing);
  // Nothing was kept or mailed for the refused attempts.
  expect(
    (await inbox(request, 'contact-messages')).filter((m) => m.email === visitor.email),
  ).toHaveLength(0);

  const message = 'My Chromecast shows a black screen when I cast a class. Can you help?';
  await form.getByLabel('Message').fill(message);
  // A double click is one message.
  await send.dblclick();
  await expect(form.getByRole('status')).toHaveText(marketingTexts.contactThanks);
  await expect(form.getByLabel('Message')).toHaveValue('');

  const stored = (await inbox(request, 'contact-messages')).filter(
    (m) => m.email === visitor.email,
  );
  expect(stored).toEqual([
    expect.objectContaining({ name: 'Jordan Rivera', message, mailed: true, studioId: null }),
  ]);
  await expect.poll(() => mailsFrom(visitor.email).length).toBe(1);
  const mail = mailsFrom(visitor.email)[0]!;
  expect(mail).toMatch(/^To: support@jetsweat\.example/m);
  expect(mail).toMatch(/^Subject: Contact form \(JetSweat\): Jordan Rivera/m);
  expect(mail.replace(/=\r?\n/g, '')).toContain('My Chromecast shows a black screen');
});

test('on a studio’s own site the contact message goes to the studio', async ({ page, request }) => {
  const visitor = newPerson('studio-contact');
  await page.goto(`http://baristudio.localhost:${new URL(origin).port}/contact`);
  await expect(page.getByRole('main').getByText('hello@baristudio.example')).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill('Jordan Rivera');
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Message').fill('Do you have a prenatal barre class?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(marketingTexts.contactThanks);
  const stored = (await inbox(request, 'contact-messages')).find((m) => m.email === visitor.email);
  expect(stored?.studioId).toBe(401);
  await expect
    .poll(() => mailsFrom(visitor.email)[0] ?? '')
    .toMatch(/^To: hello@baristudio\.example/m);
});

test('a demo request from a page for organisations is checked, stored and mailed to sales', async ({
  page,
  request,
}) => {
  const visitor = newPerson('demo');
  await page.goto('/whoweserve/healthplans');
  await page.getByRole('button', { name: 'Get in Touch' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get In Contact' });
  const form = dialog.getByRole('form', { name: 'Request a demo' });
  await form.getByLabel('Organisation').fill('Evergreen Health Plan');
  await form.getByLabel('Your name').fill('Jordan Rivera');
  await form.getByLabel('Work email').fill(visitor.email);
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByRole('alert')).toHaveText(marketingTexts.sizeMissing);
  expect(
    (await inbox(request, 'demo-requests')).filter((r) => r.email === visitor.email),
  ).toHaveLength(0);

  await form.getByLabel('Number of people').selectOption('5,000+');
  await form.getByLabel('Message (optional)').fill('We cover 40,000 members in three states.');
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(dialog.getByRole('status')).toHaveText(marketingTexts.demoRequestThanks);

  const stored = (await inbox(request, 'demo-requests')).filter((r) => r.email === visitor.email);
  expect(stored).toEqual([
    expect.objectContaining({
      audience: 'healthplans',
      organisation: 'Evergreen Health Plan',
      size: '5,000+',
      mailed: true,
    }),
  ]);
  await expect.poll(() => mailsFrom(visitor.email).length).toBe(1);
  const mail = mailsFrom(visitor.email)[0]!;
  expect(mail).toMatch(/^To: sales@jetsweat\.example/m);
  expect(mail).toMatch(/^Subject: Demo request: Evergreen Health Plan \(5,000\+\)/m);
  expect(mail).toContain('From: Health plans page');
});

test('the footer newsletter sign-up stores the address, asks it to confirm with an unsubscribe link, and a second sign-up is fine', async ({
  page,
}) => {
  const { email } = newPerson('news');
  await page.goto('/faq');
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(accountTexts.invalidEmail);

  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(marketingTexts.newsletterThanks);
  await expect(footer.getByLabel('Email address')).toHaveValue('');
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  // The mail client's unsubscribe button and the link in the text lead to the same place.
  const link = mail.match(
    /^List-Unsubscribe:\s+<(http:\/\/localhost:\d+\/api\/marketing\/newsletter\/unsubscribe\?token=[\w-]+)>/m,
  )?.[1];
  expect(link).toBeTruthy();
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(body).toContain(`To stop receiving these e-mails: ${link}`);
  // Double opt-in: the first mail's own link confirms the sign-up.
  const confirmLink = body.match(
    /http:\/\/localhost:\d+\/api\/marketing\/newsletter\/confirm\?token=[\w-]+/,
  )?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(confirmLink!);
  await expect(page.getByText(marketingTexts.newsletterConfirmed)).toBeVisible();
  await page.goto('/faq');

  // Signing up again is not an error, and sends no second welcome.
  await footer.getByLabel('Email address').fill(email.toUpperCase());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(marketingTexts.newsletterThanks);
  expect(mailsTo(email)).toHaveLength(1);

  await page.goto(link!);
  await expect(page.getByText(marketingTexts.unsubscribed)).toBeVisible();
});

test('a promo landing shows the reel, the value points and the studios, and carries its code to payment', async ({
  page,
}) => {
  const person = newPerson('promo');
  await page.goto('/specials/SPRING25');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start with a free trial' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your promo code SPRING25 will be applied at payment.'),
  ).toBeVisible();
  await expect(page.getByLabel('JetSweat sizzle reel')).toBeVisible();
  for (const point of promoValuePoints)
    await expect(page.getByRole('heading', { name: point })).toBeVisible();
  const logos = page.getByRole('list', { name: 'Our studios' }).getByRole('link');
  await expect(logos).toHaveCount(20);
  await expect(logos.first()).toHaveAttribute('href', /^\/studios\/[a-z0-9-]+$/);
  // The page's own button carries the code (the site's nav bar has a plain sign-up link too).
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Start your free trial' }),
  ).toHaveAttribute('href', '/signup?code=SPRING25');
  await expect(page.getByRole('link', { name: 'See all studios' })).toHaveAttribute(
    'href',
    '/studios',
  );

  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  await form.getByRole('button', { name: "LET'S WORK OUT!" }).click();
  await expect(page).toHaveURL(`${origin}/payment?code=SPRING25`);
});

test('the new promo landing takes the code from the link, and a logged-in visitor goes straight to payment', async ({
  page,
  request,
}) => {
  await page.goto('/newspecials/summer?code=SUN10');
  await expect(page.getByText('Your promo code SUN10 will be applied at payment.')).toBeVisible();
  await expect(page.locator('.promo--newspecials')).toBeVisible();

  const token = await registerViaApi(request, newPerson('promo-in'));
  await loginInBrowser(page, token);
  await page.goto('/newspecials/summer?code=SUN10');
  await expect(page).toHaveURL(`${origin}/payment?code=SUN10`);
});

test('old /singup links reach the sign-up page with their query', async ({ page }) => {
  await page.goto('/singup?code=OLD1');
  await expect(page).toHaveURL(`${origin}/signup?code=OLD1`);
  await expect(page.getByRole('heading', { name: 'Start with a free trial' })).toBeVisible();
});
