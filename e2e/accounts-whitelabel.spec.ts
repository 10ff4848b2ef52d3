import { expect, test } from '@playwright/test';
import {
  loginInBrowser,
  me,
  newPerson,
  origin,
  registerViaApi,
  studioOrigin,
  submitSignupForm,
} from './fixtures.ts';

test.describe('white-label studio sites', () => {
  test('a studio domain is branded and signs people up as studio members', async ({
    page,
    request,
  }) => {
    const person = newPerson('studio');
    await page.goto(`${studioOrigin('brookspilates')}/`);
    await expect(page).toHaveTitle(/Brooks Pilates/);
    // '/' is the studio's login; generic navigation is hidden; the footer names the studio's address.
    await expect(page.getByRole('heading', { name: 'Log in to Brooks Pilates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Studios' })).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('hello@brookspilates.example');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /brookspilates\/favicon\.svg$/,
    );

    const signUp = page.getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    await signUp.click();
    await submitSignupForm(page, person);
    // Not a customer yet: on to the studio's checkout.
    await expect(page).toHaveURL(/brookspilates\.localhost:\d+\/checkout$/);

    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('jetsweat.session')!).token as string,
    );
    const stored = (await me(request, token)).body.content;
    expect(stored.accountType).toBe('studio');
    const studios = (await (await request.get(`${origin}/api/studio/listWhitelabels`)).json())
      .content as { id: number; shortName: string }[];
    expect(stored.studioId).toBe(studios.find((s) => s.shortName === 'brookspilates')!.id);
  });

  test('studio 466 says Start Free; a member logs in at the studio and an internal user is entitled there', async ({
    page,
    request,
  }) => {
    await page.goto(`${studioOrigin('northloop')}/`);
    await expect(page.getByRole('link', { name: 'Start Free' })).toBeVisible();
    const person = newPerson('studio');
    await registerViaApi(request, person, 'northloop');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/northloop\.localhost:\d+\/checkout$/);
    await page.goto(`${studioOrigin('northloop')}/newplatform/dashboard`);
    await expect(page).toHaveURL(/northloop\.localhost:\d+\/checkout$/);

    const staff = await request.post(`${origin}/api/user/login`, {
      data: { email: 'staff@jetsweat.example', password: 'letsworkout' },
    });
    const staffToken = (await staff.json()).content.authToken as string;
    await page.goto(`${studioOrigin('northloop')}/logout`);
    await expect(page.getByRole('heading', { name: 'Log in to North Loop Fitness' })).toBeVisible();
    await loginInBrowser(page, staffToken, studioOrigin('northloop'));
    await page.goto(`${studioOrigin('northloop')}/newplatform/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a studio path on the main site turns on its branding until the logo is clicked', async ({
    page,
  }) => {
    await page.goto('/login/northloop');
    await expect(page.getByRole('heading', { name: 'Log in to North Loop Fitness' })).toBeVisible();
    const logo = page.locator('.nav__logo img');
    await expect(logo).toHaveAttribute('src', /northloop\/logo\.svg$/);
    await page.locator('.nav__logo').click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.locator('.nav__logo')).toContainText('JetSweat');
  });
});
