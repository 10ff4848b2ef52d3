import { expect, test } from '@playwright/test';
import { accountTexts } from '../packages/contract/src/accounts-texts.ts';
import { linkInMail, me, newPerson, registerViaApi } from './fixtures.ts';

test.describe('login and logout', () => {
  test("shows the server's message for a wrong password, then logs in and logs out", async ({
    page,
    request,
  }) => {
    const person = newPerson('login');
    await registerViaApi(request, person);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page.getByRole('alert')).toHaveText(accountTexts.badCredentials);

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    // Not subscribed yet: on to payment.
    await expect(page).toHaveURL(/\/payment$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
    );
    expect((await me(request, token)).status).toBe(200);

    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jetsweat.session'))).toBeNull();
    // The token is revoked on the server, not only forgotten.
    await expect.poll(async () => (await me(request, token)).status).toBe(401);
  });

  for (const [who, email, landing, heading] of [
    ['a studio admin', 'admin.bkpilates@jetsweat.example', /\/console$/, 'Studio console'],
    ['an instructor', 'instructor.bkpilates@jetsweat.example', /\/broadcast$/, 'Classes you teach'],
  ] as const) {
    test(`${who} lands on their own page after logging in, not on the checkout`, async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('letsworkout');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('/logout/{studio} returns to that studio’s login', async ({ page, request }) => {
    const person = newPerson('login');
    const token = await registerViaApi(request, person);
    await page.goto('/test');
    await page.evaluate(
      (t) => localStorage.setItem('jetsweat.session', JSON.stringify({ token: t, user: null })),
      token,
    );
    await page.goto('/logout/brookspilates');
    await expect(page).toHaveURL(/\/login\/brookspilates$/);
    await expect(page.getByRole('heading', { name: 'Log in to Brooks Pilates' })).toBeVisible();
  });

  test('a stored token that no longer works logs the person out on start', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/test');
    await page.evaluate(() =>
      localStorage.setItem(
        'jetsweat.session',
        JSON.stringify({ token: 'revoked-token-revoked-token-revoked', user: null }),
      ),
    );
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect_path=%2Faccount$/);
    expect(await page.evaluate(() => localStorage.getItem('jetsweat.session'))).toBeNull();
    expect(errors).toContain(accountTexts.failedToFetchUser);
  });
});

test.describe('reset password', () => {
  test('an unknown address is told so', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(newPerson('nobody').email);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('alert')).toHaveText(accountTexts.userDoesNotExist);
  });

  test('following the e-mailed link sets a new password that logs in', async ({
    page,
    request,
  }) => {
    const person = newPerson('reset');
    await registerViaApi(request, person);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('status')).toHaveText(accountTexts.resetSent);

    const link = await linkInMail(
      person.email,
      /http:\/\/localhost:\d+\/reset-password\/[A-Za-z0-9_-]+/,
    );
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('fresh-start-2026');
    await page.getByLabel('Confirm new password').fill('fresh-start-2026');
    await page.getByRole('button', { name: 'SAVE PASSWORD' }).click();
    await expect(page.getByRole('status')).toHaveText(accountTexts.passwordChanged);

    // The link is spent.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second-try-2026');
    await page.getByLabel('Confirm new password').fill('second-try-2026');
    await page.getByRole('button', { name: 'SAVE PASSWORD' }).click();
    await expect(page.getByRole('alert')).toHaveText(accountTexts.resetLinkInvalid);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('fresh-start-2026');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/\/payment$/);
  });
});

// The page's own requests only, so the form's code can be held back: the suite's contexts have no
// service worker to serve it (playwright.config.ts).
test.describe('the login form’s code arriving mid-press', () => {
  test('a press on LOG IN as the working form arrives still logs the person in', async ({
    page,
    request,
  }) => {
    const person = newPerson('press');
    await registerViaApi(request, person);
    const liveForm = /\/login-form-live[^/]*\.js$/;
    let letThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(liveForm, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'LOG IN' }).hover();
    await page.mouse.down();
    const arrived = page.waitForResponse(liveForm);
    letThrough();
    await arrived;
    // Time for the code to run: the working form is ready before the button is let go.
    await page.waitForTimeout(500);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/payment$/);
  });
});
