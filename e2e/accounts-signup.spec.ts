import { expect, test } from '@playwright/test';
import { accountTexts } from '../packages/contract/src/accounts-texts.ts';
import { birthdayTexts } from '../packages/contract/src/profile-constants.ts';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { emailConfirmationTexts } from '../packages/contract/src/email-confirmation-texts.ts';
import { linkInMail, me, newPerson, registerViaApi, submitSignupForm } from './fixtures.ts';

test.describe('sign-up page', () => {
  test('mails a link that confirms the address, asked for on the account page until opened', async ({
    page,
  }) => {
    const person = newPerson('confirm');
    await page.goto('/signup');
    await submitSignupForm(page, person);
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByText(emailConfirmationTexts.unconfirmedNotice)).toBeVisible();

    const link = await linkInMail(person.email, /https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]+/);
    await page.goto(link);
    await expect(page.getByText(emailConfirmationTexts.confirmed)).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText(emailConfirmationTexts.unconfirmedNotice)).toBeHidden();
    // The link works once.
    await page.goto(link);
    await expect(page.getByText(emailConfirmationTexts.linkInvalid)).toBeVisible();
  });

  test('warns as the person types and leaves fields, and only then lets them submit', async ({
    page,
  }) => {
    const person = newPerson();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Start with a free trial' })).toBeVisible();
    const submit = page.getByRole('button', { name: "LET'S WORK OUT!" });
    await expect(submit).toBeDisabled();

    // An empty e-mail warns on leaving the field (main form only).
    await page.getByLabel('Email', { exact: true }).focus();
    await page.getByLabel('Email', { exact: true }).blur();
    await expect(page.getByText(accountTexts.invalidEmail)).toBeVisible();

    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email', { exact: true }).fill('jordan.example.com');
    await page.getByLabel('Email', { exact: true }).blur();
    await expect(page.getByText(accountTexts.invalidEmail)).toBeVisible();
    // The warning clears as soon as an '@' is typed.
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await expect(page.getByText(accountTexts.invalidEmail)).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').pressSequentially('sweat');
    await expect(page.getByText(accountTexts.passwordMismatch)).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirm password').fill(person.password);
    await expect(page.getByText(accountTexts.passwordMismatch)).toBeHidden();
    // Changing the first password again re-checks the pair.
    await page.getByLabel('Password', { exact: true }).fill(`${person.password}!`);
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText(accountTexts.passwordMismatch)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await expect(page.getByText(accountTexts.passwordMismatch)).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  test('creates the account, logs the person in and carries the promo code to payment', async ({
    page,
    request,
  }) => {
    const person = newPerson();
    await page.goto('/signup?code=SPRING20');
    await submitSignupForm(page, person);
    await expect(page).toHaveURL(/\/payment\?code=SPRING20$/);
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();

    // What was stored: the session the browser holds belongs to this person.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
    );
    const stored = await me(request, token);
    expect(stored.body.content).toMatchObject({
      email: person.email,
      firstName: 'Jordan',
      lastName: 'Rivera',
      accountType: 'general',
    });

    // A logged-in person who opens /signup again goes on to payment.
    await page.goto('/signup?code=SPRING20');
    await expect(page).toHaveURL(/\/payment\?code=SPRING20$/);
  });

  for (const width of [1280, 390]) {
    test(`refuses a child by the birthday given, at ${width} px, and keeps an adult's`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const person = newPerson('birthday');
      await page.goto('/signup');
      const birthday = page.getByLabel(/Date of birth \(optional/);
      await birthday.fill(`${new Date().getFullYear() - 5}-06-15`);
      await submitSignupForm(page, person);
      await expect(page.getByRole('alert')).toHaveText(birthdayTexts.tooYoung);
      await expect(page).toHaveURL(/\/signup$/);
      await expectNoSeriousFindings(page, `sign-up refused for age at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // The same address is still free: with an adult's birthday the account is made and keeps it.
      await birthday.fill('1990-05-01');
      await page.getByRole('button', { name: "LET'S WORK OUT!" }).click();
      // Signed in (at 390 px Log Out sits in the closed phone menu): the session is kept.
      const sessionToken = () =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('jetsweat.session') ?? '{}') as { token?: string })
              .token,
        );
      await expect.poll(sessionToken).toBeTruthy();
      await expect(page).not.toHaveURL(/\/signup$/);
      const token = await sessionToken();
      const account = await page.request.get('/api/user/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await account.json()).content).toMatchObject({
        email: person.email,
        birthday: '1990-05-01',
      });
    });
  }

  test("shows the server's message when the e-mail already has an account", async ({
    page,
    request,
  }) => {
    const person = newPerson();
    await registerViaApi(request, person);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Other');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-orchard-lantern-48');
    await page.getByLabel('Confirm password').fill('Quiet-orchard-lantern-48');
    await page.getByRole('button', { name: "LET'S WORK OUT!" }).click();
    await expect(page.getByRole('alert')).toHaveText(accountTexts.emailTaken);
    // The form is usable again.
    await expect(page.getByRole('button', { name: "LET'S WORK OUT!" })).toBeEnabled();
  });

  test('refuses a guessable password and one holding the e-mail name, at the password field, and creates no account', async ({
    page,
    request,
  }) => {
    const person = newPerson('common');
    await page.goto('/signup');
    await submitSignupForm(page, { ...person, password: 'Summer2024' });
    const password = page.getByLabel('Password', { exact: true });
    // The refusal starts with our text and goes on with zxcvbn's advice.
    const weak = new RegExp(`^${accountTexts.weakPassword.replace(/[.?]/g, '\\$&')} \\S`);
    await expect(password).toHaveAccessibleDescription(weak);
    await expect(page.getByText(accountTexts.weakPassword, { exact: false })).toBeVisible();
    const submit = page.getByRole('button', { name: "LET'S WORK OUT!" });
    await expect(submit).toBeDisabled();

    // Typing another password clears the warning; one holding the address's name is refused too.
    const withName = `${person.email.split('@')[0]}-2026`;
    await password.fill(withName);
    await expect(page.getByText(accountTexts.weakPassword, { exact: false })).toBeHidden();
    await page.getByLabel('Confirm password').fill(withName);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(accountTexts.passwordHasEmail);
    await expect(page.getByText(accountTexts.passwordHasEmail)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeHidden();

    // No account was made: the address is still free to sign up with.
    await registerViaApi(request, person);
  });

  test('shows promo images from our own site only', async ({ page }) => {
    await page.goto(
      '/signup?promoImage=/media/defaults/hero.svg&promoImage2=https://evil.example/x.png',
    );
    const images = page.locator('.promo-images img');
    await expect(images).toHaveCount(1);
    await expect(images.first()).toHaveAttribute('src', '/media/defaults/hero.svg');
  });
});

test.describe('partner-pass sign-up', () => {
  test('without details in the link goes home', async ({ page }) => {
    await page.goto('/signup/gympass');
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the partner details read-only, capitalised, and creates a partner account', async ({
    page,
    request,
  }) => {
    const person = newPerson('partner');
    await page.goto(
      `/signup/gympass?firstname=jamie%20lee&email=${encodeURIComponent(person.email)}&token=gp-123`,
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Name')).toHaveValue('Jamie Lee');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'CREATE MY ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
    );
    expect((await me(request, token)).body.content).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Lee',
      accessType: 'gympass',
    });
    // Logged in, the partner page sends them to their account.
    await page.goto(`/signup/gympass?email=${encodeURIComponent(person.email)}`);
    await expect(page).toHaveURL(/\/account$/);
  });
});
